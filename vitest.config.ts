import { defineConfig } from "vitest/config";

// Each package owns its vitest.config.ts; `pnpm test` runs them all as projects.
export default defineConfig({
  test: {
    projects: ["server/vitest.config.ts", "web/vitest.config.ts", "ui/vitest.config.ts"],
  },
});
