import { randomUUID } from "node:crypto";
import { applyMigrations } from "./migrate.ts";
import { queryOnce } from "./query-once.ts";

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

const adminUrl = process.env.ADMIN_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

/**
 * Creates a database named `<prefix><random>` on the admin server and applies every migration.
 * Each call gets its own database, so test files can run in parallel.
 */
export async function createTestDatabase(prefix: string): Promise<TestDatabase> {
  const database = unusedTestDatabase(prefix);
  await createMigratedDatabase(database);
  return database;
}

/** Creates the database a name was chosen for (`unusedTestDatabase`) and applies every migration. */
export async function createMigratedDatabase(database: TestDatabase): Promise<void> {
  await queryOnce(adminUrl, `CREATE DATABASE "${new URL(database.url).pathname.slice(1)}"`);
  try {
    await applyMigrations(database.url);
  } catch (error) {
    await database.drop();
    throw error;
  }
}

/** A fresh name on the admin server, for a database that does not exist yet. */
export function unusedTestDatabase(prefix: string): TestDatabase {
  if (!/^[a-z_][a-z0-9_]*$/.test(prefix)) {
    throw new Error(
      `Test database prefix "${prefix}" must be lower-case letters, digits and underscores`,
    );
  }
  const name = `${prefix}${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      await queryOnce(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
