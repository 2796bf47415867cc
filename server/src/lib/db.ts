import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../generated/prisma/client.ts";
import { QueuedPool } from "./queued-pool.ts";

export type Db = PrismaClient;

export interface DbOptions {
  connectionString: string;
  /** pool size; the embedded database takes one connection at a time */
  maxConnections?: number;
  /** called with each SQL statement sent and its parameters as JSON (tests count them to prove batching) */
  onQuery?: (sql: string, params: string) => void;
  /** how long a request waits for a connection while all are in use; default POOL_WAIT_TIMEOUT_MS */
  waitTimeoutMillis?: number;
}

/**
 * A request waits up to 10 s for a connection while all are busy (a burst of readers queues rather
 * than fails): longer than any read takes under load, and shorter than a proxy's or browser's
 * patience, so a request that cannot be served is answered 503 rather than cut.
 */
export const POOL_WAIT_TIMEOUT_MS = 10_000;

const pools = new WeakMap<Db, QueuedPool>();

export function createDb({
  connectionString,
  maxConnections = 10,
  onQuery,
  waitTimeoutMillis = POOL_WAIT_TIMEOUT_MS,
}: DbOptions): Db {
  // The pool is made here rather than by the adapter so that its usage can be measured. A database
  // that does not answer fails a request within 2 seconds (a new connection gets 1.5 s), rather
  // than hanging it; a busy one makes it wait its turn (see queued-pool.ts).
  const pool = new QueuedPool({
    connectionString,
    max: maxConnections,
    connectionTimeoutMillis: 1500,
    waitTimeoutMillis,
  });
  const adapter = new PrismaPg(pool, { disposeExternalPool: true });
  let db: Db;
  if (onQuery) {
    const logged = new PrismaClient({ adapter, log: [{ emit: "event", level: "query" }] });
    logged.$on("query", (event) => onQuery(event.query, event.params));
    db = logged;
  } else {
    db = new PrismaClient({ adapter });
  }
  pools.set(db, pool);
  return db;
}

/** The node-postgres pool under a client made by `createDb` (ended by its `$disconnect`). */
export function poolOf(db: Db): QueuedPool {
  const pool = pools.get(db);
  if (!pool) throw new Error("This database client was not made by createDb");
  return pool;
}
