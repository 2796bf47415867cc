import { readFile } from "node:fs/promises";
import type pg from "pg";

// The CPU time PostgreSQL spends on the bench's database, read from /proc when the database runs on
// this machine: the bench's server, PostgreSQL and the load share the same cores, so a read's
// throughput beside the floor's is decided by the whole machine's CPU per request, and the
// database's share is what a statement's SQL costs.

/** clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux) */
const TICKS_PER_SECOND = 100;

/** The user and system CPU ticks of each backend of the pool's database, or null when they cannot be read. */
export async function databaseCpuTicks(pool: pg.Pool): Promise<Map<number, number> | null> {
  const { rows } = await pool.query<{ pid: number }>(
    "SELECT pid FROM pg_stat_activity WHERE datname = current_database()",
  );
  const ticks = new Map<number, number>();
  for (const { pid } of rows) {
    let stat: string;
    try {
      stat = await readFile(`/proc/${pid}/stat`, "utf8");
    } catch {
      // a backend that has just ended; or none of them is here, on a database elsewhere
      continue;
    }
    // the fields after the command's ")": utime and stime are the 12th and 13th
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    ticks.set(pid, Number(fields[11]) + Number(fields[12]));
  }
  return ticks.size ? ticks : null;
}

/** The database's CPU milliseconds between two readings (a backend started between counts from 0). */
export function databaseCpuMs(
  before: Map<number, number> | null,
  after: Map<number, number> | null,
): number | null {
  if (!before || !after) return null;
  let ticks = 0;
  for (const [pid, used] of after) ticks += used - (before.get(pid) ?? 0);
  return (ticks * 1000) / TICKS_PER_SECOND;
}
