import path from "node:path";
import { seed } from "../../../prisma/seed/seed.ts";
import { createDb } from "../lib/db.ts";
import { repoRoot } from "../lib/paths.ts";
import { startEmbeddedDatabase } from "./embedded-database.ts";
import { applyMigrations } from "./migrate.ts";

export interface OpenDatabase {
  url: string;
  /** the pool size a Prisma client on it may use */
  maxConnections: number;
  /** true for the embedded database, started by this process */
  embedded: boolean;
  /**
   * whether clients on it may prepare statements (lib/db.ts): not the embedded database, whose
   * connections all share one session, where a statement one prepared is still there for the next
   */
  preparesStatements: boolean;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** where DATABASE_URL is read */
  env?: NodeJS.ProcessEnv;
  /** where the embedded database keeps its files */
  embeddedDataDir?: string;
}

export const defaultEmbeddedDataDir = path.join(repoRoot, ".data/pglite");

/**
 * The database the server runs on, migrated. With DATABASE_URL, that Postgres; without, the embedded
 * one, which needs no install and is seeded while it holds no manga.
 */
export async function prepareDatabase(options: DatabaseOptions = {}): Promise<OpenDatabase> {
  const database = await openDatabase(options);
  try {
    await applyMigrations(database.url);
    if (database.embedded) await seedIfEmpty(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** DATABASE_URL's database, or else the embedded one, started; nothing applied to it. */
export async function openDatabase({
  env = process.env,
  embeddedDataDir = defaultEmbeddedDataDir,
}: DatabaseOptions = {}): Promise<OpenDatabase> {
  if (env.DATABASE_URL) {
    return {
      url: env.DATABASE_URL,
      maxConnections: 10,
      embedded: false,
      // Behind a PgBouncer in transaction mode older than 1.21, or without max_prepared_statements,
      // a statement prepared in one session is missing or already there in the next: "off".
      preparesStatements: env.DATABASE_PREPARED_STATEMENTS !== "off",
      close: async () => {},
    };
  }
  // PGlite runs every connection on one session: a larger pool interleaves them (shared/PRISMA.md).
  return {
    ...(await startEmbeddedDatabase(embeddedDataDir)),
    maxConnections: 1,
    embedded: true,
    preparesStatements: false,
  };
}

async function seedIfEmpty({ url, maxConnections }: OpenDatabase): Promise<void> {
  const db = createDb({ connectionString: url, maxConnections });
  try {
    if ((await db.manga.count()) === 0) await seed(db, { now: new Date() });
  } finally {
    await db.$disconnect();
  }
}
