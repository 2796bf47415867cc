// The server `pnpm bench` measures: the app as `pnpm start` serves it (jobs in process), plus GET
// /bench/statements, which answers (and resets) the SQL statements sent since its last call, the
// process's resident memory and the CPU time it has used. Started by bench/spawn-server.ts as a child process.
import http from "node:http";
import path from "node:path";
import { createApp } from "../app.ts";
import { startJobRunner } from "../app/jobs.ts";
import { applyRequestTimeout } from "../app/request-timeout.ts";
import { serverPoolSize } from "../database/pool-size.ts";
import { createDb } from "../lib/db.ts";
import { gracefulShutdown } from "../lib/graceful-shutdown.ts";
import { repoRoot } from "../lib/paths.ts";
import { StatementLog } from "./statement-log.ts";

const connectionString = process.env.DATABASE_URL;
if (!connectionString) throw new Error("The bench server needs DATABASE_URL");
const port = Number(process.env.PORT);

const log = new StatementLog();
const db = createDb({
  connectionString,
  maxConnections: await serverPoolSize(connectionString),
  preparesStatements: true,
  onQuery: (sql, params) => log.record(sql, params),
});
const jobs = await startJobRunner({ db, connectionString });
const app = await createApp({
  db,
  jobQueue: jobs.queue,
  webDistDir: path.join(repoRoot, "web/dist"),
  // Each bench client is a visitor of its own address, but one sends requests back to back as no
  // reader does: a budget no run can spend keeps its cost (counted per IP) without refusing the load.
  apiBudget: { name: "bench-api", points: 1_000_000_000, durationSeconds: 60 },
});

// Served as index.ts serves the app (its request timeout, and the graceful stop's watch on every
// request), not mounted in another Express app: that would add a router layer to each request
// that production does not pay.
const server = http.createServer((request, response) => {
  if (request.method === "GET" && request.url === "/bench/statements") {
    const { user, system } = process.cpuUsage();
    const body = { ...log.take(), rss: process.memoryUsage().rss, cpuMicroseconds: user + system };
    response.setHeader("Content-Type", "application/json");
    response.end(JSON.stringify(body));
  } else {
    void app(request, response);
  }
});
applyRequestTimeout(server);
gracefulShutdown(server);
server.listen(port, "127.0.0.1", () => console.log(`bench server listening on ${port}`));
// An exit of its own, so that `node --cpu-prof` writes the profile (a signal's default does not).
process.once("SIGTERM", () => process.exit(0));
