import type { Manga } from "../generated/prisma/client.ts";
import { listMangaRows, popularMangaPage } from "../catalog/service.ts";
import {
  genreIndex,
  genreIndexFor,
  genresOfIds,
  keptGenres,
  listGenres,
} from "../catalog/genres.ts";
import { popularRowSlice, rollPopularityTo, type PopularSlice } from "../catalog/popularity.ts";
import type { MangaCards } from "../catalog/cards.ts";
import { releasedBy } from "../catalog/released.ts";
import { DOWNLOAD_PLANS } from "../library/downloads.ts";
import { continueReadingOf, favoritesOf } from "../library/service.ts";
import type { Db } from "../lib/db.ts";
import type { KeptValues } from "../lib/kept-values.ts";
import {
  ACQUISITION_TYPE,
  NAVIGATION_TYPE,
  OPENSEARCH_TYPE,
  type AtomEntry,
  type AtomFeed,
} from "./atom.ts";
import type { OpdsReader } from "./authentication.ts";
import { catalogHref, chapterEntry, chapterName, opdsId, titleEntry } from "./entries.ts";

// The catalogue's feeds: the root, its lists of titles (each a navigation feed, 50 entries a page at
// most, `after` a cursor of the list) and each title's chapters (an acquisition feed).

export const OPDS_PAGE_SIZE = 50;

export interface FeedRequest {
  db: Db;
  /** the instance's kept values (the genre list) */
  kept: KeptValues;
  siteUrl: string;
  reader: OpdsReader;
  now: Date;
}

interface FeedShape {
  feed: string;
  title: string;
  kind?: string;
  params?: Record<string, string | undefined>;
  entries: AtomEntry[];
  /** the parameters of the next page, when there is one */
  next?: Record<string, string | undefined> | null;
  updated?: Date;
}

function feedOf(request: FeedRequest, shape: FeedShape): AtomFeed {
  const { reader, siteUrl, now } = request;
  const { feed, title, kind = NAVIGATION_TYPE, params = {}, entries, next } = shape;
  return {
    id: opdsId(siteUrl, feed + (params.q ? `?q=${encodeURIComponent(params.q)}` : "")),
    title,
    updated: shape.updated ?? now,
    links: [
      { rel: "self", href: catalogHref(reader, feed, params), type: kind },
      { rel: "start", href: catalogHref(reader, "catalog"), type: NAVIGATION_TYPE },
      { rel: "search", href: catalogHref(reader, "opensearch.xml"), type: OPENSEARCH_TYPE },
      ...(next ? [{ rel: "next", href: catalogHref(reader, feed, next), type: kind }] : []),
    ],
    entries,
  };
}

const SECTIONS = [
  ["latest", "Latest updates", "Titles with the newest chapters first"],
  ["popular", "Popular this week", "The most read titles of the last 7 days"],
  ["genres", "Genres", "Titles by genre"],
  ["titles", "All titles, A to Z", "The whole library by title"],
  ["favorites", "My favorites", "Your favorites, the most recently added first"],
  ["continue", "Continue reading", "The titles you are reading, the most recent first"],
] as const;

/** The root: one entry for each list. */
export function rootFeed(request: FeedRequest): AtomFeed {
  return feedOf(request, {
    feed: "catalog",
    title: "Inkpanel",
    entries: SECTIONS.map(([feed, title, summary]) => ({
      id: opdsId(request.siteUrl, feed),
      title,
      summary,
      updated: request.now,
      links: [
        { rel: "subsection", href: catalogHref(request.reader, feed), type: NAVIGATION_TYPE },
      ],
    })),
  });
}

/** The cursor of a connection's next page; null on its last one. */
const nextCursor = (pageInfo: { hasNextPage: boolean; endCursor: string | null }) =>
  pageInfo.hasNextPage ? pageInfo.endCursor : null;

/** A page of titles, with each title's genres where the list read them. */
async function titlesFeed(
  request: FeedRequest,
  shape: Omit<FeedShape, "entries" | "next">,
  page: { titles: Manga[]; cards?: MangaCards["cards"]; endCursor: string | null },
  notes: Map<string, string> = new Map(),
): Promise<AtomFeed> {
  const cards = page.cards ?? [];
  const genreById = cards.length
    ? await genreIndexFor(
        cards.flatMap((card) => card.genreIds),
        async () => genreIndex(await request.kept(keptGenres)),
        async () => genreIndex(await listGenres(request.db)),
      )
    : new Map();
  const genres = new Map(
    cards.map((card) => [card.manga.id, genresOfIds(card.genreIds, genreById)]),
  );
  return feedOf(request, {
    ...shape,
    entries: page.titles.map((manga) =>
      titleEntry(request.siteUrl, request.reader, manga, {
        genres: genres.get(manga.id)?.map((genre) => genre.name),
        note: notes.get(manga.id),
      }),
    ),
    next: page.endCursor ? { ...shape.params, after: page.endCursor } : null,
  });
}

const libraryPage = async (
  request: FeedRequest,
  args: Omit<Parameters<typeof listMangaRows>[1], "first" | "now">,
) => {
  await rollPopularityTo(request.db, request.now); // the list's cards read this week's hot titles
  const { connection, cards } = await listMangaRows(request.db, {
    ...args,
    first: OPDS_PAGE_SIZE,
    now: request.now,
  });
  return {
    titles: connection.edges.map((edge) => edge.node),
    cards,
    endCursor: nextCursor(connection.pageInfo),
  };
};

export const latestFeed = async (request: FeedRequest, after?: string) =>
  titlesFeed(
    request,
    { feed: "latest", title: "Latest updates", params: { after } },
    await libraryPage(request, { sort: "LATEST_CHAPTER", after }),
  );

export const alphabeticalFeed = async (request: FeedRequest, after?: string) =>
  titlesFeed(
    request,
    { feed: "titles", title: "All titles, A to Z", params: { after } },
    await libraryPage(request, { sort: "TITLE", after }),
  );

export async function genreFeed(request: FeedRequest, slug: string, after?: string) {
  const genre = await request.db.genre.findUnique({ where: { slug } });
  if (!genre) return null;
  return titlesFeed(
    request,
    { feed: `genres/${genre.slug}`, title: genre.name, params: { after } },
    await libraryPage(request, { filter: { genres: [genre.slug] }, sort: "POPULARITY", after }),
  );
}

export async function searchFeed(request: FeedRequest, q: string, after?: string) {
  const shape = { feed: "search", title: `Search: ${q}`, params: { q, after } };
  if (!q.trim()) return titlesFeed(request, shape, { titles: [], endCursor: null });
  const page = await libraryPage(request, { filter: { search: q }, sort: "RELEVANCE", after });
  return titlesFeed(request, shape, page);
}

export async function popularFeed(request: FeedRequest, after?: string) {
  await rollPopularityTo(request.db, request.now);
  const readRows = (slice: PopularSlice) => popularRowSlice(request.db, slice);
  const { connection, cards } = await popularMangaPage(readRows, {
    period: "WEEK",
    first: OPDS_PAGE_SIZE,
    after,
  });
  return titlesFeed(
    request,
    { feed: "popular", title: "Popular this week", params: { after } },
    {
      titles: connection.edges.map((edge) => edge.node.manga),
      cards,
      endCursor: nextCursor(connection.pageInfo),
    },
  );
}

export async function genresFeed(request: FeedRequest): Promise<AtomFeed> {
  const genres = await request.kept(keptGenres);
  return feedOf(request, {
    feed: "genres",
    title: "Genres",
    entries: genres.map((genre) => ({
      id: opdsId(request.siteUrl, `genres/${genre.slug}`),
      title: genre.name,
      summary: genre.description,
      updated: request.now,
      links: [
        {
          rel: "subsection",
          href: catalogHref(request.reader, `genres/${genre.slug}`),
          type: NAVIGATION_TYPE,
        },
      ],
    })),
  });
}

export async function favoritesFeed(request: FeedRequest, after?: string) {
  const page = await favoritesOf(request.db, request.reader.id, {
    first: OPDS_PAGE_SIZE,
    after,
  });
  return titlesFeed(
    request,
    { feed: "favorites", title: "My favorites", params: { after } },
    {
      titles: page.edges.map((edge) => edge.node),
      endCursor: nextCursor(page.pageInfo),
    },
  );
}

export async function continueFeed(request: FeedRequest, after?: string) {
  const page = await continueReadingOf(request.db, request.reader.id, {
    first: OPDS_PAGE_SIZE,
    after,
  });
  const places = page.edges.map((edge) => edge.node);
  const notes = new Map(
    places.map(({ place, chapter }) => [
      place.mangaId,
      `${chapterName(chapter)}, page ${place.page}`,
    ]),
  );
  return titlesFeed(
    request,
    { feed: "continue", title: "Continue reading", params: { after } },
    { titles: places.map(({ manga }) => manga), endCursor: nextCursor(page.pageInfo) },
    notes,
  );
}

/** A title's released chapters in order, 50 a page (`after` is a chapter number). */
export async function titleFeed(request: FeedRequest, mangaId: string, after?: string) {
  const { db, reader, now, siteUrl } = request;
  const afterNumber = after === undefined ? undefined : Number(after);
  if (afterNumber !== undefined && !Number.isFinite(afterNumber)) return null;
  const [manga, user, progress] = await Promise.all([
    db.manga.findUnique({ where: { id: mangaId } }),
    db.user.findUniqueOrThrow({ where: { id: reader.id }, select: { planId: true } }),
    db.readingProgress.findUnique({ where: { userId_mangaId: { userId: reader.id, mangaId } } }),
  ]);
  if (!manga) return null;
  const rows = await db.chapter.findMany({
    where: {
      mangaId,
      ...releasedBy(now),
      ...(afterNumber !== undefined && { number: { gt: afterNumber } }),
    },
    orderBy: { number: "asc" },
    include: { _count: { select: { pages: true } } },
    take: OPDS_PAGE_SIZE + 1,
  });
  const chapters = rows.slice(0, OPDS_PAGE_SIZE);
  const canDownload = DOWNLOAD_PLANS.has(user.planId);
  return feedOf(request, {
    feed: `titles/${manga.id}`,
    title: manga.title,
    kind: ACQUISITION_TYPE,
    params: { after },
    updated: manga.updatedAt,
    entries: chapters.map(({ _count, ...chapter }) =>
      chapterEntry(
        siteUrl,
        reader,
        manga,
        { ...chapter, pageCount: _count.pages },
        {
          canDownload,
          lastReadPage: progress?.chapterId === chapter.id ? progress.page : null,
        },
      ),
    ),
    next: rows.length > OPDS_PAGE_SIZE ? { after: String(chapters.at(-1)!.number) } : null,
  });
}
