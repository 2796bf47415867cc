import type { PopularPeriod, PopularSort } from "../generated/graphql.ts";
import { Prisma, type Manga } from "../generated/prisma/client.ts";
import { queryRows, type Db } from "../lib/db.ts";
import { z } from "zod";
import {
  cursorParts,
  cursorShape,
  decodeCursor,
  encodeCursor,
  pageSize,
  type Edge,
} from "../lib/pagination.ts";
import { cardColumns, HOT_IDS, readCards, type CardColumns, type MangaCards } from "./cards.ts";
import { startOfUtcDay } from "./time-windows.ts";

// Popularity by period reads rollups kept in Manga (weekViews, monthViews: the views of the 7 and 30
// days up to PopularityDay.day), so rankings page by index instead of summing daily views per request.
// Triggers keep them as views are recorded; the first request of a new day rolls them forward.

export interface PopularEntry {
  rank: number;
  periodViews: number;
  manga: Manga;
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
  FOLLOWERS: Prisma.sql`(SELECT count(*) FROM "SavedManga" s WHERE s."mangaId" = m.id)`,
};

/** The ids of this week's hot titles (after `rollPopularityTo`). */
export async function hotMangaIds(db: Db): Promise<string[]> {
  const rows = await db.$queryRaw<{ id: string }[]>(HOT_IDS);
  return rows.map((row) => row.id);
}

export interface PopularList extends MangaCards {
  entries: PopularEntry[];
}

type RankedRow = Manga & { rank: number; periodViews: number; sortKey?: unknown } & CardColumns;

interface PopularArgs {
  period: PopularPeriod;
  sort?: PopularSort | null;
  first?: number | null;
}

/**
 * Every title ranked by its views in the period (rank 1 = most viewed; ties by id), then ordered by
 * `sort` and cut to `first`. By views, the rank is the position; by another order, each returned
 * title's rank is counted from the index. Read after `rollPopularityTo`.
 */
export function popularMangas(db: Db, args: PopularArgs): Promise<PopularList> {
  return popularSlice(db, args, pageSize(args.first), 0);
}

export interface PopularPage extends MangaCards {
  connection: {
    edges: Edge<PopularEntry>[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}

/** A cursor is the position after its entry in the ordered list. */
const popularCursor = cursorShape("popular", z.object({ offset: cursorParts.int.min(0) }));

/** popularMangas a page at a time; one entry past the page tells whether another follows. */
export async function popularMangaPage(
  db: Db,
  args: PopularArgs & { after?: string | null },
): Promise<PopularPage> {
  const size = pageSize(args.first);
  const offset = decodeCursor(args.after, popularCursor)?.offset ?? 0;
  const { entries, cards, hotIds } = await popularSlice(db, args, size + 1, offset);
  const edges = entries.slice(0, size).map((node, index) => ({
    cursor: encodeCursor(popularCursor, { offset: offset + index + 1 }),
    node,
  }));
  const pageInfo = { hasNextPage: entries.length > size, endCursor: edges.at(-1)?.cursor ?? null };
  return { connection: { edges, pageInfo }, cards, hotIds };
}

async function popularSlice(
  db: Db,
  args: PopularArgs,
  size: number,
  offset: number,
): Promise<PopularList> {
  const column = PERIOD_COLUMN[args.period];
  const views = Prisma.raw(`m.${column}`);
  const sort = args.sort ?? "VIEWS";
  const read =
    sort === "VIEWS" || sort === "RANK"
      ? await queryRows<RankedRow>(
          db,
          Prisma.sql`
          SELECT page.*, ${cardColumns("page")}
          FROM (
            SELECT m.*, ${views} AS "periodViews",
              (row_number() OVER (ORDER BY ${views} DESC, m.id))::int AS rank
            FROM "Manga" m ORDER BY ${views} DESC, m.id LIMIT ${size} OFFSET ${offset}
          ) page
          ORDER BY page.rank`,
        )
      : // A title's rank counts the titles before it (more views, or as many and a smaller id) as
        // two ranges of the period's (views DESC, id) index: as one condition with OR, each count
        // filtered the whole index (0.5 s for home's 8 titles on 100,000).
        await queryRows<RankedRow>(
          db,
          Prisma.sql`
          SELECT page.*, ${cardColumns("page")},
            (1 + (SELECT count(*) FROM "Manga" o WHERE o.${Prisma.raw(column)} > page."periodViews")
              + (SELECT count(*) FROM "Manga" o
                WHERE o.${Prisma.raw(column)} = page."periodViews" AND o.id < page.id))::int AS rank
          FROM (
            SELECT m.*, ${views} AS "periodViews", ${SORT_KEY[sort]} AS "sortKey" FROM "Manga" m
            ORDER BY "sortKey" DESC, ${views} DESC, m.id LIMIT ${size} OFFSET ${offset}
          ) page
          ORDER BY page."sortKey" DESC, page."periodViews" DESC, page.id`,
        );
  const { rows, cards, hotIds } = readCards(read.map(({ sortKey: _, ...row }) => row));
  const entries = rows.map(({ rank, periodViews, ...manga }) => ({ rank, periodViews, manga }));
  return { entries, cards, hotIds };
}
