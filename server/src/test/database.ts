import { afterAll, inject } from "vitest";
import { stopJobQueueOf } from "../jobs/queue.ts";
import { createDb, type Db, type DbOptions } from "../lib/db.ts";

/** A client on the run's test database, disconnected when the test file ends. */
export function useTestDb(options: Pick<DbOptions, "onQuery"> = {}): Db {
  const db = createDb({ connectionString: inject("databaseUrl"), maxConnections: 2, ...options });
  afterAll(async () => {
    await stopJobQueueOf(db);
    await db.$disconnect();
  });
  return db;
}
