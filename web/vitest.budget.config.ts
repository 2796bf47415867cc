import { defineProject } from "vitest/config";
import { oneVitestGroup } from "../vitest.group.ts";

// The production build's budget (budget/): builds the app in Node and measures its output.
export default defineProject({
  test: {
    name: "web-budget",
    environment: "node",
    ...oneVitestGroup,
    include: ["budget/**/*.test.ts"],
    // A production build takes ten seconds to a minute on a busy 2-core machine.
    hookTimeout: 300_000,
  },
});
