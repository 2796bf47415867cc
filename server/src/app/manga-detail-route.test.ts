import { print } from "graphql";
import { describe, expect, it } from "vitest";
import { MangaDetailRouteQueryDocument } from "../../../web/src/gql/graphql.ts";
import {
  NOW,
  PAGES_PER_CHAPTER,
  readers,
  titles,
  useCatalogScenario,
} from "../catalog/catalog.scenarios.ts";
import { useCountingGraphQL } from "../test/graphql.ts";
import { everyMangaField, expectAsMangaById } from "../test/manga-fields.ts";

// The title page's query as the web app sends it: what it costs in SQL statements, and that what
// the title's statement and its chapters' statement read with their rows (for the loaders of the
// page's fields) answers as those loaders do, the signed-in reader's own marks included.

const { db, execute, executeWarm } = useCountingGraphQL({ now: NOW });
useCatalogScenario(db, { scheduledChapters: true }); // the title's: in no count, list or mark

const { dragon } = titles;
const query = print(MangaDetailRouteQueryDocument);

/** The title page's fields, and its chapters with theirs, beside every argument-less field. */
const pageSelection = (fields: string, chapters: string) => `${fields}
  genres { id slug name mangaCount }
  firstChapter { id number title releasedAt }
  chapters(${chapters}) {
    totalCount
    edges { cursor node { id number title releasedAt views pageCount isNew } }
    pageInfo { hasNextPage endCursor }
  }`;

interface ChapterPage {
  totalCount: number;
  edges: { node: { id: string; number: number; pageCount: number; isNew: boolean } }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

describe("the title page", () => {
  it.each([
    // the title with its genres' ids, alternative titles, counts and first chapter; its chapters
    // with their page counts and new marks; related titles with their cards; and the genre list
    // that names the genres (each instance keeps it; read here, outside one, once per request)
    ["signed out", null, 4],
    // and the reader's favorite and saved marks, in the title's statement
    ["signed in", { id: readers.ada.id }, 4],
  ])("answers MangaDetailRouteQuery %s in %i statements", async (_, viewer, expected) => {
    const variables = { id: dragon.slug, first: 10 };
    const { data, statements } = await executeWarm(query, variables, viewer);
    expect(data?.manga).toBeTruthy();
    expect(statements).toBe(expected);
  });

  it("answers each reader's own favorite and saved marks", async () => {
    const marks = async (viewer: { id: string } | null) => {
      const { data, errors } = await execute<{
        manga: { isFavorite: boolean; isSaved: boolean; favoritesCount: number };
      }>(query, { id: dragon.id, first: 1 }, viewer);
      expect(errors).toBeUndefined();
      const { isFavorite, isSaved, favoritesCount } = data!.manga;
      return { isFavorite, isSaved, favoritesCount };
    };
    const hasDragon = (list: { id: string }[]) => list.some((manga) => manga.id === dragon.id);
    const favorites = Object.values(readers).filter((reader) => hasDragon(reader.favorites));
    const ofReader = (reader: (typeof readers)[keyof typeof readers]) => ({
      isFavorite: hasDragon(reader.favorites),
      isSaved: hasDragon(reader.saves),
      favoritesCount: favorites.length,
    });
    expect(await marks({ id: readers.ada.id })).toEqual(ofReader(readers.ada));
    expect(await marks({ id: readers.ben.id })).toEqual(ofReader(readers.ben));
    expect(await marks(null)).toEqual({
      isFavorite: false,
      isSaved: false,
      favoritesCount: favorites.length,
    });
  });

  it("answers the title's fields and chapters as its fields' own loaders do", async () => {
    const fields = await everyMangaField(execute);
    for (const chapters of ["first: 2", "first: 10"]) {
      const selection = pageSelection(fields, chapters);
      // The featured titles are a list: their fields go through the loaders one by one.
      for (const viewer of [null, { id: readers.ben.id }]) {
        const { data, errors } = await execute<{ featuredMangas: { id: string }[] }>(
          `{ featuredMangas { ${selection} } }`,
          {},
          viewer,
        );
        expect(errors).toBeUndefined();
        await expectAsMangaById(execute, selection, data!.featuredMangas, viewer);
      }
    }
  });

  it("pages through the released chapters, newest first", async () => {
    const released = Object.keys(dragon.chapters)
      .map(Number)
      .sort((a, b) => b - a);
    const pages: ChapterPage[] = [];
    let after: string | null = null;
    do {
      const { data, errors } = await execute<{ manga: { chapters: ChapterPage } }>(query, {
        id: dragon.slug,
        first: 3,
        after,
      });
      expect(errors).toBeUndefined();
      const page: ChapterPage = data!.manga.chapters;
      pages.push(page);
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    const chapters = pages.flatMap((page) => page.edges.map((edge) => edge.node));
    expect(pages.map((page) => page.totalCount)).toEqual(pages.map(() => released.length));
    expect(chapters.map((chapter) => chapter.number)).toEqual(released);
    expect(chapters.map((chapter) => chapter.isNew)).toEqual(released.map((_, index) => index < 3));
    expect(chapters.every((chapter) => chapter.pageCount === PAGES_PER_CHAPTER)).toBe(true);
  });

  it("answers null for a title that does not exist, in one statement", async () => {
    const { data, errors, statements } = await execute(query, { id: "no-such-title", first: 10 });
    expect(errors).toBeUndefined();
    expect(data).toEqual({ manga: null });
    expect(statements).toBe(1);
  });
});
