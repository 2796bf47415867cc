import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { applyMigrations } from "./migrate.ts";
import { queryOnce } from "./query-once.ts";
import { createTestDatabase, unusedTestDatabase, type TestDatabase } from "./test-database.ts";

// Every test database is migrated by the Prisma CLI, which takes seconds, more on a busy machine.
vi.setConfig({ hookTimeout: 60_000, testTimeout: 60_000 });

const migrationsDir = path.resolve(import.meta.dirname, "../../../prisma/migrations");

async function migrationNames(): Promise<string[]> {
  const entries = await readdir(migrationsDir, { withFileTypes: true });
  return entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
}

const appliedMigrations = (url: string) =>
  queryOnce<{ migration_name: string; finished: boolean }>(
    url,
    `SELECT migration_name, finished_at IS NOT NULL AND rolled_back_at IS NULL AS finished
     FROM _prisma_migrations ORDER BY migration_name`,
  );

describe("a test database", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase("inkdata_test_");
  });

  afterAll(() => database?.drop());

  it("has every migration applied", async () => {
    const expected = (await migrationNames()).sort();

    expect(await appliedMigrations(database.url)).toEqual(
      expected.map((name) => ({ migration_name: name, finished: true })),
    );
  });

  it("needs nothing more when migrations are applied again", async () => {
    const before = await appliedMigrations(database.url);

    await applyMigrations(database.url);

    expect(await appliedMigrations(database.url)).toEqual(before);
  });
});

describe("a database that does not exist yet", () => {
  const database = unusedTestDatabase("inkdata_test_");

  afterAll(() => database.drop());

  it("is created and migrated by applyMigrations, and removed by drop", async () => {
    await expect(queryOnce(database.url, "SELECT 1")).rejects.toThrow("does not exist");

    await applyMigrations(database.url);
    expect(await appliedMigrations(database.url)).toHaveLength((await migrationNames()).length);

    await database.drop();
    await expect(queryOnce(database.url, "SELECT 1")).rejects.toThrow("does not exist");
  });
});

describe("applyMigrations", () => {
  it("rejects when the CLI fails", async () => {
    const nothingListening = "postgresql://postgres@127.0.0.1:4119/postgres";

    await expect(applyMigrations(nothingListening)).rejects.toThrow("prisma migrate deploy failed");
  });
});

describe("createTestDatabase", () => {
  it("refuses a prefix that is not a plain identifier", async () => {
    await expect(createTestDatabase('x"; DROP DATABASE postgres; --')).rejects.toThrow(
      "must be lower-case letters, digits and underscores",
    );
  });
});
