import { existsSync } from "node:fs";

// The browser every test uses: Debian's Chromium, because Playwright's own browser download cannot
// work on machines without internet. Its headless shell (`apt-get install chromium-headless-shell`),
// which Playwright also runs by default for headless tests, takes about half the CPU of the full
// browser per page; the full `chromium` serves where it is not installed, and CHROMIUM_PATH points
// elsewhere on other systems. The flags keep it from reaching for a network it lacks.
const headlessShell = "/usr/bin/chromium-headless-shell";

export const chromiumLaunchOptions = {
  executablePath:
    process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : "/usr/bin/chromium"),
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
};
