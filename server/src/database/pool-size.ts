import { queryOnce } from "./query-once.ts";

// How many connections a server instance's pool holds: its share of what PostgreSQL allows.
// DATABASE_POOL_SIZE sets it outright; otherwise it is the database's max_connections, less the
// superusers' reserve and RESERVED_FOR_OTHERS, shared among SERVER_INSTANCES instances, less each
// one's job queue pool, and at most MAX_POOL_SIZE.

/** Left for everything but the servers: `pnpm worker`, migrations, psql, backups, monitoring. */
export const RESERVED_FOR_OTHERS = 10;
/** Each instance's job queue keeps a pool of its own (jobs/queue.ts). */
export const JOB_QUEUE_CONNECTIONS = 3;
/**
 * More connections than this do not serve more reads: PostgreSQL's throughput peaks at a few
 * connections per core, and requests past the pool wait their turn in it (lib/queued-pool.ts).
 */
export const MAX_POOL_SIZE = 20;
const MIN_POOL_SIZE = 2;

export interface PoolSizeInputs {
  maxConnections: number;
  superuserReserved: number;
  instances: number;
}

export function poolSize({ maxConnections, superuserReserved, instances }: PoolSizeInputs): number {
  const share = Math.floor((maxConnections - superuserReserved - RESERVED_FOR_OTHERS) / instances);
  return Math.max(MIN_POOL_SIZE, Math.min(MAX_POOL_SIZE, share - JOB_QUEUE_CONNECTIONS));
}

/** A whole number of at least 1 from the environment, or `fallback` when unset. */
function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1) {
    throw new Error(`${name}=${value} must be a whole number of at least 1`);
  }
  return Number(value);
}

/** The pool size for one server instance on `databaseUrl`, as the environment and the database say. */
export async function serverPoolSize(
  databaseUrl: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const explicit = positiveInteger(env, "DATABASE_POOL_SIZE", 0);
  if (explicit) return explicit;
  const [settings] = await queryOnce<{ max: number; reserved: number }>(
    databaseUrl,
    `SELECT current_setting('max_connections')::int AS max,
       current_setting('superuser_reserved_connections')::int AS reserved`,
  );
  return poolSize({
    maxConnections: settings!.max,
    superuserReserved: settings!.reserved,
    instances: positiveInteger(env, "SERVER_INSTANCES", 1),
  });
}
