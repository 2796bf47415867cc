import { execFile } from "node:child_process";
import { chownSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "./server-process.ts";

const run = promisify(execFile);

/** Debian's PostgreSQL programs, newest version first. */
function postgresBinDir(): string {
  const root = "/usr/lib/postgresql";
  const [newest] = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  if (!newest) throw new Error(`No PostgreSQL under ${root} (apt-get install postgresql)`);
  return path.join(root, newest, "bin");
}

export interface OwnPostgres {
  /** the superuser's connection to the cluster's `postgres` database */
  url: string;
  start(): Promise<void>;
  /** a fast shutdown: connections are cut, as when a database server goes away */
  stop(): Promise<void>;
  /** stops it for good and deletes its files */
  destroy(): Promise<void>;
}

/**
 * A PostgreSQL cluster of the test's own, in a temporary folder on a free port, for tests that
 * stop and restart the database (never the machine's shared server). PostgreSQL refuses to run
 * as root, so when the tests run as root the cluster belongs to the unprivileged `nobody`.
 * With `replicaOf`, the cluster is a streaming replica of that one, copied by pg_basebackup.
 */
export async function createOwnPostgres({
  replicaOf,
}: { replicaOf?: OwnPostgres } = {}): Promise<OwnPostgres> {
  const bin = postgresBinDir();
  const dataDir = mkdtempSync(path.join(tmpdir(), "inkpanel-own-postgres-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dataDir, 65534, 65534);
  const pg = (program: string, args: string[]) =>
    asRoot
      ? run("runuser", ["-u", "nobody", "--", path.join(bin, program), ...args])
      : run(path.join(bin, program), args);
  const port = await freePort();
  if (replicaOf) {
    const primary = new URL(replicaOf.url);
    // -R writes standby.signal and the primary's address; -X stream copies the WAL meanwhile.
    await pg("pg_basebackup", [
      ...["-h", primary.hostname, "-p", primary.port, "-U", "postgres"],
      ...["-D", dataDir, "-R", "-X", "stream", "--checkpoint=fast", "--no-sync"],
    ]);
  } else {
    await pg("initdb", ["-D", dataDir, "-U", "postgres", "-A", "trust", "--no-sync"]);
  }
  const options = `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const logFile = path.join(dataDir, "server.log");
  const cluster: OwnPostgres = {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    start: async () => {
      await pg("pg_ctl", ["start", "-w", "-D", dataDir, "-l", logFile, "-o", options]);
    },
    stop: async () => {
      await pg("pg_ctl", ["stop", "-w", "-m", "fast", "-D", dataDir]);
    },
    destroy: async () => {
      await pg("pg_ctl", ["stop", "-w", "-m", "immediate", "-D", dataDir]).catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}
