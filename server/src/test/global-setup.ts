import type { TestProject } from "vitest/node";
import { createTestDatabase } from "../database/test-database.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's migrated test database, shared by every server test file. */
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const database = await createTestDatabase("inkapi_test_");
  project.provide("databaseUrl", database.url);
  return () => database.drop();
}
