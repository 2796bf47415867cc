import type { ApolloServerOptions } from "@apollo/server";
import { LRUCache } from "lru-cache";
import type { Context } from "./context.ts";
import type { Db } from "./db.ts";

type PersistedQueryCache = NonNullable<
  Exclude<ApolloServerOptions<Context>["persistedQueries"], false | undefined>["cache"]
>;

/** How long a registered query is kept; a client whose query was dropped simply registers it again. */
export const PERSISTED_QUERY_DAYS = 30;

/**
 * The store behind Apollo's automatic persisted queries: rows in PostgreSQL, so a query registered
 * through one server process is served by every other. Keys are content hashes, so an entry never
 * changes, and each process keeps the ones it has served in memory to skip the database next time.
 */
export function persistedQueryStore(db: Db): PersistedQueryCache {
  const served = new LRUCache<string, string>({ max: 2000 });
  return {
    async get(key) {
      const known = served.get(key);
      if (known !== undefined) return known;
      const row = await db.persistedQuery.findUnique({ where: { key }, select: { query: true } });
      if (row) served.set(key, row.query);
      return row?.query;
    },
    async set(key, query) {
      served.set(key, query);
      // Registrations are rare (once per query and client version), so expiring old rows here
      // keeps the table bounded without a job of its own.
      const expired = new Date(Date.now() - PERSISTED_QUERY_DAYS * 24 * 60 * 60 * 1000);
      await db.$transaction([
        db.persistedQuery.deleteMany({ where: { createdAt: { lt: expired } } }),
        db.persistedQuery.createMany({ data: [{ key, query }], skipDuplicates: true }),
      ]);
    },
    async delete(key) {
      served.delete(key);
      await db.persistedQuery.deleteMany({ where: { key } });
      return true;
    },
  };
}
