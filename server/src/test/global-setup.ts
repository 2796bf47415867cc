import type { TestProject } from "vitest/node";
import { createTestDatabase } from "../database/test-database.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's migrated test databases, one per worker (see `testDatabaseUrl`). */
    databaseUrls: string[];
  }
}

export default async function setup(project: TestProject) {
  // As many as files can run at once (vitest.group.ts).
  const databases = await Promise.all(
    Array.from({ length: project.config.maxWorkers }, () => createTestDatabase("inkapi_test_")),
  );
  project.provide(
    "databaseUrls",
    databases.map((database) => database.url),
  );
  return () => Promise.all(databases.map((database) => database.drop()));
}
