import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useCountingGraphQL } from "../test/graphql.ts";
import { NOW } from "./catalog.scenarios.ts";

// A library of 100 titles. A page with all its list fields must cost the same number of SQL
// statements whatever its size: relations load in per-request batches, never once per title.

const { db, execute } = useCountingGraphQL({ now: NOW });

const TITLES = 100;
const library = Array.from({ length: TITLES }, (_, index) => ({
  id: `batch-manga-${String(index).padStart(3, "0")}`,
  genreIds: [`batch-genre-${index % 3}`, `batch-genre-${(index + 1) % 3}`],
  viewsToday: index + 1,
}));
const batchGenres = [0, 1, 2].map((index) => ({
  id: `batch-genre-${index}`,
  slug: `batch-genre-${index}`,
  name: `Batch genre ${index}`,
  description: "For the batching test",
}));

beforeAll(async () => {
  await db.genre.createMany({ data: batchGenres });
  await db.manga.createMany({
    data: library.map((manga) => ({
      id: manga.id,
      slug: manga.id,
      title: manga.id,
      description: "A title of the batching test",
      author: "Batch Author",
      status: "ONGOING" as const,
    })),
  });
  await db.mangaAltTitle.createMany({
    data: library.map((manga) => ({ mangaId: manga.id, title: `${manga.id} alt` })),
  });
  await db.mangaGenre.createMany({
    data: library.flatMap((manga) =>
      manga.genreIds.map((genreId) => ({ mangaId: manga.id, genreId })),
    ),
  });
  await db.chapter.createMany({
    data: library.flatMap((manga) =>
      [1, 2].map((number) => ({
        id: `${manga.id}-${number}`,
        mangaId: manga.id,
        number,
        releasedAt: NOW,
      })),
    ),
  });
  await db.mangaDailyView.createMany({
    data: library.map((manga) => ({ mangaId: manga.id, day: NOW, views: manga.viewsToday })),
  });
});

afterAll(async () => {
  await db.manga.deleteMany({ where: { id: { in: library.map((manga) => manga.id) } } });
  await db.genre.deleteMany({ where: { id: { in: batchGenres.map((genre) => genre.id) } } });
});

const LIBRARY_PAGE = `query LibraryPage($first: Int) {
  mangas(first: $first, sort: TITLE) {
    totalCount
    edges { node {
      id title coverUrl alternativeTitles rating views weeklyViews monthlyViews
      followers favoritesCount chapterCount isNew isHot isFavorite releaseYear artist
      genres { slug mangaCount }
      latestChapter { number pageCount isNew }
      firstChapter { number }
    } }
  }
}`;

async function statementsFor(first: number) {
  const { data, errors, statements } = await execute<{ mangas: { edges: unknown[] } }>(
    LIBRARY_PAGE,
    { first },
  );
  expect(errors).toBeUndefined();
  expect(data!.mangas.edges).toHaveLength(first);
  return statements;
}

const BROWSE_PAGE = `query BrowsePage($first: Int, $after: String) {
  mangas(first: $first, after: $after, sort: RATING) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id title rating views isNew isHot genres { id name } latestChapter { id number } } }
  }
  genres { id slug name mangaCount }
}`;

describe("batching", () => {
  it("costs as many statements for 100 titles as for 10", async () => {
    await statementsFor(1); // the first request of a day rolls the popularity rollups once
    const forTen = await statementsFor(10);
    const forHundred = await statementsFor(TITLES);
    expect(forTen).toBeGreaterThan(0);
    expect(forHundred).toBe(forTen);
  });
});

describe("a browse page", () => {
  it("costs at most 2 statements: the page with its cards and its kept count, and the genres", async () => {
    for (const first of [20, 100]) {
      const { errors, statements } = await execute(BROWSE_PAGE, { first });
      expect(errors).toBeUndefined();
      expect(statements).toBeLessThanOrEqual(2);
    }
  });

  it("pages through a tie of 100 titles by id, without gaps or repeats", async () => {
    // Every title of this library has the same rating (0), so RATING orders them by id alone.
    type BrowsePage = {
      mangas: {
        pageInfo: { hasNextPage: boolean; endCursor: string };
        edges: { node: { id: string } }[];
      };
    };
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const { data, errors }: { data?: BrowsePage | null; errors?: unknown } =
        await execute<BrowsePage>(BROWSE_PAGE, { first: 7, after });
      expect(errors).toBeUndefined();
      seen.push(...data!.mangas.edges.map((edge) => edge.node.id));
      after = data!.mangas.pageInfo.hasNextPage ? data!.mangas.pageInfo.endCursor : null;
    } while (after);
    expect(seen).toEqual(library.map((manga) => manga.id));
  });
});

describe("a deep page", () => {
  type Page = {
    mangas: {
      pageInfo: { hasNextPage: boolean; endCursor: string };
      edges: { node: { id: string } }[];
    };
  };
  const RATED_PAGE = `query RatedPage($first: Int, $after: String, $filter: MangaFilter) {
    mangas(first: $first, after: $after, sort: RATING, filter: $filter) {
      pageInfo { hasNextPage endCursor }
      edges { node { id } }
    }
  }`;
  async function everyPage(filter: object | null) {
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const { data, errors }: { data?: Page | null; errors?: unknown } = await execute<Page>(
        RATED_PAGE,
        { first: 7, after, filter },
      );
      expect(errors).toBeUndefined();
      seen.push(...data!.mangas.edges.map((edge) => edge.node.id));
      after = data!.mangas.pageInfo.hasNextPage ? data!.mangas.pageInfo.endCursor : null;
    } while (after);
    return seen;
  }

  it("goes on from the cursor within its tie and past it, filtered or not, without gaps or repeats", async () => {
    // Ratings in ties of 15 titles (a higher rating for a higher index), so pages of 7 end inside
    // ties and across them.
    const ratingOf = (index: number) => Math.floor(index / 15);
    await db.$executeRaw`UPDATE "Manga" SET rating = floor(substring(id from 13)::int / 15)
      WHERE id LIKE 'batch-manga-%'`;
    try {
      const expected = [...library].sort(
        (a, b) =>
          ratingOf(library.indexOf(b)) - ratingOf(library.indexOf(a)) || (a.id < b.id ? -1 : 1),
      );
      expect(await everyPage(null)).toEqual(expected.map((manga) => manga.id));
      const inGenre = expected.filter((manga) => manga.genreIds.includes("batch-genre-0"));
      expect(await everyPage({ genres: ["batch-genre-0"] })).toEqual(
        inGenre.map((manga) => manga.id),
      );
    } finally {
      await db.$executeRaw`UPDATE "Manga" SET rating = 0 WHERE id LIKE 'batch-manga-%'`;
    }
  });
});

describe("isHot", () => {
  it("marks only the 10 most viewed titles of the week", async () => {
    const { data } = await execute<{
      mangas: { edges: { node: { id: string; isHot: boolean } }[] };
    }>(`{ mangas(first: 100) { edges { node { id isHot } } } }`);
    const hot = data!.mangas.edges.filter((edge) => edge.node.isHot).map((edge) => edge.node.id);
    const mostViewed = [...library].sort((a, b) => b.viewsToday - a.viewsToday).slice(0, 10);
    expect(hot).toEqual(mostViewed.map((manga) => manga.id));
  });
});
