import { randomUUID } from "node:crypto";
import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { useTestDb } from "../test/database.ts";
import { budgetLedger } from "./budget-ledger.ts";
import type { RateLimit } from "./rate-limits.ts";

// The API budget spent in memory per instance and settled in PostgreSQL: exact on one instance,
// one budget across instances once they have settled, and a new budget with a new window.

const db = useTestDb();
const newLimit = (points: number): RateLimit => ({
  name: `ledger-${randomUUID()}`,
  points,
  durationSeconds: 60,
});
// Settled by hand in these tests: a long interval keeps the timer out of them.
const quiet = { settleEveryMs: 3_600_000 };

const refusal = (spend: () => unknown): GraphQLError | null => {
  try {
    spend();
    return null;
  } catch (error) {
    if (error instanceof GraphQLError) return error;
    throw error;
  }
};

async function counter(limit: RateLimit, key: string) {
  const [row] = await db.$queryRaw<{ points: number }[]>`
    SELECT points FROM "RateLimitCounter" WHERE key = ${`${limit.name}:${key}`}`;
  return row?.points;
}

describe("budgetLedger", () => {
  it("spends exactly on one instance, then refuses with RATE_LIMITED (429) until the window ends", async () => {
    const limit = newLimit(50);
    const ledger = budgetLedger(db, limit, quiet);
    for (let call = 1; call <= 5; call++) {
      expect(ledger.spend("198.51.100.1", 10)).toEqual({
        remainingPoints: 50 - 10 * call,
        resetInSeconds: 60,
      });
    }
    const error = refusal(() => ledger.spend("198.51.100.1", 1));
    expect(error?.extensions).toMatchObject({ code: "RATE_LIMITED", retryAfterSeconds: 60 });
    expect((error?.extensions.http as { status: number }).status).toBe(429);
    // another visitor has a budget of their own
    expect(refusal(() => ledger.spend("198.51.100.2", 50))).toBeNull();
    await ledger.close();
  });

  it("settles what it spent in PostgreSQL, all visitors in one statement, and adds up on the next settling", async () => {
    const limit = newLimit(1000);
    const ledger = budgetLedger(db, limit, quiet);
    ledger.spend("198.51.100.1", 30);
    ledger.spend("198.51.100.1", 12);
    ledger.spend("198.51.100.2", 5);
    expect(await counter(limit, "198.51.100.1")).toBeUndefined();
    await ledger.settle();
    expect(await counter(limit, "198.51.100.1")).toBe(42);
    expect(await counter(limit, "198.51.100.2")).toBe(5);
    ledger.spend("198.51.100.1", 8);
    await ledger.close();
    expect(await counter(limit, "198.51.100.1")).toBe(50);
  });

  it("keeps one budget across instances: each learns what the others spent when it settles", async () => {
    const limit = newLimit(100);
    const first = budgetLedger(db, limit, quiet);
    const second = budgetLedger(db, limit, quiet);
    first.spend("198.51.100.9", 70);
    await first.settle();
    // The second has not settled yet, so it lets 20 through on what it knows...
    second.spend("198.51.100.9", 20);
    await second.settle();
    // ...and then knows of the first's 70: 10 are left.
    expect(second.spend("198.51.100.9", 10).remainingPoints).toBe(0);
    expect(refusal(() => second.spend("198.51.100.9", 1))?.extensions.code).toBe("RATE_LIMITED");
    await second.settle();
    first.spend("198.51.100.9", 1); // on what the first knows (70 spent)
    await first.settle(); // PostgreSQL: 70 + 20 + 10 + 1
    expect(refusal(() => first.spend("198.51.100.9", 1))?.extensions.code).toBe("RATE_LIMITED");
    await Promise.all([first.close(), second.close()]);
  });

  it("gives the whole budget back when the window ends", async () => {
    const limit = newLimit(10);
    let now = Date.now();
    const ledger = budgetLedger(db, limit, { ...quiet, now: () => now });
    ledger.spend("198.51.100.3", 10);
    await ledger.settle();
    expect(refusal(() => ledger.spend("198.51.100.3", 1))?.extensions.retryAfterSeconds).toBe(60);
    now += 60_001;
    expect(ledger.spend("198.51.100.3", 4).remainingPoints).toBe(6);
    await ledger.settle();
    expect(await counter(limit, "198.51.100.3")).toBe(4);
    await ledger.close();
  });
});
