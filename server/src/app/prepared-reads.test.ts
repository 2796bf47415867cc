import { print } from "graphql";
import { describe, expect, it } from "vitest";
import {
  BrowseRouteQueryDocument,
  HomePopularQueryDocument,
  MangaDetailRouteQueryDocument,
  HomeRecommendationsQueryDocument,
  HomeRouteQueryDocument,
  PopularRouteQueryDocument,
  ReaderRouteQueryDocument,
} from "../../../web/src/gql/graphql.ts";
import { NOW, readers, titles, useCatalogScenario } from "../catalog/catalog.scenarios.ts";
import { Prisma } from "../generated/prisma/client.ts";
import { queryRows } from "../lib/db.ts";
import { useTestDb } from "../test/database.ts";
import { useGraphQL } from "../test/graphql.ts";

// The hot reads' statements are prepared once per connection and reused (see QueryOptions in
// lib/db.ts): planning a page of titles cost PostgreSQL more than running it. A statement is
// prepared only while its text has no parameter, which one value written as a parameter quietly
// undoes (an unfiltered browse page's count of every genre, '', once did). A filter's genres and
// statuses are keys written into the text (lib/db.ts, sqlKey); a search or a cursor is a value.

// One connection, so that pg_prepared_statements (its own session's) lists every statement.
const db = useTestDb({ maxConnections: 1 });
const execute = useGraphQL(db, { now: NOW });
useCatalogScenario(db);

const prepared = async () =>
  (
    await queryRows<{ statement: string }>(
      db,
      Prisma.sql`SELECT statement FROM pg_prepared_statements ORDER BY prepare_time`,
    )
  ).map(({ statement }) => statement);

/** Runs the operation twice, expecting the second run to prepare nothing new, and returns what the first prepared. */
async function preparedBy(
  query: string,
  variables: Record<string, unknown>,
  viewers: ({ id: string } | null)[] = [null, null],
): Promise<string[]> {
  const before = await prepared();
  for (const viewer of viewers) {
    const { errors } = await execute(query, variables, viewer);
    expect(errors).toBeUndefined();
  }
  const after = await prepared();
  expect(after.slice(0, before.length)).toEqual(before);
  return after.slice(before.length);
}

/** The end cursor of a browse page. */
async function endCursorOf(variables: Record<string, unknown>): Promise<string> {
  const { data } = await execute<{ mangas: { pageInfo: { endCursor: string } } }>(
    print(BrowseRouteQueryDocument),
    variables,
  );
  return data!.mangas.pageInfo.endCursor;
}

describe("the hot reads' statements", () => {
  it.each(["POPULARITY", "RATING", "TITLE", "YEAR", "LATEST_CHAPTER"])(
    "prepare the first browse page by %s, one statement reused",
    async (sort) => {
      const statements = await preparedBy(print(BrowseRouteQueryDocument), { sort, first: 20 });
      expect(statements).toHaveLength(1);
      expect(statements[0]).toContain('FROM "Manga" m');
    },
  );

  it("prepare the popular page's and the home page's popular lists", async () => {
    expect(
      await preparedBy(print(PopularRouteQueryDocument), { period: "WEEK", first: 20 }),
    ).toHaveLength(1);
    expect(await preparedBy(print(HomePopularQueryDocument), {})).toHaveLength(1);
  });

  it("prepare the home page's featured titles and latest releases", async () => {
    expect(await preparedBy(print(HomeRouteQueryDocument), {})).toHaveLength(1);
  });

  it("prepare the newest chapters once for every moment and few sizes, their times as parameters", async () => {
    const query = `query ($within: ReleaseWindow, $first: Int) {
      recentUpdates(within: $within, first: $first) { chapter { number } manga { slug } } }`;
    for (const within of ["ALL_TIME", "WEEK"]) {
      const statements = await preparedBy(query, { within, first: 5 });
      expect(statements).toHaveLength(1);
      expect(statements[0]).toContain('c."releasedAt" <= $1');
      expect(statements[0]).toContain("LIMIT 20");
    }
    // sizes up to the default share its statement
    expect(await preparedBy(query, { within: "ALL_TIME", first: 7 })).toEqual([]);
    const { data } = await execute<{ recentUpdates: unknown[] }>(query, { first: 3 });
    expect(data!.recentUpdates).toHaveLength(3);
    // PostgreSQL plans the first five runs with their values, then keeps one plan for all: with
    // the page's size as a value too, it went on planning each run.
    for (let run = 0; run < 5; run++) await execute(query, { within: "ALL_TIME", first: 5 });
    const plans = await queryRows<{ generic: number }>(
      db,
      Prisma.sql`SELECT generic_plans::int AS generic FROM pg_prepared_statements
        WHERE statement LIKE '%c."releasedAt" <= $1%LIMIT 20%' AND statement NOT LIKE '%>= $2%'`,
    );
    expect(plans).toHaveLength(1);
    expect(plans[0]!.generic).toBeGreaterThan(0);
  });

  it("prepare a first page filtered by genre and status, for exactly those", async () => {
    const browse = print(BrowseRouteQueryDocument);
    const filter = { genres: ["action"], statuses: ["COMPLETED"] };
    const statements = await preparedBy(browse, { filter, first: 20 });
    expect(statements).toHaveLength(1);
    expect(statements[0]).toContain(`ANY(ARRAY['COMPLETED']::"MangaStatus"[])`);
    // another genre is another statement
    expect(await preparedBy(browse, { filter: { genres: ["comedy"] }, first: 20 })).toHaveLength(1);
  });

  it("plan a searched page, or a deeper one filtered by a value, with its values each time", async () => {
    const browse = print(BrowseRouteQueryDocument);
    expect(await preparedBy(browse, { filter: { search: "dragon" }, first: 20 })).toEqual([]);
    const after = await endCursorOf({ first: 2 });
    const minRating = { filter: { minRating: 5 }, first: 2, after };
    expect(await preparedBy(browse, minRating)).toEqual([]);
  });

  it("prepare a deeper page once for every cursor, the cursor's values as parameters", async () => {
    const browse = print(BrowseRouteQueryDocument);
    const after = await endCursorOf({ first: 2 });
    const statements = await preparedBy(browse, { first: 2, after });
    expect(statements).toHaveLength(1);
    expect(statements[0]).toContain("UNION ALL");
    const later = await endCursorOf({ first: 2, after });
    expect(await preparedBy(browse, { first: 2, after: later })).toEqual([]);
  });

  it("prepare a reader's because-you-read once for every reader, its values as parameters", async () => {
    const ada = { id: readers.ada.id };
    const ben = { id: readers.ben.id };
    const statements = await preparedBy(print(HomeRecommendationsQueryDocument), {}, [ada, ben]);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toContain('"userId" = $1');
  });

  it("prepare the reader's chapter once for every title and chapter, its values as parameters", async () => {
    const reader = print(ReaderRouteQueryDocument);
    const statements = await preparedBy(reader, { mangaId: titles.dragon.slug, number: 2 });
    expect(statements.filter((statement) => statement.includes('"openedChapter"'))).toHaveLength(1);
    expect(await preparedBy(reader, { mangaId: titles.moonlit.id, number: 1 })).toEqual([]);
  });

  it("prepare the title page's title, chapters and related titles once for every title", async () => {
    const page = print(MangaDetailRouteQueryDocument);
    const dragon = { id: titles.dragon.slug, first: 10 };
    const statements = await preparedBy(page, dragon);
    expect(statements).toHaveLength(3);
    expect(statements.filter((statement) => statement.includes('"MangaNeighbor"'))).toHaveLength(1);
    const moonlit = { id: titles.moonlit.slug, first: 10 };
    expect(await preparedBy(page, moonlit)).toEqual([]);
  });
});
