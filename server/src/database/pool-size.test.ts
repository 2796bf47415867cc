import { describe, expect, it } from "vitest";
import { MAX_POOL_SIZE, poolSize, serverPoolSize } from "./pool-size.ts";
import { queryOnce } from "./query-once.ts";
import { testDatabaseUrl } from "../test/database-url.ts";

describe("poolSize", () => {
  it("shares max_connections, less the reserves, among the instances, less each one's job queue", () => {
    // (100 - 3 - 10) / 4 = 21, less 3 for the job queue
    expect(poolSize({ maxConnections: 100, superuserReserved: 3, instances: 4 })).toBe(18);
    expect(poolSize({ maxConnections: 100, superuserReserved: 3, instances: 10 })).toBe(5);
  });

  it("is at most MAX_POOL_SIZE however large the database, and at least 2", () => {
    expect(poolSize({ maxConnections: 1000, superuserReserved: 3, instances: 1 })).toBe(
      MAX_POOL_SIZE,
    );
    expect(poolSize({ maxConnections: 50, superuserReserved: 3, instances: 40 })).toBe(2);
  });
});

describe("serverPoolSize", () => {
  it("reads max_connections from the database, and SERVER_INSTANCES from the environment", async () => {
    const url = testDatabaseUrl();
    const [settings] = await queryOnce<{ max: number; reserved: number }>(
      url,
      `SELECT current_setting('max_connections')::int AS max,
         current_setting('superuser_reserved_connections')::int AS reserved`,
    );
    expect(await serverPoolSize(url, { SERVER_INSTANCES: "3" })).toBe(
      poolSize({
        maxConnections: settings!.max,
        superuserReserved: settings!.reserved,
        instances: 3,
      }),
    );
  });

  it("takes DATABASE_POOL_SIZE as it is, and refuses a value that is not a whole number", async () => {
    expect(await serverPoolSize("postgresql://unused", { DATABASE_POOL_SIZE: "7" })).toBe(7);
    await expect(
      serverPoolSize("postgresql://unused", { DATABASE_POOL_SIZE: "many" }),
    ).rejects.toThrow(/DATABASE_POOL_SIZE=many/);
  });
});
