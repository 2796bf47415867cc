import { describe, expect, it } from "vitest";
import { createDb } from "./db.ts";
import { isDatabaseUnavailable } from "./errors.ts";
import { testDatabaseUrl } from "../test/database-url.ts";

// More requests than connections: they wait their turn, in order, rather than fail after the 1.5 s
// a new connection may take to open; only one that waits past its deadline fails, as unavailable.

const sleep = (db: ReturnType<typeof createDb>, seconds: number) =>
  db.$queryRawUnsafe(`SELECT pg_sleep(${seconds})::text AS slept`);

describe("the pool, when every connection is in use", () => {
  it("answers every request in its turn, past the time a new connection may take", async () => {
    const db = createDb({ connectionString: testDatabaseUrl(), maxConnections: 2 });
    try {
      const started = Date.now();
      // 14 requests of 0.3 s on 2 connections: the last waits about 1.8 s and ends after 2.1 s
      const outcomes = await Promise.allSettled(Array.from({ length: 14 }, () => sleep(db, 0.3)));
      expect(outcomes.filter((outcome) => outcome.status === "rejected")).toEqual([]);
      expect(Date.now() - started).toBeGreaterThanOrEqual(2100);
    } finally {
      await db.$disconnect();
    }
  }, 30_000);

  it("fails a request that waited past its deadline, as the database being unavailable (503)", async () => {
    const db = createDb({
      connectionString: testDatabaseUrl(),
      maxConnections: 1,
      waitTimeoutMillis: 200,
    });
    try {
      const [first, second] = await Promise.allSettled([sleep(db, 0.6), sleep(db, 0.6)]);
      expect(first.status).toBe("fulfilled");
      expect(second.status).toBe("rejected");
      expect(isDatabaseUnavailable((second as PromiseRejectedResult).reason)).toBe(true);
      // and the pool is whole again afterwards
      await expect(sleep(db, 0)).resolves.toBeDefined();
    } finally {
      await db.$disconnect();
    }
  }, 30_000);
});
