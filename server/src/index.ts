import path from "node:path";
import { createApp } from "./app.ts";
import { prepareDatabase } from "./database/index.ts";
import { jobsInProcess } from "./jobs/queue.ts";
import { startJobRunner } from "./app/jobs.ts";
import { createDb } from "./lib/db.ts";
import { gracefulShutdown, onStopSignal } from "./lib/graceful-shutdown.ts";
import { logger } from "./lib/logger.ts";
import { repoRoot } from "./lib/paths.ts";
import { createReplicaDbs, replicaUrlsFromEnv } from "./lib/read-replicas.ts";

const port = Number(process.env.PORT ?? 4000);
const webDistDir = path.join(repoRoot, "web/dist");

const database = await prepareDatabase();
const db = createDb({ connectionString: database.url, maxConnections: database.maxConnections });
const replicas = createReplicaDbs(replicaUrlsFromEnv(), database.maxConnections);
// Background jobs run in this process unless JOBS_IN_PROCESS=false leaves them to `pnpm worker`.
const jobs = await startJobRunner({
  db,
  connectionString: database.embedded ? undefined : database.url,
  runJobs: jobsInProcess(),
});
const app = await createApp({ db, replicas, webDistDir, jobQueue: jobs.queue });

const server = app.listen(port, (error) => {
  if (error) throw error;
  logger.info({ port }, `Inkpanel is running at http://localhost:${port} (GraphQL at /graphql)`);
});

const stopping = gracefulShutdown(server);

/**
 * Stops accepting, finishes the requests in flight and the jobs in hand, closes the pool and the
 * database, exits 0.
 */
async function shutdown(signal: string) {
  logger.info({ signal }, "shutting down: finishing the requests in flight");
  await stopping.close();
  await jobs.stop();
  await Promise.all([db, ...replicas].map((client) => client.$disconnect()));
  await database.close();
  logger.info("stopped");
  process.exit(0);
}
onStopSignal(shutdown);
