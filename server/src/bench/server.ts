// The server `pnpm bench` measures: the app as `pnpm start` serves it, without the response cache
// and with it under /cached, plus GET /bench/statements, which answers (and resets) the SQL
// statements sent since its last call and the process's resident memory. Started by bench/cli.ts
// as a child process.
import path from "node:path";
import express from "express";
import { createApp } from "../app.ts";
import { createDb } from "../lib/db.ts";
import { repoRoot } from "../lib/paths.ts";
import { StatementLog } from "./statement-log.ts";

const connectionString = process.env.DATABASE_URL;
if (!connectionString) throw new Error("The bench server needs DATABASE_URL");
const port = Number(process.env.PORT);

const log = new StatementLog();
const db = createDb({ connectionString, onQuery: (sql, params) => log.record(sql, params) });
const appWith = (responseCache: boolean) =>
  createApp({
    db,
    webDistDir: path.join(repoRoot, "web/dist"),
    // All the bench's clients share 127.0.0.1: a budget no run can spend keeps its cost (one
    // statement per request, counted) without refusing the load.
    apiBudget: { name: "bench-api", points: 1_000_000_000, durationSeconds: 60 },
    responseCache,
  });

const bench = express();
bench.get("/bench/statements", (_request, response) => {
  response.json({ ...log.take(), rss: process.memoryUsage().rss });
});
// Cases marked cached ask the app with the response cache on; the others measure every read.
bench.use("/cached", await appWith(true));
bench.use(await appWith(false));
bench.listen(port, "127.0.0.1", (error) => {
  if (error) throw error;
  console.log(`bench server listening on ${port}`);
});
