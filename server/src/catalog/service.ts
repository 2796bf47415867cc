import type { ReleaseWindow } from "../generated/graphql.ts";
import { Prisma, type Chapter, type Genre, type Manga } from "../generated/prisma/client.ts";
import { queryRows, type Db } from "../lib/db.ts";
import type { KeptValue } from "../lib/kept-values.ts";
import { pageSize } from "../lib/pagination.ts";
import {
  cardColumns,
  cardMangaColumns,
  firstChapterColumn,
  readCards,
  type CardColumns,
  type MangaCard,
  type MangaCards,
} from "./cards.ts";
import { daysBefore, releaseWindowStart } from "./time-windows.ts";

export { listMangaRows, listMangas } from "./manga-list.ts";
export { popularMangaPage, popularMangas, type PopularEntry } from "./popularity.ts";

export interface RecentUpdate {
  manga: Manga;
  chapter: Chapter;
}

/** A title by id or by slug; null when there is none. */
export function findManga(db: Db, idOrSlug: string): Promise<Manga | null> {
  return db.manga.findFirst({ where: { OR: [{ id: idOrSlug }, { slug: idOrSlug }] } });
}

/** A title is new when its newest chapter came out within the last 7 days. */
export function hasNewRelease(manga: Pick<Manga, "latestChapterAt">, now: Date): boolean {
  return manga.latestChapterAt != null && manga.latestChapterAt >= daysBefore(now, 7);
}

/**
 * The titles of the home hero carousel, in carousel order, with their cards and first chapters
 * (the carousel offers to start reading) in the same statement. Read after `rollPopularityTo`.
 */
export async function featuredMangas(db: Db): Promise<{ mangas: MangaCard[] } & MangaCards> {
  const read = await queryRows<MangaCard & CardColumns>(
    db,
    Prisma.sql`SELECT ${cardMangaColumns("m")}, ${cardColumns("m")}, ${firstChapterColumn("m")}
      FROM "Manga" m WHERE m."featuredRank" IS NOT NULL ORDER BY m."featuredRank"`,
  );
  const { rows: mangas, ...cards } = readCards(read);
  return { mangas, ...cards };
}

/** Every genre, the one with most titles first (Genre.mangaCount is kept by a trigger). */
export function listGenres(db: Db): Promise<Genre[]> {
  return queryRows<Genre>(db, Prisma.sql`SELECT * FROM "Genre" ORDER BY "mangaCount" DESC, name`);
}

/**
 * The genre list as each instance keeps it: every browse page asks for it, and it changes only
 * with a statement on "Genre" (its counts too, which a trigger on MangaGenre updates), each of
 * which sends NOTIFY genres (migration 20261126170100_genres_notify).
 */
export const keptGenres: KeptValue<Genre[]> = {
  channel: "genres",
  key: "genres",
  read: listGenres,
};

/** Chapter releases within the window, newest first: one entry per chapter. */
export async function recentUpdates(
  db: Db,
  args: { within?: ReleaseWindow | null; first?: number | null; now: Date },
): Promise<RecentUpdate[]> {
  const since = releaseWindowStart(args.within ?? "ALL_TIME", args.now);
  const chapters = await db.chapter.findMany({
    where: { releasedAt: { ...(since && { gte: since }), lte: args.now } },
    orderBy: [{ releasedAt: "desc" }, { id: "asc" }],
    take: pageSize(args.first),
    include: { manga: true },
  });
  return chapters.map(({ manga, ...chapter }) => ({ manga, chapter }));
}
