import path from "node:path";
import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineProject, type Plugin } from "vitest/config";
import { chromiumLaunchOptions } from "../chromium.ts";
import { oneVitestGroup } from "../vitest.group.ts";

const uiDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * A vitest project that runs every story as a test in this machine's Debian Chromium (never a
 * downloaded browser): it must render, pass its play function and have no axe violations.
 * `initialGlobals` picks the toolbar theme and colour scheme the stories run in.
 */
export function storyTestProject(
  name: string,
  initialGlobals: { theme: "light" | "dark"; colorScheme: string },
  extraPlugins: Plugin[] = [],
) {
  return defineProject({
    root: uiDir,
    plugins: [
      storybookTest({ configDir: path.join(uiDir, "../.storybook"), initialGlobals }),
      ...extraPlugins,
    ],
    // The unit tests render through Testing Library: bundled up front, so that Vite does not find
    // it mid-run and reload the browser with a second copy of React.
    optimizeDeps: { include: ["@testing-library/react"] },
    test: {
      name,
      ...oneVitestGroup,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: chromiumLaunchOptions,
        }),
        instances: [{ browser: "chromium" }],
      },
    },
  });
}
