import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { databaseCpuMs, databaseCpuTicks } from "./database-cpu.ts";
import { testDatabaseUrl } from "../test/database-url.ts";

// The tests' PostgreSQL runs on this machine, as the bench's does on a developer's.
const pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
afterAll(() => pool.end());

describe("the database's CPU time", () => {
  it("counts what a statement makes PostgreSQL do", async () => {
    await pool.query("SELECT 1"); // a backend to read before the work
    const before = await databaseCpuTicks(pool);
    expect(before).not.toBeNull();
    await pool.query("SELECT count(*) FROM generate_series(1, 3000000)");
    const busy = databaseCpuMs(before, await databaseCpuTicks(pool))!;
    expect(busy).toBeGreaterThanOrEqual(100);
    const idle = await databaseCpuTicks(pool);
    expect(databaseCpuMs(idle, await databaseCpuTicks(pool))).toBeLessThan(busy / 5);
  });

  it("is unknown when either reading is", () => {
    expect(databaseCpuMs(null, new Map([[1, 5]]))).toBeNull();
    expect(
      databaseCpuMs(
        new Map([[1, 5]]),
        new Map([
          [1, 9],
          [2, 3],
        ]),
      ),
    ).toBe(70);
  });
});
