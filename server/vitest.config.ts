import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "server",
    environment: "node",
    include: ["src/**/*.test.ts", "../prisma/seed/**/*.test.ts"],
    // One migrated database per run (see src/test/global-setup.ts). Test files insert and remove
    // their own fixtures, so they run one at a time to keep each other's rows out of their results.
    globalSetup: ["src/test/global-setup.ts"],
    fileParallelism: false,
  },
});
