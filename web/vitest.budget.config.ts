import { defineProject } from "vitest/config";

// The production build's budget (budget/): builds the app in Node and measures its output.
export default defineProject({
  test: {
    name: "web-budget",
    environment: "node",
    // One group with every project, one worker each (see vitest.config.ts).
    sequence: { groupOrder: 1 },
    maxWorkers: 1,
    include: ["budget/**/*.test.ts"],
    // A production build takes ten seconds to a minute on a busy 2-core machine.
    hookTimeout: 300_000,
  },
});
