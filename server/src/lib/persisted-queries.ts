import { readFileSync } from "node:fs";
import path from "node:path";
import type { ApolloServerOptions, ApolloServerPlugin } from "@apollo/server";
import { GraphQLError } from "graphql";
import { LRUCache } from "lru-cache";
import type { Context } from "./context.ts";
import type { Db } from "./db.ts";
import { logger } from "./logger.ts";
import { repoRoot } from "./paths.ts";
import { hourlyLimit, ipKey, spendRateLimit } from "./rate-limits.ts";

type PersistedQueryCache = NonNullable<
  Exclude<ApolloServerOptions<Context>["persistedQueries"], false | undefined>["cache"]
>;

/** How long an unused query is kept; a client whose query was dropped simply registers it again. */
export const PERSISTED_QUERY_DAYS = 30;

/**
 * The largest document a client may register, comments and spacing included. The web app's
 * largest operation is about 2 KB; anything near this is padding.
 */
export const MAX_PERSISTED_QUERY_BYTES = 20_000;

/**
 * Registrations per IP (an IPv6 address by its /64): a client registers each query once. Room for
 * twice the web app's some 100 operations, which its first visitors register after a deploy (the
 * visitors behind one NAT share the budget); past it a registration fails as RATE_LIMITED.
 */
export const PERSISTED_QUERY_REGISTRATIONS_PER_IP = hourlyLimit(
  "persisted-query-registrations-per-ip",
  200,
);

/** The store's total size; past it, the queries used longest ago go first. */
export const PERSISTED_QUERY_STORE_BYTES = 50_000_000;

const DAY = 24 * 60 * 60 * 1000;

/** Where `pnpm generate` writes the web app's own queries by hash (see web/scripts/safelist.ts). */
export const WEB_APP_SAFELIST = path.join(repoRoot, "web/src/gql/safelist.json");

/**
 * The web app's own queries, hash to text, exactly as its Apollo Client sends them. They are known
 * from the start, so a browser never registers them, and they are never expired nor evicted.
 */
export function webAppSafelist(file = WEB_APP_SAFELIST): ReadonlyMap<string, string> {
  try {
    return new Map(
      Object.entries(JSON.parse(readFileSync(file, "utf8")) as Record<string, string>),
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    // Still correct without it: the web app's queries then register as any client's do.
    logger.warn({ file }, "no safelist of the web app's queries: run pnpm generate");
    return new Map();
  }
}

/** The query's hash, from Apollo's key for it in the store ("apq:<sha256>"). */
const hashOf = (key: string) => key.slice(key.indexOf(":") + 1);

/**
 * The store behind Apollo's automatic persisted queries: the safelist first, then rows in
 * PostgreSQL, so a query registered through one server process is served by every other. Keys are content hashes, so an entry never
 * changes, and each process keeps the ones it has served in memory to skip the database next time.
 * Each row's lastUsedAt is refreshed at most once a day per process, for expiry and eviction.
 */
export function persistedQueryStore(
  db: Db,
  {
    maxBytes = PERSISTED_QUERY_STORE_BYTES,
    safelist = webAppSafelist(),
  }: { maxBytes?: number; safelist?: ReadonlyMap<string, string> } = {},
): PersistedQueryCache {
  const served = new LRUCache<string, { query: string; usedAt: number }>({ max: 2000 });
  const markUsed = (key: string, query: string) => {
    served.set(key, { query, usedAt: Date.now() });
    return db.persistedQuery.updateMany({ where: { key }, data: { lastUsedAt: new Date() } });
  };
  return {
    async get(key) {
      const safelisted = safelist.get(hashOf(key));
      if (safelisted !== undefined) return safelisted;
      const known = served.get(key);
      if (known !== undefined) {
        // The database need not hear of every use, only that the query is still wanted.
        if (Date.now() - known.usedAt > DAY) await markUsed(key, known.query);
        return known.query;
      }
      const row = await db.persistedQuery.findUnique({ where: { key }, select: { query: true } });
      if (row) await markUsed(key, row.query);
      return row?.query;
    },
    async set(key, query) {
      if (safelist.has(hashOf(key))) return;
      served.set(key, { query, usedAt: Date.now() });
      // Registrations are few (budgeted per IP), so expiring and evicting here keeps the table
      // bounded without a job of its own.
      const expired = new Date(Date.now() - PERSISTED_QUERY_DAYS * DAY);
      await db.$transaction([
        db.persistedQuery.deleteMany({ where: { lastUsedAt: { lt: expired } } }),
        db.persistedQuery.createMany({ data: [{ key, query }], skipDuplicates: true }),
        db.$executeRaw`
          DELETE FROM "PersistedQuery" WHERE key IN (
            SELECT key FROM (
              SELECT key, sum(octet_length(query)) OVER (ORDER BY "lastUsedAt" DESC, key) AS kept
              FROM "PersistedQuery"
            ) newest WHERE kept > ${maxBytes}
          )`,
      ]);
    },
    async delete(key) {
      served.delete(key);
      await db.persistedQuery.deleteMany({ where: { key } });
      return true;
    },
  };
}

/**
 * Bounds what clients may register: a document over MAX_PERSISTED_QUERY_BYTES is refused
 * (PERSISTED_QUERY_TOO_LARGE; it may still be sent as a plain query), and each IP has a budget of
 * registrations (RATE_LIMITED). Apollo writes the store only after plugins' didResolveOperation,
 * so an error thrown here keeps the query out of it.
 */
export const persistedQueryRegistration: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ metrics, source, contextValue }) {
        if (!metrics.persistedQueryRegister) return;
        const bytes = Buffer.byteLength(source, "utf8");
        if (bytes > MAX_PERSISTED_QUERY_BYTES) {
          throw new GraphQLError(
            `A persisted query may be at most ${MAX_PERSISTED_QUERY_BYTES} bytes; this one is ${bytes}. Send it without its hash.`,
            { extensions: { code: "PERSISTED_QUERY_TOO_LARGE", http: { status: 413 } } },
          );
        }
        await spendRateLimit(
          contextValue,
          PERSISTED_QUERY_REGISTRATIONS_PER_IP,
          ipKey(contextValue.http.ip),
        );
      },
    };
  },
};
