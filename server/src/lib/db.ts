import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../generated/prisma/client.ts";

export type Db = PrismaClient;

export interface DbOptions {
  connectionString: string;
  /** pool size; the embedded database takes one connection at a time */
  maxConnections?: number;
  /** called with each SQL statement sent (tests count them to prove batching) */
  onQuery?: (sql: string) => void;
}

export function createDb({ connectionString, maxConnections = 10, onQuery }: DbOptions): Db {
  // A database that does not answer fails a request within 2 seconds, rather than hanging it.
  const adapter = new PrismaPg({
    connectionString,
    max: maxConnections,
    connectionTimeoutMillis: 1500,
  });
  if (!onQuery) return new PrismaClient({ adapter });
  const db = new PrismaClient({ adapter, log: [{ emit: "event", level: "query" }] });
  db.$on("query", (event) => onQuery(event.query));
  return db;
}
