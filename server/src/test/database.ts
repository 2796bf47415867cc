import { afterAll, inject } from "vitest";
import { createDb, type Db } from "../lib/db.ts";

/** A client on the run's test database, disconnected when the test file ends. */
export function useTestDb(): Db {
  const db = createDb({ connectionString: inject("databaseUrl"), maxConnections: 2 });
  afterAll(() => db.$disconnect());
  return db;
}
