import { afterAll, beforeAll } from "vitest";
import { createMigratedDatabase, unusedTestDatabase } from "../database/test-database.ts";
import { stopJobQueueOf } from "../jobs/queue.ts";
import { createDb, type Db, type DbOptions } from "../lib/db.ts";
import { testDatabaseUrl } from "./database-url.ts";

/** A client on the run's test database, disconnected when the test file ends. */
export function useTestDb(options: Pick<DbOptions, "onQuery" | "maxConnections"> = {}): Db {
  const db = createDb({
    connectionString: testDatabaseUrl(),
    maxConnections: 2,
    preparesStatements: true,
    ...options,
  });
  afterAll(async () => {
    await stopJobQueueOf(db);
    await db.$disconnect();
  });
  return db;
}

/**
 * A migrated database of the test file's own, dropped when it ends: for tests that add titles,
 * which would otherwise show in other files' whole-library lists running at the same time.
 */
export function useOwnTestDb(prefix: string, options: Pick<DbOptions, "onQuery"> = {}): Db {
  return useOwnTestDatabase(prefix, options).db;
}

/** useOwnTestDb's database with its URL, for a test that starts processes on it. */
export function useOwnTestDatabase(
  prefix: string,
  options: Pick<DbOptions, "onQuery"> = {},
): { db: Db; url: string } {
  const database = unusedTestDatabase(prefix);
  const db = createDb({
    connectionString: database.url,
    maxConnections: 2,
    preparesStatements: true,
    ...options,
  });
  beforeAll(() => createMigratedDatabase(database), 120_000);
  afterAll(async () => {
    await stopJobQueueOf(db);
    await db.$disconnect();
    await database.drop();
  });
  return { db, url: database.url };
}
