import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { rm } from "node:fs/promises";
import { seed } from "../prisma/seed/seed.ts";
import { createDb } from "../server/src/lib/db.ts";
import { createTestDatabase } from "../server/src/database/test-database.ts";
import { e2eBaseUrl, e2eMailDir, e2ePort } from "./support/server.ts";

// Playwright starts its `webServer` before the global setup runs, so a server that needs the
// database created here is started here too, and stopped by the returned teardown.
export default async function globalSetup() {
  await rm(e2eMailDir, { recursive: true, force: true }); // mail of an earlier run
  const database = await createTestDatabase("inke2e_");
  try {
    const db = createDb({ connectionString: database.url, maxConnections: 2 });
    try {
      await seed(db, { now: new Date() });
    } finally {
      await db.$disconnect();
    }
    // Journeys that act as an operator (`pnpm user:role`) find the database here: workers inherit it.
    process.env.E2E_DATABASE_URL = database.url;
    const server = startServer(database.url);
    await waitUntilHealthy(server);
    return async () => {
      await stopServer(server);
      await database.drop();
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

/** `pnpm start`: builds the web app, then serves it and the API, as a user would run it. */
function startServer(databaseUrl: string): ChildProcess {
  return spawn("pnpm", ["start"], {
    cwd: new URL("..", import.meta.url).pathname,
    // Warnings and errors only: a line per request would bury the journeys' own output.
    env: {
      LOG_LEVEL: "warn",
      ...process.env,
      PORT: String(e2ePort),
      DATABASE_URL: databaseUrl,
      MAIL_DIR: e2eMailDir,
      // Visitors are known by their address (rate limits count per IP). Journeys come from
      // 127.0.0.1, and share its hourly budgets (30 sign-ups); one that stands for a visitor
      // elsewhere says so in X-Forwarded-For (`elsewhere` in support/test.ts).
      TRUST_PROXY: "loopback",
    },
    // Its own process group, so stopping it also stops the processes pnpm starts.
    detached: true,
    stdio: ["ignore", "inherit", "inherit"],
  });
}

// `pnpm start` builds the web app first: about a minute on an idle machine, and more than four on
// 2 cores that other builds share, so the wait allows ten.
async function waitUntilHealthy(server: ChildProcess, timeoutMs = 600_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    const healthy = await fetch(`${e2eBaseUrl}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stopServer(server);
  throw new Error(`The server did not answer ${e2eBaseUrl}/healthz within ${timeoutMs / 1000} s`);
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null || server.pid === undefined) return;
  const exited = once(server, "exit");
  process.kill(-server.pid, "SIGTERM");
  await exited;
}
