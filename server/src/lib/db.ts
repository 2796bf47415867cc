import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../generated/prisma/client.ts";

export type Db = PrismaClient;

export interface DbOptions {
  connectionString: string;
  /** pool size; the embedded database takes one connection at a time */
  maxConnections?: number;
  /** called with each SQL statement sent and its parameters as JSON (tests count them to prove batching) */
  onQuery?: (sql: string, params: string) => void;
}

export function createDb({ connectionString, maxConnections = 10, onQuery }: DbOptions): Db {
  const adapter = new PrismaPg({ connectionString, max: maxConnections });
  if (!onQuery) return new PrismaClient({ adapter });
  const db = new PrismaClient({ adapter, log: [{ emit: "event", level: "query" }] });
  db.$on("query", (event) => onQuery(event.query, event.params));
  return db;
}
