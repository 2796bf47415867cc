import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDb } from "../test/database.ts";
import { useGraphQL } from "../test/graphql.ts";
import { NOW } from "./catalog.scenarios.ts";

// A library of 100 titles. A page with all its list fields must cost the same number of SQL
// statements whatever its size: relations load in per-request batches, never once per title.

let statements = 0;
const db = useTestDb({ onQuery: () => statements++ });
const execute = useGraphQL(db, { now: NOW });

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
      followers favoritesCount chapterCount isNew isHot isFavorite
      genres { slug mangaCount }
      latestChapter { number pageCount isNew }
      firstChapter { number }
    } }
  }
}`;

async function statementsFor(first: number) {
  statements = 0;
  const { data, errors } = await execute<{ mangas: { edges: unknown[] } }>(LIBRARY_PAGE, { first });
  expect(errors).toBeUndefined();
  expect(data!.mangas.edges).toHaveLength(first);
  return statements;
}

describe("batching", () => {
  it("costs as many statements for 100 titles as for 10", async () => {
    const forTen = await statementsFor(10);
    const forHundred = await statementsFor(TITLES);
    expect(forTen).toBeGreaterThan(0);
    expect(forHundred).toBe(forTen);
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
