import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

const repoRoot = path.resolve(import.meta.dirname, "../../..");
const prismaCli = createRequire(import.meta.url).resolve("prisma/build/index.js");
const prismaConfig = path.join(repoRoot, "prisma/prisma.config.ts");

// What `migrate deploy` prints once every migration is committed. The CLI then idles ~10 s on a timer
// inside its WASM engine before exiting, so seeing one of these is success and the process is ended.
// If a Prisma upgrade rewords them, a clean exit still counts: only slower.
const successLines = [
  "All migrations have been successfully applied.",
  "No pending migrations to apply.",
];

/**
 * Applies pending migrations from prisma/migrations with `prisma migrate deploy`. Async on purpose:
 * the embedded database answers from this process's event loop, which a synchronous spawn would block.
 */
export function applyMigrations(databaseUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const cli = spawn(
      process.execPath,
      [prismaCli, "migrate", "deploy", "--config", prismaConfig],
      {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: databaseUrl },
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    let output = "";
    let succeeded = false;
    cli.stdout.on("data", (chunk: Buffer) => {
      process.stdout.write(chunk);
      output += chunk.toString();
      if (!succeeded && successLines.some((line) => output.includes(line))) {
        succeeded = true;
        resolve();
        cli.kill();
      }
    });
    cli.on("error", reject);
    cli.on("exit", (code, signal) => {
      if (succeeded) return;
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `prisma migrate deploy failed (${signal ?? `exit code ${code}`}); see its output above`,
          ),
        );
    });
  });
}
