import { isIPv4, isIPv6 } from "node:net";
import { HeaderMap } from "@apollo/server";
import { GraphQLError } from "graphql";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import type { Context } from "./context.ts";
import { poolOf, type Db } from "./db.ts";

/** A budget of `points` per `durationSeconds` window, counted per key (an address, an IP...). */
export interface RateLimit {
  /** names the limit in errors and in the store, so limits never share counters */
  name: string;
  points: number;
  durationSeconds: number;
}

/** A budget of `points` an hour, the window of most of the site's limits. */
export const hourlyLimit = (name: string, points: number): RateLimit => ({
  name,
  points,
  durationSeconds: 60 * 60,
});

/**
 * The RATE_LIMITED error, in the one shape every limit uses: `retryAfterSeconds` in the
 * extensions, and a Retry-After header on the HTTP response.
 */
export function rateLimited(
  retryAfterSeconds: number,
  {
    message = `Too many requests. Try again in ${retryAfterSeconds} seconds.`,
    status,
  }: { message?: string; status?: number } = {},
): GraphQLError {
  return new GraphQLError(message, {
    extensions: {
      code: "RATE_LIMITED",
      retryAfterSeconds,
      // Apollo sets these on the response and leaves `http` out of the error clients see.
      http: {
        headers: new HeaderMap([["retry-after", String(retryAfterSeconds)]]),
        // Apollo takes `http` only when a status it has is a number.
        ...(status && { status }),
      },
    },
  });
}

// The counters live in PostgreSQL (the RateLimitCounter table, made by a migration), so limits
// hold across restarts and across every server process on the database. Spending is one atomic
// statement on the client's own pool. One limiter per database client and limit.
const limitersByDb = new WeakMap<Db, Map<string, RateLimiterPostgres>>();

function limiterFor(db: Db, limit: RateLimit): RateLimiterPostgres {
  let limiters = limitersByDb.get(db);
  if (!limiters) limitersByDb.set(db, (limiters = new Map()));
  const id = `${limit.name}/${limit.points}/${limit.durationSeconds}`;
  let limiter = limiters.get(id);
  if (!limiter) {
    limiter = new RateLimiterPostgres({
      storeClient: poolOf(db),
      storeType: "pool",
      tableName: "RateLimitCounter",
      tableCreated: true,
      keyPrefix: limit.name,
      points: limit.points,
      duration: limit.durationSeconds,
    });
    limiters.set(id, limiter);
  }
  return limiter;
}

/**
 * The key an IP is counted by: an IPv4 address itself (also when written IPv4-mapped), an IPv6
 * address by its /64, which one household or server usually holds whole.
 */
export function ipKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = ip.includes("::") && tail ? tail.split(":") : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill("0"), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}

/** What is left of a budget after spending from it. */
export interface RateLimitStatus {
  remainingPoints: number;
  /** seconds until the window ends and the whole budget is back */
  resetInSeconds: number;
}

/** Whole seconds, at least 1, as Retry-After and `resetInSeconds` give them. */
export const secondsOf = (milliseconds: number) => Math.max(1, Math.ceil(milliseconds / 1000));

/**
 * Spends `cost` points of `limit` for `key` and says what is left; refused, throws
 * RATE_LIMITED (answered with HTTP `status` when given).
 */
export async function spendRateLimit(
  context: Pick<Context, "primaryDb">,
  limit: RateLimit,
  key: string,
  {
    cost = 1,
    status,
    message,
  }: { cost?: number; status?: number; message?: (retryAfterSeconds: number) => string } = {},
): Promise<RateLimitStatus> {
  try {
    const spent = await limiterFor(context.primaryDb, limit).consume(key, cost);
    return {
      remainingPoints: spent.remainingPoints,
      resetInSeconds: secondsOf(spent.msBeforeNext),
    };
  } catch (rejection) {
    // The library rejects with its result when the budget is spent, and with the error otherwise.
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    const retryAfter = secondsOf(rejection.msBeforeNext);
    throw rateLimited(retryAfter, { status, message: message?.(retryAfter) });
  }
}

/**
 * Spends `cost` points of `limit` for `key`; throws a GraphQLError with code RATE_LIMITED and
 * extensions.retryAfterSeconds when the budget is spent (and the response gets Retry-After).
 */
export async function consumeRateLimit(
  context: Context,
  limit: RateLimit,
  key: string,
  cost = 1,
): Promise<void> {
  await spendRateLimit(context, limit, key, { cost });
}

/** Gives `points` back to `key`'s budget of `limit` (e.g. an attempt that turned out legitimate). */
export async function refundRateLimit(
  context: Pick<Context, "primaryDb">,
  limit: RateLimit,
  key: string,
  points = 1,
): Promise<void> {
  await limiterFor(context.primaryDb, limit).reward(key, points);
}

/** Makes `key`'s budget of `limit` whole again. */
export async function forgetRateLimit(
  context: Pick<Context, "primaryDb">,
  limit: RateLimit,
  key: string,
) {
  await limiterFor(context.primaryDb, limit).delete(key);
}
