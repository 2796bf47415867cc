// The server `pnpm bench` measures: the app as `pnpm start` serves it (jobs in process), plus GET
// /bench/statements, which answers (and resets) the SQL statements sent since its last call, the
// process's resident memory and the CPU time it has used. Started by bench/spawn-server.ts as a child process.
import path from "node:path";
import express from "express";
import { createApp } from "../app.ts";
import { startJobRunner } from "../app/jobs.ts";
import { serverPoolSize } from "../database/pool-size.ts";
import { createDb } from "../lib/db.ts";
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

const bench = express();
bench.get("/bench/statements", (_request, response) => {
  const { user, system } = process.cpuUsage();
  response.json({ ...log.take(), rss: process.memoryUsage().rss, cpuMicroseconds: user + system });
});
bench.use(app);
bench.listen(port, "127.0.0.1", (error) => {
  if (error) throw error;
  console.log(`bench server listening on ${port}`);
});
// An exit of its own, so that `node --cpu-prof` writes the profile (a signal's default does not).
process.once("SIGTERM", () => process.exit(0));
