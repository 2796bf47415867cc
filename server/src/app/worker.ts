import { prepareDatabase } from "../database/index.ts";
import { createDb } from "../lib/db.ts";
import { onStopSignal } from "../lib/graceful-shutdown.ts";
import { logger } from "../lib/logger.ts";
import { startJobRunner } from "./jobs.ts";

// `pnpm worker`: runs the background jobs apart from the web server (start the server with
// JOBS_IN_PROCESS=false then). Several workers, and servers, may work one database at once.

// Checked first: without it, preparing the database would start (and migrate) the embedded one.
if (!process.env.DATABASE_URL) {
  logger.error(
    "pnpm worker needs DATABASE_URL: the embedded database belongs to the server process",
  );
  process.exit(1);
}
const database = await prepareDatabase();
const db = createDb({ connectionString: database.url, maxConnections: 5 });
const runner = await startJobRunner({ db, connectionString: database.url });
logger.info("the job worker is running");

async function shutdown(signal: string) {
  logger.info({ signal }, "worker stopping: finishing the jobs in hand");
  await runner.stop();
  await db.$disconnect();
  process.exit(0);
}
onStopSignal(shutdown);
