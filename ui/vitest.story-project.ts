import path from "node:path";
import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineProject, type Plugin } from "vitest/config";

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
    test: {
      name,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: {
            executablePath: "/usr/bin/chromium",
            args: [
              "--no-sandbox",
              "--disable-gpu",
              "--disable-dev-shm-usage",
              "--disable-quic",
              "--no-first-run",
              "--disable-background-networking",
              "--disable-component-update",
              "--disable-sync",
            ],
          },
        }),
        instances: [{ browser: "chromium" }],
      },
    },
  });
}
