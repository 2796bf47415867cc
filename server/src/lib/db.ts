import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../generated/prisma/client.ts";

export type Db = PrismaClient;

export interface DbOptions {
  connectionString: string;
  /** pool size; the embedded database takes one connection at a time */
  maxConnections?: number;
}

export function createDb({ connectionString, maxConnections = 10 }: DbOptions): Db {
  return new PrismaClient({
    adapter: new PrismaPg({ connectionString, max: maxConnections }),
  });
}
