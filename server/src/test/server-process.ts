import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import path from "node:path";

const serverDir = path.resolve(import.meta.dirname, "../..");

/** A TCP port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

export interface ServerProcess {
  port: number;
  url: string;
  process: ChildProcess;
  /** everything it has printed so far */
  output(): string;
  /** SIGTERM, and waits for it to exit; the exit code */
  stop(): Promise<number | null>;
}

/** How a test starts the server, from server/. */
export interface ServerCommand {
  file: string;
  args: string[];
}

/** src/index.ts itself, as `pnpm start` runs its build */
const SERVER_SOURCE: ServerCommand = {
  file: process.execPath,
  args: ["--import", "tsx", "src/index.ts"],
};

/** the server package's `pnpm start`, on its build in dist/, in a process group of its own */
export const PNPM_START: ServerCommand = { file: "pnpm", args: ["start"] };

/**
 * The real server (src/index.ts) in a process of its own on a free port, as `pnpm start` runs it,
 * once its /healthz answers. `env` adds to the test's environment (DATABASE_URL, MAIL_DIR...).
 */
export async function startServerProcess(
  env: NodeJS.ProcessEnv,
  command = SERVER_SOURCE,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(command.file, command.args, {
    cwd: serverDir,
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
    // A group of its own, so that a test can signal pnpm and what it started together.
    detached: command === PNPM_START,
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const started: ServerProcess = {
    port,
    url,
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = once(child, "exit");
        child.kill("SIGTERM");
        await exited;
      }
      return child.exitCode;
    },
  };
  for (const deadline = Date.now() + 120_000; ;) {
    if (child.exitCode !== null) throw new Error(`The server exited:\n${output}`);
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return started;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
