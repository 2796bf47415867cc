import type { ReleaseWindow } from "../generated/graphql.ts";
import { Prisma, type Chapter, type Manga } from "../generated/prisma/client.ts";
import { queryRows, sqlInteger, type Db } from "../lib/db.ts";
import { pageSize, preparedPageSize } from "../lib/pagination.ts";
import {
  CARD_TIMESTAMPS,
  cardColumns,
  cardMangaColumns,
  chapterOfJson,
  firstChapterColumn,
  readCards,
  type CardColumns,
  type ChapterJson,
  type MangaCard,
  type MangaCards,
  type ReadCardRows,
  wholeChapterColumns,
  wholeMangaColumns,
} from "./cards.ts";
import { genreIdsJson } from "./genres.ts";
import { releasedSql } from "./released.ts";
import { daysBefore, releaseWindowStart } from "./time-windows.ts";

export { keptGenres, listGenres } from "./genres.ts";
export { listMangaRows, listMangas } from "./manga-list.ts";
export { popularMangaPage, popularMangas, type PopularEntry } from "./popularity.ts";

export interface RecentUpdate {
  manga: MangaCard;
  chapter: Chapter;
}

/** A title as its page shows it: its row and what its page's fields would otherwise query. */
export interface MangaPage {
  manga: Manga;
  /** the ids of its genres, in no order (see genresOfIds) */
  genreIds: string[];
  alternativeTitles: string[];
  /** released chapters */
  chapterCount: number;
  favoritesCount: number;
  /** the first released chapter */
  firstChapter: Chapter | null;
  /** the signed-in reader's own marks on the title; null when signed out */
  viewerMarks: { favorite: boolean; saved: boolean } | null;
}

/**
 * A title by id or by slug with what its page shows beside its row, in one statement (read one by
 * one, Prisma's client and a loader per field sent 11 statements for the title page); null when
 * there is none. The reader's marks are read only for `viewerId`, and only for this request.
 */
export async function findManga(
  db: Db,
  idOrSlug: string,
  viewerId: string | null,
): Promise<MangaPage | null> {
  const viewerMarks = viewerId
    ? Prisma.sql`, EXISTS (SELECT 1 FROM "Favorite" f WHERE f."userId" = ${viewerId}
          AND f."mangaId" = m.id) AS "viewerFavorite",
        EXISTS (SELECT 1 FROM "SavedManga" s WHERE s."userId" = ${viewerId}
          AND s."mangaId" = m.id) AS "viewerSaved"`
    : Prisma.empty;
  const [row] = await queryRows<
    Manga & {
      pageGenreIds: string[];
      pageAlternativeTitles: string[];
      pageChapterCount: number;
      pageFavoritesCount: number;
      cardFirstChapter: ChapterJson | null;
      viewerFavorite?: boolean;
      viewerSaved?: boolean;
    }
  >(
    db,
    Prisma.sql`SELECT ${wholeMangaColumns("m")}, ${genreIdsJson("m")} AS "pageGenreIds",
        array_to_json(ARRAY(SELECT t.title FROM "MangaAltTitle" t WHERE t."mangaId" = m.id
          ORDER BY t.title)) AS "pageAlternativeTitles",
        (SELECT count(*)::int FROM "Chapter" c WHERE c."mangaId" = m.id
          AND ${releasedSql("c")}) AS "pageChapterCount",
        (SELECT count(*)::int FROM "Favorite" f WHERE f."mangaId" = m.id) AS "pageFavoritesCount",
        ${firstChapterColumn("m")} ${viewerMarks}
      FROM "Manga" m WHERE m.id = ${idOrSlug} OR m.slug = ${idOrSlug} LIMIT 1`,
    // one plan for every title: by its id's or its slug's index whatever the values
    { prepare: "with values" },
  );
  if (!row) return null;
  const {
    pageGenreIds,
    pageAlternativeTitles,
    pageChapterCount,
    pageFavoritesCount,
    cardFirstChapter,
    viewerFavorite,
    viewerSaved,
    ...manga
  } = row;
  return {
    manga,
    genreIds: pageGenreIds,
    alternativeTitles: pageAlternativeTitles,
    chapterCount: pageChapterCount,
    favoritesCount: pageFavoritesCount,
    firstChapter: cardFirstChapter && chapterOfJson(cardFirstChapter),
    viewerMarks: viewerId
      ? { favorite: viewerFavorite === true, saved: viewerSaved === true }
      : null,
  };
}

/** A title is new when its newest chapter came out within the last 7 days. */
export function hasNewRelease(manga: Pick<Manga, "latestChapterAt">, now: Date): boolean {
  return manga.latestChapterAt != null && manga.latestChapterAt >= daysBefore(now, 7);
}

/**
 * The titles of the home hero carousel, in carousel order, with their cards and first chapters
 * (the carousel offers to start reading) in the same statement. Read after `rollPopularityTo`.
 */
export async function featuredMangas(
  readRows: ReadCardRows,
): Promise<{ mangas: MangaCard[] } & MangaCards> {
  const read = await readRows<MangaCard & CardColumns>(
    Prisma.sql`SELECT ${cardMangaColumns("m")}, ${cardColumns("m")}, ${firstChapterColumn("m")}
      FROM "Manga" m WHERE m."featuredRank" IS NOT NULL ORDER BY m."featuredRank"`,
    CARD_TIMESTAMPS,
  );
  const { rows: mangas, ...cards } = readCards(read);
  return { mangas, ...cards };
}

/** Chapter releases within the window, newest first: one entry per chapter. */
export async function recentUpdates(
  db: Db,
  args: { within?: ReleaseWindow | null; first?: number | null; now: Date },
): Promise<RecentUpdate[]> {
  const since = releaseWindowStart(args.within ?? "ALL_TIME", args.now);
  // One statement (Prisma's findMany with include sent two, and its client cost more than the
  // SQL: see Performance): the page of chapters by the releasedAt index first, then each one's
  // title's card columns, so that only the page's rows are joined and made JSON. Prepared with
  // its times as values: the plan is the releasedAt index's whatever they are. Its size is
  // written in, rounded up (see preparedPageSize).
  const size = pageSize(args.first);
  const limit = preparedPageSize(size);
  const rows = await queryRows<MangaCard & { chapter: ChapterJson }>(
    db,
    Prisma.sql`SELECT ${cardMangaColumns("m")}, to_json(c.*) AS chapter
      FROM (SELECT ${wholeChapterColumns("c")} FROM "Chapter" c
        WHERE c."releasedAt" <= ${args.now} ${since ? Prisma.sql`AND c."releasedAt" >= ${since}` : Prisma.empty}
        ORDER BY c."releasedAt" DESC, c.id LIMIT ${sqlInteger(limit)}) c
      JOIN "Manga" m ON m.id = c."mangaId"
      ORDER BY c."releasedAt" DESC, c.id`,
    { prepare: "with values" },
  );
  return rows
    .slice(0, size)
    .map(({ chapter, ...manga }) => ({ manga, chapter: chapterOfJson(chapter) }));
}
