import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vitest/config";
import { storyTestProject } from "./vitest.story-project.ts";

const uiDir = path.dirname(fileURLToPath(import.meta.url));

// The storybook plugin sets `include` to the stories; this adds the unit tests (theme API,
// navbar style) so they run in the same real browser, with real localStorage and matchMedia.
const unitTests: Plugin = {
  name: "inkpanel:ui-unit-tests",
  enforce: "post",
  config(config) {
    // Relative to the root Storybook's vite config settles on, like the plugin's story globs.
    const root = config.root ?? uiDir;
    config.test?.include?.push(path.relative(root, path.join(uiDir, "src/**/*.test.{ts,tsx}")));
  },
};

// One project, because the root vitest config runs this file as a project and vitest does not
// nest projects. The same stories in light theme: vitest.light.config.ts.
export default storyTestProject("ui", { theme: "dark", colorScheme: "default" }, [unitTests]);
