import DataLoader from "dataloader";
import type { Chapter, Genre, Manga } from "../generated/prisma/client.ts";
import { Prisma } from "../generated/prisma/client.ts";
import type { Context } from "../lib/context.ts";
import { queryRows, type QueryOptions } from "../lib/db.ts";
import { countPerKey, groupByKeys, rowByKeys, valueByKeys } from "../lib/loaders.ts";
import type { MangaCard, MangaCards, ReadCardRows } from "./cards.ts";
import {
  genreIndex,
  genreIndexFor,
  genresOfIds,
  keptGenres,
  listGenres,
  type GenreIndex,
  type ListedGenre,
} from "./genres.ts";
import type { MangaPage } from "./service.ts";
import { releasedSql } from "./released.ts";
import {
  hotMangaIds,
  popularCardSlices,
  rollPopularityTo,
  type PopularList,
  type PopularSlice,
} from "./popularity.ts";
import { firstDayOfLast, MONTH_DAYS, WEEK_DAYS } from "./time-windows.ts";

// Per-request batch loaders for Manga's fields: a page of 100 titles costs one query per field,
// not one per title. Use them through `context.loader(factory)`.

export const mangaById = ({ db }: Context) =>
  new DataLoader<string, Manga | null>(async (ids) =>
    rowByKeys(ids, await db.manga.findMany({ where: { id: { in: [...ids] } } }), (m) => m.id),
  );

/** The ids of each title's genres, in no order: a list's cards and a title's page prime them. */
export const genreIdsOfManga = ({ db }: Context) =>
  new DataLoader<string, string[]>(async (mangaIds) => {
    const links = await queryRows<{ mangaId: string; genreId: string }>(
      db,
      Prisma.sql`SELECT "mangaId", "genreId" FROM "MangaGenre" WHERE "mangaId" = ANY(${mangaIds}::text[])`,
    );
    return groupByKeys(mangaIds, links, (link) => link.mangaId).map((group) =>
      group.map((link) => link.genreId),
    );
  });

/**
 * The genre list, once per request: the `genres` field and every title's genres read it, from the
 * instance's kept list (outside an instance, read once for the request).
 */
export const genreListOfRequest = ({ kept }: Context) => {
  let genres: Promise<ListedGenre[]> | undefined;
  return () => (genres ??= kept(keptGenres));
};

/** The genre list by id to name a title's genres from (see genreIndexFor), each read once per request. */
const genreIndexOfRequest = (context: Context) => {
  let kept: Promise<GenreIndex> | undefined;
  let current: Promise<GenreIndex> | undefined;
  return (ids: readonly string[]) =>
    genreIndexFor(
      ids,
      () => (kept ??= context.loader(genreListOfRequest)().then(genreIndex)),
      () => (current ??= listGenres(context.db).then(genreIndex)),
    );
};

/** A title's genres, by name: from the ids its list read with it, else loaded. */
export async function genresOfTitle(context: Context, manga: MangaCard): Promise<Genre[]> {
  const ids =
    listedCardOf(manga)?.genreIds ?? (await context.loader(genreIdsOfManga).load(manga.id));
  return genresOfIds(ids, await context.loader(genreIndexOfRequest)(ids));
}

export const alternativeTitlesOfManga = ({ db }: Context) =>
  new DataLoader<string, string[]>(async (mangaIds) => {
    const titles = await db.mangaAltTitle.findMany({
      where: { mangaId: { in: [...mangaIds] } },
      orderBy: { title: "asc" },
    });
    return groupByKeys(mangaIds, titles, (t) => t.mangaId).map((group) =>
      group.map((t) => t.title),
    );
  });

// A title's first and newest chapters: its cards show the newest, and reader's Manga fields
// serve both.
/** Each manga's newest (`DESC`) or first (`ASC`) chapter, by number. */
const endChapterOfManga =
  (direction: "ASC" | "DESC") =>
  ({ db }: Context) =>
    new DataLoader<string, Chapter | null>(async (mangaIds) => {
      const chapters = await queryRows<Chapter>(
        db,
        Prisma.sql`
          SELECT DISTINCT ON ("mangaId") * FROM "Chapter"
          WHERE "mangaId" = ANY(${[...mangaIds]}::text[]) AND ${releasedSql('"Chapter"')}
          ORDER BY "mangaId", number ${Prisma.raw(direction)}`,
      );
      return rowByKeys(mangaIds, chapters, (c) => c.mangaId);
    });

export const latestChapterOfManga = endChapterOfManga("DESC");
export const firstChapterOfManga = endChapterOfManga("ASC");

/** Released chapters per title. */
export const chapterCountOfManga = countPerKey("Chapter", "mangaId", releasedSql('"Chapter"'));

/** Followers: readers who saved the title. */
export const followersOfManga = countPerKey("SavedManga", "mangaId");

export const favoritesOfManga = countPerKey("Favorite", "mangaId");

const viewsOfLastDays =
  (days: number) =>
  ({ db, now }: Context) =>
    new DataLoader<string, number>(async (mangaIds) => {
      const sums = await db.mangaDailyView.groupBy({
        by: ["mangaId"],
        where: { mangaId: { in: [...mangaIds] }, day: { gte: firstDayOfLast(days, now) } },
        _sum: { views: true },
      });
      return valueByKeys(
        mangaIds,
        sums,
        (s) => s.mangaId,
        (s) => s._sum.views ?? 0,
        0,
      );
    });

export const weeklyViewsOfManga = viewsOfLastDays(WEEK_DAYS);
export const monthlyViewsOfManga = viewsOfLastDays(MONTH_DAYS);

/**
 * The popular lists a request asks for at once (the home page's three bands, the popular page's
 * top three and its page), read in one statement. Read after `rollPopularityTo`.
 */
export const popularSlicesOfRequest = ({ db }: Context) =>
  new DataLoader<PopularSlice, PopularList, string>((slices) => popularCardSlices(db, slices), {
    cacheKeyFn: ({ period, sort, size, offset }) => `${period} ${sort} ${size} ${offset}`,
  });

interface CardListStatement {
  statement: Prisma.Sql;
  timestamps: readonly string[];
  prepare?: QueryOptions["prepare"];
}

/**
 * The lists of titles with their cards that a request asks for at once (the home page's carousel
 * and latest releases), read in one statement: each list's rows as a JSON array of its own, which
 * json_agg builds in the order its list's statement sorts them (PostgreSQL keeps a sorted
 * subquery's order through an aggregate without grouping). A list asked alone is read as rows.
 */
const cardListsOfRequest = ({ db }: Context) =>
  new DataLoader<CardListStatement, unknown[]>(
    async (lists) => {
      // Every list read here names its columns: one alone, or the lists together (the home page's
      // first screen), are prepared when they have no parameters.
      if (lists.length === 1) {
        const [{ statement, prepare = true }] = lists as [CardListStatement];
        return [await queryRows(db, statement, { prepare })];
      }
      const [row] = await queryRows<Record<string, Record<string, unknown>[]>>(
        db,
        Prisma.sql`SELECT ${Prisma.join(
          lists.map(
            ({ statement }, index) =>
              Prisma.sql`(SELECT coalesce(json_agg(list), '[]') FROM (${statement}) list)
                AS ${Prisma.raw(`"${index}"`)}`,
          ),
        )}`,
        { prepare: true },
      );
      return lists.map(({ timestamps }, index) =>
        row![index]!.map((listed) => {
          // JSON writes a timestamp without a zone as text; queryRows reads it as a UTC Date.
          for (const column of timestamps) {
            const text = listed[column] as string | null;
            if (text != null) listed[column] = new Date(`${text}Z`);
          }
          return listed;
        }),
      );
    },
    { cache: false },
  );

/** Reads a list's statement with the request's other lists (see cardListsOfRequest). */
export const readCardRowsOfRequest =
  (context: Context): ReadCardRows =>
  <Row>(statement: Prisma.Sql, timestamps: readonly string[], prepare?: QueryOptions["prepare"]) =>
    context.loader(cardListsOfRequest).load({ statement, timestamps, prepare }) as Promise<Row[]>;

/** The ids of this week's hot titles, queried once per request, for titles not read by a list. */
export const hotMangaIdsOfRequest = (context: Context) => {
  let ids: Promise<Set<string>> | undefined;
  const load = async () => {
    await rollPopularityTo(context.primaryDb, context.now);
    return new Set(await hotMangaIds(context.db));
  };
  return { load: () => (ids ??= load()) };
};

/** What a list read with a title for its card: its fields answer from it without a loader. */
interface ListedCard {
  genreIds: string[];
  isHot: boolean;
  latestChapter: Chapter | null;
}

// By the row a list read (its resolvers' parent), for as long as the row lives. A row kept by the
// instance and listed again gets the same fields, read with it.
const listedCards = new WeakMap<MangaCard, ListedCard>();

/** What a list read with this title for its card, or undefined for a title not from a list. */
export const listedCardOf = (manga: MangaCard): ListedCard | undefined => listedCards.get(manga);

/**
 * Hands what a list read for its cards to its titles' fields (see listedCardOf). Not the titles
 * to mangaById: a list reads only its cards' columns, and mangaById loads whole rows. Answering a
 * card's hot mark, newest chapter and genre ids through loaders, a promise each, took a browse
 * page's execution 7% more CPU; priming those loaders as well, for the same titles reached
 * another way, cost 7-10% more, and no page reaches a listed title another way.
 */
export function primeMangaCards(context: Context, { cards }: MangaCards): void {
  for (const { manga, genreIds, isHot, latestChapter, firstChapter } of cards) {
    listedCards.set(manga, { genreIds, isHot, latestChapter });
    if (firstChapter !== undefined)
      context.loader(firstChapterOfManga).prime(manga.id, firstChapter);
  }
}

/**
 * Hands what `findManga` read with the title to the loaders its page's fields would otherwise
 * query. The reader's marks go only to this request's loaders, which are the reader's own.
 */
export function primeMangaPage(context: Context, page: MangaPage): void {
  const { id } = page.manga;
  context.loader(mangaById).prime(id, page.manga);
  context.loader(genreIdsOfManga).prime(id, page.genreIds);
  context.loader(alternativeTitlesOfManga).prime(id, page.alternativeTitles);
  context.loader(chapterCountOfManga).prime(id, page.chapterCount);
  context.loader(favoritesOfManga).prime(id, page.favoritesCount);
  context.loader(firstChapterOfManga).prime(id, page.firstChapter);
  if (page.viewerMarks) {
    context.loader(isFavoriteOfViewer).prime(id, page.viewerMarks.favorite);
    context.loader(isSavedByViewer).prime(id, page.viewerMarks.saved);
  }
}

/** Which of the titles the signed-in reader has in favorites (all false when signed out). */
export const isFavoriteOfViewer = ({ db, viewer }: Context) =>
  new DataLoader<string, boolean>(async (mangaIds) => {
    if (!viewer) return mangaIds.map(() => false);
    const favorites = await db.favorite.findMany({
      where: { userId: viewer.id, mangaId: { in: [...mangaIds] } },
    });
    return valueByKeys(
      mangaIds,
      favorites,
      (f) => f.mangaId,
      () => true,
      false,
    );
  });

/**
 * Which of the titles the signed-in reader saved (all false when signed out). Beside
 * isFavoriteOfViewer so that the title's page primes both (primeMangaPage).
 */
export const isSavedByViewer = ({ db, viewer }: Context) =>
  new DataLoader<string, boolean>(async (mangaIds) => {
    if (!viewer) return mangaIds.map(() => false);
    const saves = await db.savedManga.findMany({
      where: { userId: viewer.id, mangaId: { in: [...mangaIds] } },
    });
    return valueByKeys(
      mangaIds,
      saves,
      (save) => save.mangaId,
      () => true,
      false,
    );
  });
