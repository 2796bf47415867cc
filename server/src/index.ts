import path from "node:path";
import { createApp } from "./app.ts";
import { prepareDatabase } from "./database/index.ts";
import { serverPoolSize } from "./database/pool-size.ts";
import { jobsInProcess } from "./jobs/queue.ts";
import { startJobRunner } from "./app/jobs.ts";
import { createDb } from "./lib/db.ts";
import { gracefulShutdown, onStopSignal } from "./lib/graceful-shutdown.ts";
import { logger } from "./lib/logger.ts";
import { repoRoot } from "./lib/paths.ts";
import { createReplicaDbs, replicaUrlsFromEnv } from "./lib/read-replicas.ts";
import { applyRequestTimeout } from "./app/request-timeout.ts";

const port = Number(process.env.PORT ?? 4000);
const webDistDir = path.join(repoRoot, "web/dist");

const database = await prepareDatabase();
// The embedded database takes one connection at a time; a real one, this instance's share of it.
const maxConnections = database.embedded
  ? database.maxConnections
  : await serverPoolSize(database.url);
const db = createDb({
  connectionString: database.url,
  maxConnections,
  preparesStatements: database.preparesStatements,
});
const replicas = createReplicaDbs(
  replicaUrlsFromEnv(),
  maxConnections,
  database.preparesStatements,
);
// Background jobs run in this process unless JOBS_IN_PROCESS=false leaves them to `pnpm worker`.
const jobs = await startJobRunner({
  db,
  connectionString: database.embedded ? undefined : database.url,
  runJobs: jobsInProcess(),
});
const stopping = new AbortController();
const app = await createApp({
  db,
  replicas,
  webDistDir,
  jobQueue: jobs.queue,
  stopping: stopping.signal,
  // The embedded database serves one connection at a time: none is left to listen for changes.
  ...(database.embedded && { listensForChanges: false }),
});

const server = app.listen(port, (error) => {
  if (error) throw error;
  logger.info({ port }, `Inkpanel is running at http://localhost:${port} (GraphQL at /graphql)`);
});

applyRequestTimeout(server);
const serving = gracefulShutdown(server);

/**
 * In this order, each step once the one before is done: readiness answers 503, the HTTP server
 * stops accepting and finishes the requests in flight, the GraphQL server stops (none are left for
 * it), the jobs in hand finish, the pool and the database close, exit 0.
 */
async function shutdown(signal: string) {
  stopping.abort();
  logger.info({ signal }, "shutting down: finishing the requests in flight");
  await serving.close();
  await app.stopGraphQL();
  await jobs.stop();
  await Promise.all([db, ...replicas].map((client) => client.$disconnect()));
  await database.close();
  logger.info("stopped");
  process.exit(0);
}
onStopSignal(shutdown);
