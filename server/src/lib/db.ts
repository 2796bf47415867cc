import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { Prisma, PrismaClient } from "../generated/prisma/client.ts";
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
  /**
   * prepare the statements that ask for it (see QueryOptions); not on the embedded database (see
   * OpenDatabase.preparesStatements)
   */
  preparesStatements?: boolean;
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
  /** the names of the statements its connections prepare, by their text; none when it prepares none */
  preparedNames: Map<string, string> | null;
}
const connections = new WeakMap<Db, Connections>();

export function createDb({
  connectionString,
  maxConnections = 10,
  onQuery,
  waitTimeoutMillis = POOL_WAIT_TIMEOUT_MS,
  preparesStatements = false,
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
  connections.set(db, { pool, onQuery, preparedNames: preparesStatements ? new Map() : null });
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
const parseTimestamp = (text: string) => new Date(`${text.replace(" ", "T")}Z`);
const parseDate = (text: string) => new Date(`${text}T00:00:00Z`);
// Asked for each column of each result: the parsers are made once, not per column.
const utcTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: string) => {
    if (oid === TIMESTAMP) return parseTimestamp;
    if (oid === DATE) return parseDate;
    return pg.types.getTypeParser(oid, format as "text");
  }) as pg.CustomTypesConfig["getTypeParser"],
};
// A Date parameter goes as its UTC time; PostgreSQL ignores the "Z" for a column without a zone.
const asParameter = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

export interface QueryOptions {
  /**
   * Prepare it once per connection and reuse its plan (planning a page of titles took PostgreSQL
   * more than running it): for a hot statement whose text has no parameters (its numbers written
   * in with `sqlInteger`) and that names its result columns (a prepared `SELECT *` fails once a
   * migration adds a column). A statement with values is planned with them each time however it
   * is sent: a generic plan can be far worse for some values (see search in the README).
   *
   * "with values" prepares one with its values as parameters, for a statement whose plan hardly
   * depends on them (a reader's own lists, by the reader's id): PostgreSQL plans it with the values
   * of each of its first five runs, then keeps one plan for any values if that plan is estimated
   * to cost no more than those did, and otherwise goes on planning each run with its values.
   */
  prepare?: boolean | "with values";
}

/**
 * The rows of a statement sent straight through the pool, as `$queryRaw` would type them (numbers,
 * UTC Dates, parsed JSON, arrays) but without Prisma's client and query compiler, which took more
 * of a page of titles than running its SQL (see the README's Performance section). For the hot
 * reads; anything that needs a transaction or Prisma's errors goes through Prisma.
 */
export async function queryRows<Row>(
  db: Db,
  statement: Prisma.Sql,
  { prepare = false }: QueryOptions = {},
): Promise<Row[]> {
  const { pool, onQuery, preparedNames } = connectionsOf(db);
  const values = statement.values.map(asParameter);
  onQuery?.(statement.text, JSON.stringify(values));
  const result = await pool.query({
    name:
      prepare && preparedNames
        ? preparedName(preparedNames, statement, prepare === "with values")
        : undefined,
    text: statement.text,
    values,
    types: utcTypes,
  });
  return result.rows as Row[];
}

/**
 * At most this many texts are prepared per client, first come: each connection keeps each one's
 * plan while it lives (about 130 kB for a page of titles, 8 MB for all at most), and a client's odd
 * page sizes must not add up. The hot reads are about 20 texts (each sort's first page, the
 * popular lists, the home page's, the title page's, a reader's "because you read"); the rest of
 * the room is for the genre and status filters' first pages, one text for each combination asked.
 */
const MAX_PREPARED = 64;

function preparedName(
  names: Map<string, string>,
  { text, values }: Prisma.Sql,
  withValues: boolean,
): string | undefined {
  if (values.length > 0 && !withValues) return undefined;
  let name = names.get(text);
  if (!name && names.size < MAX_PREPARED) {
    name = `inkpanel_${names.size + 1}`;
    names.set(text, name);
  }
  return name;
}

/**
 * SQL: a whole number written into the statement's text rather than sent as a parameter (a page's
 * size), so that a hot statement has no parameters and can be prepared (see `QueryOptions`).
 */
export function sqlInteger(value: number): Prisma.Sql {
  if (!Number.isSafeInteger(value)) throw new Error(`${value} is not a whole number`);
  return Prisma.raw(String(value));
}

/** What a key may hold to be written into a statement's text: letters, digits, "_" and "-". */
const KEY = /^[A-Za-z0-9_-]+$/;

/**
 * SQL: a key (an id from the database, an enum's value) written into the statement's text as a
 * string rather than sent as a parameter, so that a filtered first page has no parameter and is
 * prepared: planned once for exactly these values, as it was planned for them on every request (a
 * generic plan, made for any value, can be far worse for some; see QueryOptions). A value that is
 * not such a key goes as a parameter, and its statement is planned each time.
 */
export const sqlKey = (value: string): Prisma.Sql =>
  KEY.test(value) ? Prisma.raw(`'${value}'`) : Prisma.sql`${value}`;

/** SQL: keys as an array of `type` (see sqlKey). */
export const sqlKeys = (values: readonly string[], type: string): Prisma.Sql =>
  values.every((value) => KEY.test(value))
    ? Prisma.raw(`ARRAY[${values.map((value) => `'${value}'`).join(", ")}]::${type}[]`)
    : Prisma.sql`${values}::${Prisma.raw(type)}[]`;
