import { poolOf, type Db } from "./db.ts";
import { logger } from "./logger.ts";
import { rateLimited, secondsOf, type RateLimit, type RateLimitStatus } from "./rate-limits.ts";

// The API budget (operation cost per IP per minute) is spent on every request. Spending it in
// PostgreSQL cost every request a round trip before it ran; so each instance spends in memory and
// settles what it spent in PostgreSQL once a second, all visitors in one statement, learning back
// what the other instances spent. The counters are rate-limiter-flexible's rows ("<name>:<key>",
// points, the window's end in ms) in RateLimitCounter, counted the way it counts them.
//
// The budget keeps its meaning across instances: a visitor's spending on every instance counts
// against one budget per window. What one instance cannot see is what the others spent since their
// last settling, so n instances may together let a visitor through for up to a second past the
// budget before each refuses.

export interface BudgetLedger {
  /** the budget it spends */
  readonly limit: RateLimit;
  /** Spends `cost` points of `key`'s budget and says what is left; refused, throws RATE_LIMITED (HTTP 429). */
  spend(key: string, cost: number): RateLimitStatus;
  /** Writes what was spent since the last settling to PostgreSQL and reads back the totals. */
  settle(): Promise<void>;
  /** Stops settling on its own, after settling once more. */
  close(): Promise<void>;
}

interface Account {
  /** points spent in this window as PostgreSQL counted them at the last settling (every instance's) */
  settled: number;
  /** spent here and being written now */
  sending: number;
  /** spent here since */
  pending: number;
  /** when the window ends, in ms since 1970 */
  expire: number;
}

export const SETTLE_EVERY_MS = 1000;

const SETTLE_SQL = `
  INSERT INTO "RateLimitCounter" AS counter (key, points, expire)
  SELECT key, points, $3::bigint FROM unnest($1::text[], $2::int[]) AS spent(key, points)
  ON CONFLICT (key) DO UPDATE SET
    points = CASE WHEN counter.expire <= $4 THEN EXCLUDED.points ELSE counter.points + EXCLUDED.points END,
    expire = CASE WHEN counter.expire <= $4 THEN EXCLUDED.expire ELSE counter.expire END
  RETURNING key, points, expire`;

export function budgetLedger(
  db: Db,
  limit: RateLimit,
  {
    settleEveryMs = SETTLE_EVERY_MS,
    now = Date.now,
  }: { settleEveryMs?: number; now?: () => number } = {},
): BudgetLedger {
  const windowMs = limit.durationSeconds * 1000;
  const accounts = new Map<string, Account>();
  const rowKey = (key: string) => `${limit.name}:${key}`;

  function accountOf(key: string, at: number): Account {
    let account = accounts.get(key);
    if (!account || account.expire <= at) {
      // A new window: PostgreSQL starts it afresh with the first points it is sent.
      // (Points of the last window still being written are that window's, not this one's.)
      account = { settled: 0, sending: 0, pending: 0, expire: at + windowMs };
      accounts.set(key, account);
    }
    return account;
  }

  function spend(key: string, cost: number): RateLimitStatus {
    const at = now();
    const account = accountOf(key, at);
    const spent = account.settled + account.sending + account.pending;
    if (spent + cost > limit.points)
      throw rateLimited(secondsOf(account.expire - at), { status: 429 });
    account.pending += cost;
    return {
      remainingPoints: limit.points - spent - cost,
      resetInSeconds: secondsOf(account.expire - at),
    };
  }

  let settling: Promise<void> | null = null;
  async function settleOnce(): Promise<void> {
    const at = now();
    const batch: { key: string; account: Account; points: number }[] = [];
    for (const [key, account] of accounts) {
      if (account.pending > 0) {
        batch.push({ key, account, points: account.pending });
        account.sending += account.pending;
        account.pending = 0;
      } else if (account.sending === 0 && account.expire <= at) {
        accounts.delete(key); // its window is over and nothing of it is left to write
      }
    }
    if (batch.length === 0) return;
    try {
      const { rows } = await poolOf(db).query<{ key: string; points: number; expire: string }>(
        SETTLE_SQL,
        [batch.map(({ key }) => rowKey(key)), batch.map(({ points }) => points), at + windowMs, at],
      );
      const totals = new Map(rows.map((row) => [row.key, row]));
      for (const { key, account, points } of batch) {
        account.sending -= points;
        const total = totals.get(rowKey(key));
        if (total && accounts.get(key) === account) {
          account.settled = total.points;
          account.expire = Number(total.expire);
        }
      }
    } catch (error) {
      // The database is away: keep the points to write them with the next settling.
      for (const { account, points } of batch) {
        account.sending -= points;
        account.pending += points;
      }
      logger.warn({ err: error, limit: limit.name }, "could not settle the API budget");
    }
  }
  const settle = () => (settling ??= settleOnce().finally(() => (settling = null)));

  const timer = setInterval(() => void settle(), settleEveryMs);
  timer.unref(); // never what keeps a process alive

  return {
    limit,
    spend,
    settle,
    async close() {
      clearInterval(timer);
      await settling;
      await settle();
    },
  };
}
