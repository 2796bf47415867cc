import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient, type Prisma } from "../generated/prisma/client.ts";
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

interface Connections {
  pool: QueuedPool;
  onQuery?: DbOptions["onQuery"];
}
const connections = new WeakMap<Db, Connections>();

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
  // An idle connection the database closes (a restart, an outage) is dropped by the pool; the
  // requests that come after get errors of their own. Without a listener the pool's "error" event
  // would stop the process (Prisma's adapter adds one only once Prisma itself connects).
  pool.on("error", () => {});
  const adapter = new PrismaPg(pool, { disposeExternalPool: true });
  let db: Db;
  if (onQuery) {
    const logged = new PrismaClient({ adapter, log: [{ emit: "event", level: "query" }] });
    logged.$on("query", (event) => onQuery(event.query, event.params));
    db = logged;
  } else {
    db = new PrismaClient({ adapter });
  }
  connections.set(db, { pool, onQuery });
  return db;
}

function connectionsOf(db: Db): Connections {
  const found = connections.get(db);
  if (!found) throw new Error("This database client was not made by createDb");
  return found;
}

/** The node-postgres pool under a client made by `createDb` (ended by its `$disconnect`). */
export const poolOf = (db: Db): QueuedPool => connectionsOf(db).pool;

// Timestamps without a zone are UTC, as Prisma reads and writes them (node-postgres would take
// them as the process's local time), and a date is its UTC midnight.
const TIMESTAMP = 1114;
const DATE = 1082;
const utcTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: string) => {
    if (oid === TIMESTAMP) return (text: string) => new Date(`${text.replace(" ", "T")}Z`);
    if (oid === DATE) return (text: string) => new Date(`${text}T00:00:00Z`);
    return pg.types.getTypeParser(oid, format as "text");
  }) as pg.CustomTypesConfig["getTypeParser"],
};
// A Date parameter goes as its UTC time; PostgreSQL ignores the "Z" for a column without a zone.
const asParameter = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/**
 * The rows of a statement sent straight through the pool, as `$queryRaw` would type them (numbers,
 * UTC Dates, parsed JSON, arrays) but without Prisma's client and query compiler, which took more
 * of a page of titles than running its SQL (see the README's Performance section). For the hot
 * reads; anything that needs a transaction or Prisma's errors goes through Prisma.
 */
export async function queryRows<Row>(db: Db, statement: Prisma.Sql): Promise<Row[]> {
  const { pool, onQuery } = connectionsOf(db);
  const values = statement.values.map(asParameter);
  onQuery?.(statement.text, JSON.stringify(values));
  const result = await pool.query({ text: statement.text, values, types: utcTypes });
  return result.rows as Row[];
}
