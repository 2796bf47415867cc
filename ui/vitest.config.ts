import path from "node:path";
import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";

const uiDir = path.dirname(fileURLToPath(import.meta.url));

// A fresh object per project (vitest fills it in). Both run in the Debian Chromium of this machine; never a downloaded browser.
const browser = () => ({
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
  instances: [{ browser: "chromium" as const }],
});

function storyProject(name: string, initialGlobals: { theme: string; colorScheme: string }) {
  return {
    root: uiDir,
    plugins: [storybookTest({ configDir: path.join(uiDir, "../.storybook"), initialGlobals })],
    test: { name, browser: browser() },
  };
}

export default defineConfig({
  test: {
    projects: [
      // Every story is a test: it must render, pass its play function and have no axe violations,
      // in the default dark theme and again in light (Foundations/Colors covers all six schemes).
      storyProject("ui-stories", { theme: "dark", colorScheme: "default" }),
      storyProject("ui-stories-light", { theme: "light", colorScheme: "default" }),
      {
        root: uiDir,
        test: {
          name: "ui-unit",
          include: ["src/**/*.test.{ts,tsx}"],
          browser: browser(),
        },
      },
    ],
  },
});
