import { afterAll, beforeAll } from "vitest";
import type { Db } from "../lib/db.ts";
import { fixtureReaders } from "../test/readers.ts";
import { firstDayOfLast } from "./time-windows.ts";

// A small library for catalogue and reader tests. Times are relative to NOW, the tests' clock.

export const NOW = new Date("2026-03-15T12:00:00.000Z");
const HOUR = 60 * 60 * 1000;
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * HOUR);
const daysAgo = (days: number) => hoursAgo(days * 24);
/** The calendar day (a MangaDailyView.day) `days` before NOW's. */
const day = (days: number) => firstDayOfLast(days + 1, NOW);

export const genres = {
  action: { id: "genre-action", slug: "action", name: "Action", description: "Fights and feats" },
  comedy: { id: "genre-comedy", slug: "comedy", name: "Comedy", description: "Laughs" },
  fantasy: { id: "genre-fantasy", slug: "fantasy", name: "Fantasy", description: "Other worlds" },
  romance: { id: "genre-romance", slug: "romance", name: "Romance", description: "Love stories" },
};

interface TitleFixture {
  id: string;
  slug: string;
  title: string;
  author: string;
  status: "ONGOING" | "COMPLETED" | "HIATUS" | "CANCELLED";
  rating: number;
  releaseYear: number | null;
  featuredRank: number | null;
  genres: (keyof typeof genres)[];
  alternativeTitles: string[];
  /** chapter number → release time */
  chapters: Record<number, Date>;
  /** views per day, by days before NOW */
  dailyViews: Record<number, number>;
  /** all-time views: the sum of dailyViews */
  views: number;
}

export const titles = {
  dragon: {
    id: "manga-dragon",
    slug: "dragon-ascendant",
    title: "Dragon Ascendant",
    author: "Mika Tanaka",
    status: "ONGOING",
    rating: 9.1,
    releaseYear: 2021,
    featuredRank: 1,
    genres: ["action", "fantasy"],
    alternativeTitles: ["Ryuu no Shouten"],
    chapters: { 1: daysAgo(40), 2: daysAgo(15), 3: daysAgo(8), 4: hoursAgo(2) },
    dailyViews: { 0: 50, 3: 100, 20: 500, 100: 1000 },
    views: 1650,
  },
  moonlit: {
    id: "manga-moonlit",
    slug: "moonlit-confession",
    title: "Moonlit Confession",
    author: "Aya Sato",
    status: "COMPLETED",
    rating: 8.4,
    releaseYear: 2019,
    featuredRank: 2,
    genres: ["romance"],
    alternativeTitles: ["Tsukiyo no Kokuhaku"],
    chapters: { 1: daysAgo(60), 2: daysAgo(5) },
    dailyViews: { 2: 300 },
    views: 300,
  },
  iron: {
    id: "manga-iron",
    slug: "iron-vanguard",
    title: "Iron Vanguard",
    author: "Kenji Mori",
    status: "HIATUS",
    rating: 7.2,
    releaseYear: 2021,
    featuredRank: null,
    genres: ["action"],
    alternativeTitles: [],
    chapters: { 1: daysAgo(25) },
    dailyViews: { 10: 2000 },
    views: 2000,
  },
  garden: {
    id: "manga-garden",
    slug: "garden-of-ashes",
    title: "Garden of Ashes",
    author: "Mika Tanaka",
    status: "CANCELLED",
    rating: 6,
    releaseYear: null,
    featuredRank: null,
    genres: ["fantasy", "romance"],
    alternativeTitles: [],
    chapters: {},
    dailyViews: {},
    views: 0,
  },
  teahouse: {
    id: "manga-teahouse",
    slug: "dragon-tea-house",
    title: "Dragon Tea House",
    author: "Ren Ito",
    status: "COMPLETED",
    rating: 8.4,
    releaseYear: 2020,
    featuredRank: null,
    genres: ["action", "fantasy"],
    alternativeTitles: [],
    chapters: { 1: hoursAgo(20) },
    dailyViews: { 0: 10 },
    views: 10,
  },
} satisfies Record<string, TitleFixture>;

export const PAGES_PER_CHAPTER = 3;
export const chapterId = (manga: TitleFixture, number: number) => `${manga.id}-ch${number}`;

/** Readers: `saves` make followers, `favorites` make favoritesCount. */
export const readers = {
  ada: { id: "reader-ada", saves: [titles.dragon, titles.moonlit], favorites: [titles.moonlit] },
  ben: { id: "reader-ben", saves: [titles.dragon], favorites: [titles.moonlit, titles.dragon] },
};

const catalogReaders = fixtureReaders({
  plan: {
    id: "fixture-plan",
    name: "Fixture",
    description: "A plan for test readers",
    sortOrder: 99,
  },
  readers,
  relationsOf: (reader) => ({
    saves: { create: reader.saves.map((manga) => ({ mangaId: manga.id })) },
    favorites: { create: reader.favorites.map((manga) => ({ mangaId: manga.id })) },
  }),
});

async function insert(db: Db): Promise<void> {
  const allTitles: TitleFixture[] = Object.values(titles);
  await db.genre.createMany({ data: Object.values(genres) });
  await db.manga.createMany({
    data: allTitles.map((manga) => ({
      id: manga.id,
      slug: manga.slug,
      title: manga.title,
      description: `About ${manga.title}`,
      author: manga.author,
      status: manga.status,
      rating: manga.rating,
      releaseYear: manga.releaseYear,
      featuredRank: manga.featuredRank,
    })),
  });
  await db.mangaAltTitle.createMany({
    data: allTitles.flatMap((manga) =>
      manga.alternativeTitles.map((title) => ({ mangaId: manga.id, title })),
    ),
  });
  await db.mangaGenre.createMany({
    data: allTitles.flatMap((manga) =>
      manga.genres.map((genre) => ({ mangaId: manga.id, genreId: genres[genre].id })),
    ),
  });
  const chapters = allTitles.flatMap((manga) =>
    Object.entries(manga.chapters).map(([number, releasedAt]) => ({
      id: chapterId(manga, Number(number)),
      mangaId: manga.id,
      number: Number(number),
      title: `${manga.title} ${number}`,
      releasedAt,
    })),
  );
  await db.chapter.createMany({ data: chapters });
  await db.page.createMany({
    data: chapters.flatMap((chapter) =>
      Array.from({ length: PAGES_PER_CHAPTER }, (_, index) => ({
        chapterId: chapter.id,
        number: index + 1,
        width: 800,
        height: 1200,
        layout: index,
      })),
    ),
  });
  await db.mangaDailyView.createMany({
    data: allTitles.flatMap((manga) =>
      Object.entries(manga.dailyViews).map(([daysBack, views]) => ({
        mangaId: manga.id,
        day: day(Number(daysBack)),
        views,
      })),
    ),
  });
  await catalogReaders.insert(db);
}

async function remove(db: Db): Promise<void> {
  // Deleting titles and readers cascades to chapters, pages, views, saves and favorites; the
  // record of who viewed which chapter this hour is kept apart.
  await db.recordedView.deleteMany({
    where: { itemId: { startsWith: "manga-" }, kind: "chapter" },
  });
  await catalogReaders.remove(db);
  await db.manga.deleteMany({
    where: { id: { in: Object.values(titles).map((manga) => manga.id) } },
  });
  await db.genre.deleteMany({
    where: { id: { in: Object.values(genres).map((genre) => genre.id) } },
  });
}

/**
 * Inserts the library before the file's tests and removes it after them. With `scheduledChapters`,
 * Dragon also has two chapters scheduled a year from now, before its first and after its newest.
 */
export function useCatalogScenario(db: Db, { scheduledChapters = false } = {}): void {
  beforeAll(async () => {
    await insert(db);
    if (scheduledChapters) {
      const { dragon } = titles;
      const releasedAt = new Date(Date.now() + 365 * 24 * HOUR);
      await db.chapter.createMany({
        data: [0.5, 99].map((number) => ({
          id: chapterId(dragon, number),
          mangaId: dragon.id,
          number,
          releasedAt,
        })),
      });
    }
  });
  afterAll(() => remove(db));
}
