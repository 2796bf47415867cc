import { defineConfig } from "vitest/config";
import { oneVitestGroup } from "../vitest.group.ts";

export default defineConfig({
  resolve: {
    // graphql ships ESM and CommonJS builds. Node (and so Apollo and graphql-tools) loads the
    // CommonJS one; Vite would pick the ESM one for our code, and graphql rejects schema objects
    // made by the other copy. One copy for everything, as in production.
    alias: [{ find: /^graphql$/, replacement: "graphql/index.js" }],
  },
  test: {
    name: "server",
    environment: "node",
    include: ["src/**/*.test.ts", "../prisma/seed/**/*.test.ts"],
    // One migrated database per worker (see src/test/global-setup.ts). Test files insert and
    // remove their own fixtures; files in the same worker take turns, so each file's results hold
    // only its own rows.
    globalSetup: ["src/test/global-setup.ts"],
    // Each worker keeps its imported modules from file to file: loading the server's modules again
    // for each of some 90 files cost about 110 s of a CI run (server tests mock nothing, and each
    // file makes its own database clients).
    isolate: false,
    ...oneVitestGroup,
    // Every server test works a real database, and many a real HTTP server, on two cores shared
    // with the browser projects: vitest's 5 s default failed a test that takes 3.5 s on an idle
    // machine. Heavier files declare longer timeouts of their own.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The server's JSON log (lib/logger.ts) stays quiet; tests that read it make their own.
    env: { LOG_LEVEL: "silent" },
  },
});
