import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { repoRoot } from "../lib/paths.ts";
import { queryOnce } from "./query-once.ts";

const prismaCli = createRequire(import.meta.url).resolve("prisma/build/index.js");
const prismaConfig = path.join(repoRoot, "prisma/prisma.config.ts");

// What `migrate deploy` prints once every migration is committed. The CLI then idles ~10 s on a timer
// inside its WASM engine before exiting, so seeing one of these is success and the process is ended
// (and awaited: its connection must be gone, since the embedded database admits only two). If a
// Prisma upgrade rewords them, a clean exit still counts: only slower.
const successLines = [
  "All migrations have been successfully applied.",
  "No pending migrations to apply.",
];

/**
 * Applies pending migrations from prisma/migrations with `prisma migrate deploy`, first creating the
 * database if the server has none by that name. Async on purpose: the embedded database answers from
 * this process's event loop, which a synchronous spawn would block.
 */
export async function applyMigrations(databaseUrl: string): Promise<void> {
  await createDatabaseIfMissing(databaseUrl);
  await deployMigrations(databaseUrl);
}

/** What Prisma's native engine does before deploying, and its WASM engine does not. */
async function createDatabaseIfMissing(databaseUrl: string): Promise<void> {
  try {
    await queryOnce(databaseUrl, "SELECT 1");
  } catch (error) {
    // Any other failure (unreachable, refused) the CLI reports in its own words.
    if ((error as { code?: unknown }).code !== "3D000") return;
    const maintenanceUrl = new URL(databaseUrl);
    const name = decodeURIComponent(maintenanceUrl.pathname.slice(1));
    maintenanceUrl.pathname = "/postgres";
    await queryOnce(maintenanceUrl.href, `CREATE DATABASE "${name.replaceAll('"', '""')}"`);
    console.log(`Created the database "${name}".`);
  }
}

function deployMigrations(databaseUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const cli = spawnPrisma(["migrate", "deploy"], databaseUrl);
    let output = "";
    let succeeded = false;
    cli.stdout.on("data", (chunk: Buffer) => {
      process.stdout.write(chunk);
      output += chunk.toString();
      if (!succeeded && successLines.some((line) => output.includes(line))) {
        succeeded = true;
        cli.kill();
      }
    });
    cli.on("error", reject);
    cli.on("exit", (code, signal) => {
      if (succeeded || code === 0) resolve();
      else
        reject(
          new Error(
            `prisma migrate deploy failed (${signal ?? `exit code ${code}`}); see its output above`,
          ),
        );
    });
  });
}

/** Starts the Prisma CLI with the project's config on `databaseUrl`; its stderr goes to ours. */
export function spawnPrisma(args: string[], databaseUrl: string) {
  return spawn(process.execPath, [prismaCli, ...args, "--config", prismaConfig], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ["ignore", "pipe", "inherit"],
  });
}
