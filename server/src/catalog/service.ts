import type { PopularPeriod, PopularSort, ReleaseWindow } from "../generated/graphql.ts";
import { Prisma, type Chapter, type Genre, type Manga } from "../generated/prisma/client.ts";
import type { Db } from "../lib/db.ts";
import { pageSize } from "../lib/pagination.ts";
import {
  daysBefore,
  firstDayOfLast,
  MONTH_DAYS,
  releaseWindowStart,
  WEEK_DAYS,
} from "./time-windows.ts";

export { listMangas } from "./manga-list.ts";

export interface PopularEntry {
  rank: number;
  periodViews: number;
  manga: Manga;
}

export interface RecentUpdate {
  manga: Manga;
  chapter: Chapter;
}

/** A title by id or by slug; null when there is none. */
export function findManga(db: Db, idOrSlug: string): Promise<Manga | null> {
  return db.manga.findFirst({ where: { OR: [{ id: idOrSlug }, { slug: idOrSlug }] } });
}

/** A title is new when its newest chapter came out within the last 7 days. */
export function hasNewRelease(manga: Manga, now: Date): boolean {
  return manga.latestChapterAt != null && manga.latestChapterAt >= daysBefore(now, 7);
}

/** The titles of the home hero carousel, in carousel order. */
export function featuredMangas(db: Db): Promise<Manga[]> {
  return db.manga.findMany({
    where: { featuredRank: { not: null } },
    orderBy: { featuredRank: "asc" },
  });
}

/** Every genre, the one with most titles first. */
export function listGenres(db: Db): Promise<Genre[]> {
  return db.genre.findMany({ orderBy: [{ mangas: { _count: "desc" } }, { name: "asc" }] });
}

/** Titles sharing genres with `manga`: most shared genres first, then the most viewed. */
export function relatedMangas(
  db: Db,
  manga: Manga,
  first: number | null | undefined,
): Promise<Manga[]> {
  return db.$queryRaw<Manga[]>`
    SELECT m.* FROM "Manga" m
    JOIN "MangaGenre" mg ON mg."mangaId" = m.id
    WHERE mg."genreId" IN (SELECT "genreId" FROM "MangaGenre" WHERE "mangaId" = ${manga.id})
      AND m.id <> ${manga.id}
    GROUP BY m.id
    ORDER BY count(*) DESC, m.views DESC, m.id
    LIMIT ${pageSize(first)}`;
}

const periodViews = (period: PopularPeriod, now: Date): Prisma.Sql => {
  if (period === "ALL_TIME") return Prisma.sql`m.views`;
  const since = firstDayOfLast(period === "WEEK" ? WEEK_DAYS : MONTH_DAYS, now);
  return Prisma.sql`COALESCE((SELECT sum(d.views) FROM "MangaDailyView" d
    WHERE d."mangaId" = m.id AND d.day >= ${since}::date), 0)::int`;
};

const popularOrder: Record<PopularSort, Prisma.Sql> = {
  VIEWS: Prisma.sql`r.rank`,
  RANK: Prisma.sql`r.rank`,
  RATING: Prisma.sql`m.rating DESC, r.rank`,
  FOLLOWERS: Prisma.sql`(SELECT count(*) FROM "SavedManga" s WHERE s."mangaId" = m.id) DESC, r.rank`,
};

/**
 * Every title ranked by its views in the period (rank 1 = most viewed; ties by id), then
 * ordered by `sort` and cut to `first`.
 */
export async function popularMangas(
  db: Db,
  args: { period: PopularPeriod; sort?: PopularSort | null; first?: number | null; now: Date },
): Promise<PopularEntry[]> {
  const size = pageSize(args.first);
  const rows = await db.$queryRaw<(Manga & { rank: number; periodViews: number })[]>`
    WITH viewed AS (
      SELECT m.id, ${periodViews(args.period, args.now)} AS "periodViews" FROM "Manga" m
    ), ranked AS (
      SELECT id, "periodViews", (row_number() OVER (ORDER BY "periodViews" DESC, id))::int AS rank FROM viewed
    )
    SELECT m.*, r."periodViews", r.rank FROM ranked r JOIN "Manga" m ON m.id = r.id
    ORDER BY ${popularOrder[args.sort ?? "VIEWS"]}
    LIMIT ${size}`;
  return rows.map(({ rank, periodViews, ...manga }) => ({ rank, periodViews, manga }));
}

/** Chapter releases within the window, newest first: one entry per chapter. */
export async function recentUpdates(
  db: Db,
  args: { within?: ReleaseWindow | null; first?: number | null; now: Date },
): Promise<RecentUpdate[]> {
  const since = releaseWindowStart(args.within ?? "ALL_TIME", args.now);
  const chapters = await db.chapter.findMany({
    where: since ? { releasedAt: { gte: since } } : {},
    orderBy: [{ releasedAt: "desc" }, { id: "asc" }],
    take: pageSize(args.first),
    include: { manga: true },
  });
  return chapters.map(({ manga, ...chapter }) => ({ manga, chapter }));
}
