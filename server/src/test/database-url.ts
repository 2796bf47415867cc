import { inject } from "vitest";

/**
 * This worker's migrated test database. Server test files insert and remove their own rows, and
 * some count what a table holds, so the files running at once each have a database of their own:
 * one per worker (`VITEST_POOL_ID` runs from 1 to the workers' count).
 */
export function testDatabaseUrl(): string {
  const urls = inject("databaseUrls");
  return urls[(Number(process.env.VITEST_POOL_ID ?? "1") - 1) % urls.length]!;
}
