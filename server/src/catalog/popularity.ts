import type { PopularPeriod, PopularSort } from "../generated/graphql.ts";
import { Prisma, type Manga } from "../generated/prisma/client.ts";
import { queryRows, sqlInteger, type Db } from "../lib/db.ts";
import { z } from "zod";
import {
  cursorParts,
  cursorShape,
  decodeCursor,
  encodeCursor,
  pageSize,
  type Edge,
} from "../lib/pagination.ts";
import {
  cardColumns,
  cardMangaColumns,
  HOT_IDS,
  readCards,
  wholeMangaColumns,
  type CardColumns,
  type MangaCard,
  type MangaCards,
} from "./cards.ts";
import { startOfUtcDay } from "./time-windows.ts";

// Popularity by period reads rollups kept in Manga (weekViews, monthViews: the views of the 7 and 30
// days up to PopularityDay.day), so rankings page by index instead of summing daily views per request.
// Triggers keep them as views are recorded; the first request of a new day rolls them forward.

export interface PopularEntry<Row extends MangaCard = MangaCard> {
  rank: number;
  periodViews: number;
  manga: Row;
}

/** The day each client last rolled to, so only a request on a new day asks the database. */
const rolledDay = new WeakMap<Db, string>();

/**
 * Makes the rollups count back from `now`'s (UTC) day. It writes, so it takes the primary (never a
 * read replica); callers run it before reading rollups or hot ids.
 */
export async function rollPopularityTo(db: Db, now: Date): Promise<void> {
  const day = startOfUtcDay(now).toISOString().slice(0, 10);
  if (rolledDay.get(db) === day) return;
  await db.$queryRaw`SELECT "roll_popularity"(${day}::date) AS rolled`;
  rolledDay.set(db, day);
}

/** The column of a period's views (all time is Manga.views itself). */
const PERIOD_COLUMN: Record<PopularPeriod, string> = {
  WEEK: `"weekViews"`,
  MONTH: `"monthViews"`,
  ALL_TIME: `"views"`,
};

/** Orders other than by views put their own key first; ties go by rank. */
const SORT_KEY: Record<Exclude<PopularSort, "VIEWS" | "RANK">, Prisma.Sql> = {
  RATING: Prisma.sql`m.rating`,
  // kept by triggers on SavedManga: counting each title's saves took 184 ms on 100,000 titles
  FOLLOWERS: Prisma.sql`m."followerCount"`,
};

/** The ids of this week's hot titles (after `rollPopularityTo`). */
export async function hotMangaIds(db: Db): Promise<string[]> {
  const rows = await db.$queryRaw<{ id: string }[]>(HOT_IDS);
  return rows.map((row) => row.id);
}

export interface PopularList<Row extends MangaCard = MangaCard> extends MangaCards {
  entries: PopularEntry<Row>[];
}

interface PopularArgs {
  period: PopularPeriod;
  sort?: PopularSort | null;
  first?: number | null;
}

/** One popular list: `size` entries from position `offset` (0 = the first). */
export interface PopularSlice {
  period: PopularPeriod;
  sort: PopularSort;
  size: number;
  offset: number;
}

/** Reads popular slices; the request's reads them all at once (see popularSlicesOfRequest). */
export type ReadSlice<Row extends MangaCard = MangaCard> = (
  slice: PopularSlice,
) => Promise<PopularList<Row>>;

/**
 * Every title ranked by its views in the period (rank 1 = most viewed; ties by id), then ordered by
 * `sort` and cut to `first`. By views, the rank is the position; by another order, each returned
 * title's rank is counted from the index. Read after `rollPopularityTo`.
 */
export function popularMangas<Row extends MangaCard>(
  read: ReadSlice<Row>,
  args: PopularArgs,
): Promise<PopularList<Row>> {
  return read({
    period: args.period,
    sort: args.sort ?? "VIEWS",
    size: pageSize(args.first),
    offset: 0,
  });
}

export interface PopularPage<Row extends MangaCard = MangaCard> extends MangaCards {
  connection: {
    edges: Edge<PopularEntry<Row>>[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}

/** A cursor is the position after its entry in the ordered list. */
const popularCursor = cursorShape("popular", z.object({ offset: cursorParts.int.min(0) }));

/** popularMangas a page at a time; one entry past the page tells whether another follows. */
export async function popularMangaPage<Row extends MangaCard>(
  read: ReadSlice<Row>,
  args: PopularArgs & { after?: string | null },
): Promise<PopularPage<Row>> {
  const size = pageSize(args.first);
  const offset = decodeCursor(args.after, popularCursor)?.offset ?? 0;
  const sort = args.sort ?? "VIEWS";
  const { entries, cards } = await read({
    period: args.period,
    sort,
    size: size + 1,
    offset,
  });
  const edges = entries.slice(0, size).map((node, index) => ({
    cursor: encodeCursor(popularCursor, { offset: offset + index + 1 }),
    node,
  }));
  const pageInfo = { hasNextPage: entries.length > size, endCursor: edges.at(-1)?.cursor ?? null };
  return { connection: { edges, pageInfo }, cards };
}

/**
 * SQL: the slice's offset. The first page's text has none, so that it is prepared (see
 * QueryOptions); a deeper page's stays a parameter, so that paging on does not prepare a statement
 * for each offset.
 */
const offsetSql = (offset: number) => (offset ? Prisma.sql`OFFSET ${offset}` : Prisma.empty);

/**
 * SQL: one slice's rows: its index in the statement (`list`), the titles' `columns`, their views
 * in the period, rank and position in the slice.
 */
function sliceSql(
  list: number,
  { period, sort, size, offset }: PopularSlice,
  columns: (alias: string) => Prisma.Sql,
): Prisma.Sql {
  const column = PERIOD_COLUMN[period];
  const views = Prisma.raw(`m.${column}`);
  if (sort === "VIEWS" || sort === "RANK") {
    return Prisma.sql`(SELECT ${sqlInteger(list)} AS list, ${columns("m")}, ${views} AS "periodViews",
        (row_number() OVER (ORDER BY ${views} DESC, m.id))::int AS rank,
        (row_number() OVER (ORDER BY ${views} DESC, m.id))::int AS position
      FROM "Manga" m ORDER BY ${views} DESC, m.id LIMIT ${sqlInteger(size)} ${offsetSql(offset)})`;
  }
  // A title's rank counts the titles before it (more views, or as many and a smaller id) as two
  // ranges of the period's (views DESC, id) index: as one condition with OR, each count filtered
  // the whole index (0.5 s for home's 8 titles on 100,000).
  return Prisma.sql`(SELECT ${sqlInteger(list)} AS list, ${columns("page")}, page."periodViews",
      (1 + (SELECT count(*) FROM "Manga" o WHERE o.${Prisma.raw(column)} > page."periodViews")
        + (SELECT count(*) FROM "Manga" o
          WHERE o.${Prisma.raw(column)} = page."periodViews" AND o.id < page.id))::int AS rank,
      (row_number() OVER (ORDER BY page."sortKey" DESC, page."periodViews" DESC, page.id))::int
        AS position
    FROM (
      SELECT ${columns("m")}, ${views} AS "periodViews", ${SORT_KEY[sort]} AS "sortKey" FROM "Manga" m
      ORDER BY "sortKey" DESC, ${views} DESC, m.id LIMIT ${sqlInteger(size)} ${offsetSql(offset)}
    ) page)`;
}

type SliceRow<Row> = Row & { list: number; position: number; rank: number; periodViews: number };

/**
 * Popular slices in one statement, each title with `columns` and its card (see cards.ts), in the
 * order of `slices`. Read after `rollPopularityTo`.
 */
async function readSlices<Row extends MangaCard>(
  db: Db,
  slices: readonly PopularSlice[],
  columns: (alias: string) => Prisma.Sql,
): Promise<PopularList<Row>[]> {
  const read = await queryRows<SliceRow<Row> & CardColumns>(
    db,
    Prisma.sql`SELECT lists.*, ${cardColumns("lists")}
      FROM (${Prisma.join(
        slices.map((slice, index) => sliceSql(index, slice, columns)),
        " UNION ALL ",
      )}) lists
      ORDER BY lists.list, lists.position`,
    // the popular lists' first pages have no parameters; their columns are named
    { prepare: true },
  );
  return slices.map((_, index) => {
    const listed = read.filter((row) => row.list === index);
    // The entries' titles are their cards' very rows, which their fields know (listedCardOf).
    const { rows, cards } = readCards(
      listed.map(
        ({ list: _, position: __, rank: ___, periodViews: ____, ...row }) =>
          row as unknown as Row & CardColumns, // the row less exactly the slice's own columns
      ),
    );
    const entries = rows.map((manga, position) => ({
      rank: listed[position]!.rank,
      periodViews: listed[position]!.periodViews,
      manga,
    }));
    return { entries, cards };
  });
}

/** Popular slices with their cards' columns, in one statement (for the API's lists). */
export const popularCardSlices = (db: Db, slices: readonly PopularSlice[]) =>
  readSlices<MangaCard>(db, slices, cardMangaColumns);

/** A popular slice with whole rows, for lists that show more than a card (the OPDS feeds). */
export const popularRowSlice = async (db: Db, slice: PopularSlice) =>
  (await readSlices<Manga>(db, [slice], wholeMangaColumns))[0]!;
