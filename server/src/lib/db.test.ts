import { afterAll, afterEach, describe, expect, it } from "vitest";
import { Prisma } from "../generated/prisma/client.ts";
import { useTestDb } from "../test/database.ts";
import { createDb, queryRows, sqlInteger, sqlKey, sqlKeys } from "./db.ts";
import { testDatabaseUrl } from "../test/database-url.ts";

const sent: { sql: string; params: string }[] = [];
const db = useTestDb({ onQuery: (sql, params) => sent.push({ sql, params }) });

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe("queryRows", () => {
  // Every type the hot reads select, and a Date sent as a parameter to a column without a zone.
  const releasedAt = new Date("2026-11-26T14:05:06.789Z");
  const statement = Prisma.sql`SELECT
    '2026-11-26 14:05:06.789'::timestamp(3) AS "at",
    '2026-11-26'::date AS "day",
    ${releasedAt}::timestamp(3) = '2026-11-26 14:05:06.789'::timestamp(3) AS "parameterMatches",
    json_build_object('name', 'Action', 'count', 3) AS "doc",
    ARRAY['a', 'b'] AS "list",
    7.5::float8 AS "rating",
    42::int AS "views",
    'ONGOING'::"MangaStatus" AS "status",
    NULL::text AS "missing"`;

  it("reads what $queryRaw reads, in any time zone of the process", async () => {
    // node-postgres alone would read a timestamp without a zone as Tokyo's local time here.
    process.env.TZ = "Asia/Tokyo";
    const [row] = await queryRows(db, statement);
    expect(row).toEqual((await db.$queryRaw<unknown[]>(statement))[0]);
    expect(row).toEqual({
      at: releasedAt,
      day: new Date("2026-11-26T00:00:00Z"),
      parameterMatches: true,
      doc: { name: "Action", count: 3 },
      list: ["a", "b"],
      rating: 7.5,
      views: 42,
      status: "ONGOING",
      missing: null,
    });
  });

  it("reports each statement it sends, as Prisma's query events do", async () => {
    sent.length = 0;
    await queryRows(db, Prisma.sql`SELECT ${"x"}::text AS "value"`);
    expect(sent).toEqual([{ sql: 'SELECT $1::text AS "value"', params: '["x"]' }]);
  });
});

describe("prepared statements", () => {
  // One connection, so that pg_prepared_statements (which lists its own session's) sees them all.
  const single = createDb({
    connectionString: testDatabaseUrl(),
    maxConnections: 1,
    preparesStatements: true,
  });
  afterAll(() => single.$disconnect());
  const prepared = async () =>
    (
      await queryRows<{ statement: string }>(
        single,
        Prisma.sql`SELECT statement FROM pg_prepared_statements ORDER BY prepare_time`,
      )
    ).map((row) => row.statement);

  it("prepares a statement without parameters once, and reuses it", async () => {
    const answer = Prisma.sql`SELECT 1 + ${sqlInteger(41)} AS "answer"`;
    expect(await queryRows(single, answer, { prepare: true })).toEqual([{ answer: 42 }]);
    expect(await queryRows(single, answer, { prepare: true })).toEqual([{ answer: 42 }]);
    expect(await prepared()).toEqual(['SELECT 1 + 41 AS "answer"']);
  });

  it("plans a statement with values, or one not asked to be prepared, each time", async () => {
    await queryRows(single, Prisma.sql`SELECT ${"x"}::text AS "value"`, { prepare: true });
    await queryRows(single, Prisma.sql`SELECT 2 AS "two"`);
    expect(await prepared()).toEqual(['SELECT 1 + 41 AS "answer"']);
  });

  it("prepares a statement with values when asked, one for any values", async () => {
    for (const value of ["a", "b"]) {
      const statement = Prisma.sql`SELECT ${value}::text AS "withValue"`;
      expect(await queryRows(single, statement, { prepare: "with values" })).toEqual([
        { withValue: value },
      ]);
    }
    expect(await prepared()).toEqual([
      'SELECT 1 + 41 AS "answer"',
      'SELECT $1::text AS "withValue"',
    ]);
  });

  it("prepares at most 64 texts per client, and plans the rest each time", async () => {
    const capped = createDb({
      connectionString: testDatabaseUrl(),
      maxConnections: 1,
      preparesStatements: true,
    });
    try {
      for (let value = 1; value <= 65; value++) {
        const [row] = await queryRows(capped, Prisma.sql`SELECT ${sqlInteger(value)} AS "value"`, {
          prepare: true,
        });
        expect(row).toEqual({ value });
      }
      expect(
        await queryRows(
          capped,
          Prisma.sql`SELECT count(*)::int AS count FROM pg_prepared_statements`,
        ),
      ).toEqual([{ count: 64 }]);
    } finally {
      await capped.$disconnect();
    }
  });

  it("writes only whole numbers into a statement", () => {
    expect(sqlInteger(20).sql).toBe("20");
    for (const value of [1.5, Number.NaN, 2 ** 60]) {
      expect(() => sqlInteger(value)).toThrow("is not a whole number");
    }
  });

  it("writes keys into a statement, and sends anything else as a parameter", async () => {
    expect(sqlKey("genre-action_2")).toMatchObject({ sql: "'genre-action_2'", values: [] });
    expect(sqlKeys(["COMPLETED", "ONGOING"], '"MangaStatus"')).toMatchObject({
      sql: `ARRAY['COMPLETED', 'ONGOING']::"MangaStatus"[]`,
      values: [],
    });
    expect(sqlKeys([], "text")).toMatchObject({ sql: "ARRAY[]::text[]", values: [] });
    for (const value of ["it's", "a b", "x\\", ""]) {
      expect(sqlKey(value).values).toEqual([value]);
      expect(sqlKeys(["plain", value], "text").values).toEqual([["plain", value]]);
      // and the database reads it as it was
      const [row] = await queryRows<{ key: string; keys: string[] }>(
        single,
        Prisma.sql`SELECT ${sqlKey(value)}::text AS key, ${sqlKeys(["plain", value], "text")} AS keys`,
      );
      expect(row).toEqual({ key: value, keys: ["plain", value] });
    }
  });
});
