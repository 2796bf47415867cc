import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "../generated/prisma/client.ts";

export type Db = PrismaClient;

export interface DbOptions {
  connectionString: string;
  /** pool size; the embedded database takes one connection at a time */
  maxConnections?: number;
  /** called with each SQL statement sent and its parameters as JSON (tests count them to prove batching) */
  onQuery?: (sql: string, params: string) => void;
}

const pools = new WeakMap<Db, pg.Pool>();

export function createDb({ connectionString, maxConnections = 10, onQuery }: DbOptions): Db {
  // The pool is made here rather than by the adapter so that its usage can be measured. A database
  // that does not answer fails a request within 2 seconds, rather than hanging it.
  const pool = new pg.Pool({
    connectionString,
    max: maxConnections,
    connectionTimeoutMillis: 1500,
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
export function poolOf(db: Db): pg.Pool {
  const pool = pools.get(db);
  if (!pool) throw new Error("This database client was not made by createDb");
  return pool;
}
