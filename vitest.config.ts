import { defineConfig } from "vitest/config";

// Each package owns its vitest config; `pnpm test` runs them all as projects. The stories run
// twice, in the dark theme (with ui's unit tests) and in the light one.
//
// Every project declares the same group (sequence.groupOrder) and one worker, so that all run in
// one group: the server's files, one after another on one database, then run beside the
// Storybook projects in Chromium, instead of in a group of their own before or after them.
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
