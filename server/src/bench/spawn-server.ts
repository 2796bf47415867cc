import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { build } from "esbuild";
import { repoRoot } from "../lib/paths.ts";

// Starts bench/server.ts as a child process, the way `pnpm start` runs the app: bundled by esbuild
// as `pnpm build` bundles it (no TypeScript compiled at run time), in production mode, jobs in
// process, with `env` on top: RESPONSE_CACHE picks the path measured.

/** Beside the server's own build, so that its packages resolve from server/node_modules. */
export const BENCH_SERVER_BUNDLE = path.join(repoRoot, "server/dist/bench-server.js");

/** Bundles bench/server.ts as server/package.json's build script bundles index.ts. */
export async function buildBenchServer(): Promise<void> {
  await build({
    entryPoints: [path.join(repoRoot, "server/src/bench/server.ts")],
    bundle: true,
    platform: "node",
    target: "node24",
    format: "esm",
    packages: "external",
    sourcemap: true,
    outfile: BENCH_SERVER_BUNDLE,
    logLevel: "warning",
  });
}

export interface BenchServer {
  origin: string;
  /** stops it (SIGTERM) and waits for its exit, so a CPU profile is written */
  stop(): Promise<void>;
}

export async function startBenchServer({
  databaseUrl,
  port,
  env,
  profileDir,
  bundle = BENCH_SERVER_BUNDLE,
}: {
  /** another build of bench/server.ts, such as an older commit's, to compare with */
  bundle?: string;
  databaseUrl: string;
  port: number;
  env: Record<string, string>;
  /** when set, the server runs under `node --cpu-prof` and writes its profile here at exit */
  profileDir?: string;
}): Promise<BenchServer> {
  const server = spawn(
    process.execPath,
    [
      "--enable-source-maps",
      ...(profileDir ? ["--cpu-prof", "--cpu-prof-dir", profileDir] : []),
      bundle,
    ],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        ...env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        NODE_ENV: "production",
      },
      // Its log (a line per request) is thrown away: read by the bench, it cost the load
      // generator's process, on the cores it shares with the server, a wake-up per chunk that the
      // floor does not pay.
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  await listening(server, `${origin}/bench/statements`);
  return {
    origin,
    async stop() {
      const exited = once(server, "exit");
      server.kill("SIGTERM");
      await exited;
    },
  };
}

/** Resolves once `url` answers (a server still starting refuses the connection). */
async function listening(server: ChildProcess, url: string): Promise<void> {
  while (server.exitCode === null && server.signalCode === null) {
    try {
      await (await fetch(url)).arrayBuffer();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`The bench server exited (${server.exitCode ?? server.signalCode})`);
}
