import { defineConfig } from "vitest/config";

// Each package owns its vitest config; `pnpm test` runs them all as projects. The stories run
// twice, in the dark theme (with ui's unit tests) and in the light one.
// All of them run in one group (vitest.group.ts).
export default defineConfig({
  test: {
    projects: [
      "server/vitest.config.ts",
      "web/vitest.config.ts",
      "web/vitest.budget.config.ts",
      "ui/vitest.config.ts",
      "ui/vitest.light.config.ts",
    ],
  },
});
