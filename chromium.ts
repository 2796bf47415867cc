// The browser every test uses: Debian's Chromium (`apt-get install chromium`), because
// Playwright's own browser download cannot work on machines without internet. CHROMIUM_PATH
// points elsewhere on other systems. The flags keep it from reaching for a network it lacks.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
