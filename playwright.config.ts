import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./chromium.ts";
import { e2eBaseUrl } from "./e2e/support/server.ts";

// Journeys run in Debian's Chromium against the real server and a freshly seeded database,
// both started by the global setup (see e2e/global-setup.ts).
export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  // CI runs the whole suite on a busy 2-core machine, where a page can take longer than the
  // defaults (5 s for an expectation, 30 s for a test) to answer. Waits end as soon as the page
  // is right, so a passing journey is no slower for them. With the machine loaded by a second
  // run, plain journeys took up to 45 s, so a test has 120 s (and `test.slow()` three times that).
  expect: { timeout: 15_000 },
  timeout: 120_000,
  reporter: process.env.CI ? "line" : "list",
  use: {
    baseURL: e2eBaseUrl,
    // A failed journey keeps its trace, with the page's DOM at each step but no screenshots: a
    // screencast of every test kept Chromium's compositor copying frames, the biggest CPU use of
    // the run (without it 25 journeys took 134 s, not 177).
    trace: { mode: "retain-on-failure", screenshots: false },
    // Each test's fresh context would install the service worker, which downloads and caches the
    // app (1.6 MB) alongside the test: a third of the journeys' time. Readers have it, and
    // offline.spec.ts, which is about it, lets it in.
    serviceWorkers: "block",
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
});
