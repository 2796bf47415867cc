import { requireViewer } from "../accounts/viewer.ts";
import {
  cardColumns,
  cardMangaColumns,
  readCards,
  type CardColumns,
  type MangaCard,
  type MangaCards,
} from "../catalog/cards.ts";
import { Prisma, type Manga } from "../generated/prisma/client.ts";
import type { Context } from "../lib/context.ts";
import { queryRows, sqlInteger, type Db, type QueryOptions } from "../lib/db.ts";
import { badUserInput } from "../lib/errors.ts";
import { pageSize, preparedPageSize } from "../lib/pagination.ts";
import { knownTitlesSql, NEIGHBOURS_PER_TITLE, releasedTitleSql, signalsSql } from "./signals.ts";

// Recommendations read at query time from the neighbour table (refresh.ts) and the reader's current
// activity, so a title just read, favorited or dismissed changes the next answer.

/** Titles in order, with their cards read in the same statement (see catalog/cards.ts). */
interface MangaList extends MangaCards {
  mangas: MangaCard[];
}

/** How many genres of the reader's own titles the popular fallback prefers. */
const FAVORITE_GENRES = 3;
/** "Because you read" rows when `first` is not given (the contract's default). */
const DEFAULT_ROWS = 3;
/** Titles per "Because you read" row. */
const ROW_TITLES = 10;
/** becauseYouRead looks this many times `first` recent titles deep, as rows may come out empty. */
const ROW_CANDIDATES_FACTOR = 3;

/**
 * Reads `picks` (ids with an order) as titles with their cards' columns (see catalog/cards.ts), in
 * that order, through the pool.
 */
async function readPicks(
  db: Db,
  picks: Prisma.Sql,
  limit: number,
  options?: QueryOptions,
): Promise<MangaList> {
  const rows = await queryRows<MangaCard & CardColumns>(
    db,
    Prisma.sql`
      WITH picks AS (${picks})
      SELECT ${cardMangaColumns("m")}, ${cardColumns("m")} FROM picks JOIN "Manga" m ON m.id = picks.id
      ORDER BY picks.ord LIMIT ${sqlInteger(limit)}`,
    options,
  );
  const { rows: mangas, ...cards } = readCards(rows);
  return { mangas, ...cards };
}

/**
 * Manga.related: the title's neighbours, most similar first, then titles sharing a genre with it,
 * most viewed first; never itself, never twice, never a title still to be released.
 */
export async function relatedMangas(
  db: Db,
  manga: Pick<Manga, "id">,
  first: number | null | undefined,
) {
  const size = pageSize(first);
  // Prepared with the title's id as a value: PostgreSQL keeps one plan for every title (the
  // neighbours' index, then the views index), where it planned each request. The sizes are
  // written in, rounded up (see preparedPageSize); the first `size` titles are the same.
  const limit = preparedPageSize(size);
  const related = await readPicks(
    db,
    Prisma.sql`
      SELECT id, min(ord) AS ord FROM (
        (SELECT n."neighborId" AS id, n.rank::float8 AS ord
          FROM "MangaNeighbor" n JOIN "Manga" m ON m.id = n."neighborId"
          WHERE n."mangaId" = ${manga.id} AND ${releasedTitleSql("m")}
          ORDER BY n.rank LIMIT ${sqlInteger(limit)})
        UNION ALL
        (SELECT m.id, 1000 + row_number() OVER (ORDER BY m.views DESC, m.id) AS ord
          FROM "Manga" m
          WHERE m.id <> ${manga.id} AND ${releasedTitleSql("m")}
            AND EXISTS (SELECT 1 FROM "MangaGenre" mg WHERE mg."mangaId" = m.id
              AND mg."genreId" IN (SELECT "genreId" FROM "MangaGenre" WHERE "mangaId" = ${manga.id}))
          ORDER BY m.views DESC, m.id LIMIT ${sqlInteger(limit + NEIGHBOURS_PER_TITLE)})
      ) candidates GROUP BY id`,
    limit,
    { prepare: "with values" },
  );
  return { ...related, mangas: related.mangas.slice(0, size) };
}

/**
 * User.recommendations: titles scored by the reader's signals times their neighbours'
 * similarities, then this week's most viewed in the genres of the reader's own titles, then this
 * week's most viewed. Titles the reader knows (signals.ts) are left out.
 */
export function recommendationsFor(db: Db, userId: string, first: number | null | undefined) {
  const size = pageSize(first);
  return readPicks(db, recommendationPicksSql(userId, size), size);
}

/** SQL: the ids of a reader's recommendations (`id`) and their order (`ord`, first the lowest). */
export function recommendationPicksSql(userId: string, size: number): Prisma.Sql {
  const known = knownTitlesSql(userId);
  return Prisma.sql`
      WITH mine AS (${signalsSql(userId)}),
      known AS (${known}),
      favorite_genres AS (
        SELECT mg."genreId" FROM mine JOIN "MangaGenre" mg ON mg."mangaId" = mine."mangaId"
        GROUP BY mg."genreId" ORDER BY sum(mine.weight) DESC, mg."genreId"
        LIMIT ${FAVORITE_GENRES}
      )
      SELECT id, min(ord) AS ord FROM (
        (SELECT n."neighborId" AS id, -sum(mine.weight * n.similarity) AS ord
          FROM mine JOIN "MangaNeighbor" n ON n."mangaId" = mine."mangaId"
          JOIN "Manga" m ON m.id = n."neighborId"
          WHERE n."neighborId" NOT IN (SELECT "mangaId" FROM known) AND ${releasedTitleSql("m")}
          GROUP BY n."neighborId" ORDER BY ord, n."neighborId" LIMIT ${size})
        UNION ALL
        (SELECT m.id, 1000 + row_number() OVER (ORDER BY m."weekViews" DESC, m.id)
          FROM "Manga" m
          -- checked once: a reader with no genres yet (a new one) would otherwise have every
          -- title read by the index in search of one (0.8 s on 100,000 titles)
          WHERE EXISTS (SELECT FROM favorite_genres)
            AND EXISTS (SELECT 1 FROM "MangaGenre" mg WHERE mg."mangaId" = m.id
              AND mg."genreId" IN (SELECT "genreId" FROM favorite_genres))
            AND m.id NOT IN (SELECT "mangaId" FROM known) AND ${releasedTitleSql("m")}
          ORDER BY m."weekViews" DESC, m.id LIMIT ${2 * size})
        UNION ALL
        (SELECT m.id, 2000 + row_number() OVER (ORDER BY m."weekViews" DESC, m.id)
          FROM "Manga" m
          WHERE m.id NOT IN (SELECT "mangaId" FROM known) AND ${releasedTitleSql("m")}
          ORDER BY m."weekViews" DESC, m.id LIMIT ${3 * size})
      ) candidates GROUP BY id`;
}

/** A "because you read" row: a title the reader read, and its neighbours. */
export interface RecommendationRow {
  because: MangaCard;
  titles: MangaCard[];
}

/**
 * User.becauseYouRead: for the titles the reader read most recently, newest first, each one's
 * neighbours the reader does not know (up to ROW_TITLES); rows left empty are skipped. The rows'
 * titles come with their cards in the same statement: a row's title read, then its neighbours.
 */
export async function becauseYouRead(
  db: Db,
  userId: string,
  first: number | null | undefined,
): Promise<{ rows: RecommendationRow[] } & MangaCards> {
  const size = first == null ? DEFAULT_ROWS : pageSize(first);
  const read = await queryRows<MangaCard & CardColumns & { rowNumber: number }>(
    db,
    Prisma.sql`
    WITH recent AS (
      SELECT "mangaId", max(at) AS at FROM (
        SELECT "mangaId", "updatedAt" AS at FROM "ReadingProgress" WHERE "userId" = ${userId}
        UNION ALL
        SELECT "mangaId", max("readAt") FROM "ReadingHistory" WHERE "userId" = ${userId}
          GROUP BY "mangaId"
      ) reads GROUP BY "mangaId" ORDER BY at DESC, "mangaId" LIMIT ${size * ROW_CANDIDATES_FACTOR}
    ), known AS (${knownTitlesSql(userId)}),
    because_rows AS (
      SELECT recent."mangaId" AS because, titles,
        row_number() OVER (ORDER BY recent.at DESC, recent."mangaId")::int AS "rowNumber"
      FROM recent CROSS JOIN LATERAL (
        SELECT array_agg(id ORDER BY rank) AS titles FROM (
          SELECT n."neighborId" AS id, n.rank FROM "MangaNeighbor" n
          JOIN "Manga" m ON m.id = n."neighborId"
          WHERE n."mangaId" = recent."mangaId"
            AND n."neighborId" NOT IN (SELECT "mangaId" FROM known) AND ${releasedTitleSql("m")}
          ORDER BY n.rank LIMIT ${ROW_TITLES}
        ) row_titles
      ) picked
      WHERE titles IS NOT NULL
      ORDER BY "rowNumber" LIMIT ${size}
    )
    SELECT r."rowNumber", ${cardMangaColumns("m")}, ${cardColumns("m")}
    FROM because_rows r
      CROSS JOIN LATERAL unnest(ARRAY[r.because] || r.titles) WITH ORDINALITY AS listed(id, ord)
      JOIN "Manga" m ON m.id = listed.id
    ORDER BY r."rowNumber", listed.ord`,
    // PostgreSQL keeps one plan for every reader (planning took about half of its time)
    { prepare: "with values" },
  );
  // The rows' titles are their cards' very rows, which their fields know (listedCardOf).
  const { rows: titles, ...cards } = readCards(read.map(({ rowNumber: _, ...row }) => row));
  const rows: RecommendationRow[] = [];
  titles.forEach((manga, index) => {
    // rowNumber counts the rows from 1: a new one starts with its title read.
    if (read[index]!.rowNumber > rows.length) rows.push({ because: manga, titles: [] });
    else rows.at(-1)!.titles.push(manga);
  });
  return { rows, ...cards };
}

/** "Not interested": the title never comes back in the reader's recommendations. */
export async function dismissRecommendation(context: Context, mangaId: string): Promise<boolean> {
  const { db, now } = context;
  const userId = requireViewer(context).id;
  if (!(await db.manga.count({ where: { id: mangaId } }))) {
    throw badUserInput("mangaId", `there is no manga with id "${mangaId}"`);
  }
  await db.dismissedRecommendation.createMany({
    data: [{ userId, mangaId, createdAt: now }],
    skipDuplicates: true,
  });
  return true;
}
