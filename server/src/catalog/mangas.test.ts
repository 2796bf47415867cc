import { describe, expect, it } from "vitest";
import { useTestDb } from "../test/database.ts";
import { useGraphQL } from "../test/graphql.ts";
import { everyMangaField, expectAsMangaById } from "../test/manga-fields.ts";
import { NOW, titles, useCatalogScenario } from "./catalog.scenarios.ts";

const db = useTestDb();
useCatalogScenario(db);
const execute = useGraphQL(db, { now: NOW });

const { dragon, moonlit, iron, garden, teahouse } = titles;

interface MangasPage {
  mangas: {
    edges: { cursor: string; node: { id: string } }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    totalCount: number;
  };
}

const MANGAS = /* GraphQL */ `
  query Mangas($filter: MangaFilter, $sort: MangaSort, $first: Int, $after: String) {
    mangas(filter: $filter, sort: $sort, first: $first, after: $after) {
      edges {
        cursor
        node {
          id
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
  }
`;

async function mangas(variables: Record<string, unknown>) {
  const { data, errors } = await execute<MangasPage>(MANGAS, variables);
  expect(errors).toBeUndefined();
  return data!.mangas;
}

const ids = (page: MangasPage["mangas"]) => page.edges.map((edge) => edge.node.id);

/** Every id of a sort, page by page, with pages of `first`. */
async function allPages(variables: Record<string, unknown>, first: number) {
  const pages: string[][] = [];
  let after: string | null = null;
  do {
    const page: MangasPage["mangas"] = await mangas({ ...variables, first, after });
    pages.push(ids(page));
    after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
  } while (after);
  return pages;
}

describe("mangas sorts", () => {
  it.each([
    ["POPULARITY", [iron, dragon, moonlit, teahouse, garden]],
    // moonlit and teahouse tie on rating: id breaks the tie
    ["RATING", [dragon, moonlit, teahouse, iron, garden]],
    ["TITLE", [dragon, teahouse, garden, iron, moonlit]],
    // dragon and iron tie on year; garden has none and comes last
    ["YEAR", [dragon, iron, teahouse, moonlit, garden]],
    // garden has no chapters and comes last
    ["LATEST_CHAPTER", [dragon, teahouse, moonlit, iron, garden]],
    // without a search, relevance is popularity
    ["RELEVANCE", [iron, dragon, moonlit, teahouse, garden]],
  ])(
    "%s orders the whole library, the same in one page or in pages of two",
    async (sort, expected) => {
      const expectedIds = expected.map((manga) => manga.id);
      expect(ids(await mangas({ sort }))).toEqual(expectedIds);
      expect((await allPages({ sort }, 2)).flat()).toEqual(expectedIds);
    },
  );

  it("defaults to popularity", async () => {
    expect(ids(await mangas({}))).toEqual(
      [iron, dragon, moonlit, teahouse, garden].map((m) => m.id),
    );
  });

  it("ranks search results by relevance to the search text", async () => {
    const page = await mangas({ filter: { search: "dragon" }, sort: "RELEVANCE" });
    // both titles start with "dragon"; "Dragon Ascendant" is the more viewed (search-relevance.test.ts has the rules)
    expect(ids(page)).toEqual([dragon.id, teahouse.id]);
    expect(page.totalCount).toBe(2);
  });
});

describe("mangas filters", () => {
  it.each([
    ["search on title, any case", { search: "DRAGON" }, [dragon, teahouse]],
    ["search on author", { search: "tanaka" }, [dragon, garden]],
    ["search on alternative title", { search: "kokuhaku" }, [moonlit]],
    ["search with LIKE wildcards taken literally", { search: "%" }, []],
    ["genres, any one of them", { genres: ["romance", "comedy"] }, [moonlit, garden]],
    ["a genre without titles", { genres: ["comedy"] }, []],
    ["statuses, any one of them", { statuses: ["COMPLETED", "HIATUS"] }, [iron, moonlit, teahouse]],
    ["minimum rating, inclusive", { minRating: 8.4 }, [dragon, moonlit, teahouse]],
    ["maximum rating, inclusive", { maxRating: 7.2 }, [iron, garden]],
    ["rating range", { minRating: 7, maxRating: 8.5 }, [iron, moonlit, teahouse]],
    ["release year", { releaseYear: 2021 }, [iron, dragon]],
    ["updated today", { updatedWithin: "TODAY" }, [dragon, teahouse]],
    ["updated this week", { updatedWithin: "WEEK" }, [dragon, moonlit, teahouse]],
    ["updated this month", { updatedWithin: "MONTH" }, [iron, dragon, moonlit, teahouse]],
    ["updated ever", { updatedWithin: "ALL_TIME" }, [iron, dragon, moonlit, teahouse]],
    [
      "filters combined",
      { genres: ["action"], statuses: ["ONGOING", "COMPLETED"], minRating: 9 },
      [dragon],
    ],
  ])("%s", async (_, filter, expected) => {
    const page = await mangas({ filter });
    expect(ids(page)).toEqual(expected.map((manga) => manga.id));
    expect(page.totalCount).toBe(expected.length);
  });

  it("finds a title by an alternative title added later, and no longer once it is removed", async () => {
    const search = { filter: { search: "Tsuki no Niwa" } };
    await db.mangaAltTitle.create({ data: { mangaId: garden.id, title: "Tsuki no Niwa" } });
    expect(ids(await mangas(search))).toEqual([garden.id]);
    await db.mangaAltTitle.deleteMany({ where: { mangaId: garden.id, title: "Tsuki no Niwa" } });
    expect(ids(await mangas(search))).toEqual([]);
  });

  it("finds a title by an alternative title with accented capitals, in any case", async () => {
    await db.mangaAltTitle.create({ data: { mangaId: garden.id, title: "Écho des Cendres" } });
    try {
      for (const search of ["écho des cendres", "ÉCHO", "Écho Des"]) {
        expect(ids(await mangas({ filter: { search } }))).toEqual([garden.id]);
      }
    } finally {
      await db.mangaAltTitle.deleteMany({
        where: { mangaId: garden.id, title: "Écho des Cendres" },
      });
    }
  });

  it("finds a renamed title by its new title only", async () => {
    await db.manga.update({ where: { id: iron.id }, data: { title: "Steel Oath" } });
    try {
      expect(ids(await mangas({ filter: { search: "steel oath" } }))).toEqual([iron.id]);
      expect(ids(await mangas({ filter: { search: iron.title } }))).toEqual([]);
    } finally {
      await db.manga.update({ where: { id: iron.id }, data: { title: iron.title } });
    }
  });
});

describe("mangas totalCount", () => {
  // No filter, statuses, one genre, or one genre and statuses are read from kept counts; a rating
  // bound that lets every title through makes the same set counted title by title.
  const everyRating = { minRating: 0 };
  const keptFilters = [
    {},
    { statuses: ["COMPLETED", "HIATUS"] },
    { genres: ["fantasy"] },
    { genres: ["action"], statuses: ["ONGOING"] },
    { genres: ["no-such-genre"] },
  ];
  const counted = async (filter: Record<string, unknown>) =>
    (await mangas({ filter: { ...filter, ...everyRating }, first: 0 })).totalCount;

  it("reads the same total as counting the titles, as statuses and genres change", async () => {
    for (const filter of keptFilters) {
      expect((await mangas({ filter, first: 0 })).totalCount).toBe(await counted(filter));
    }
    await db.manga.update({ where: { id: dragon.id }, data: { status: "COMPLETED" } });
    await db.mangaGenre.delete({
      where: { mangaId_genreId: { mangaId: garden.id, genreId: "genre-fantasy" } },
    });
    await db.mangaGenre.create({ data: { mangaId: iron.id, genreId: "genre-fantasy" } });
    try {
      for (const filter of keptFilters) {
        expect((await mangas({ filter, first: 0 })).totalCount).toBe(await counted(filter));
      }
    } finally {
      await db.manga.update({ where: { id: dragon.id }, data: { status: dragon.status } });
      await db.mangaGenre.delete({
        where: { mangaId_genreId: { mangaId: iron.id, genreId: "genre-fantasy" } },
      });
      await db.mangaGenre.create({ data: { mangaId: garden.id, genreId: "genre-fantasy" } });
    }
  });
});

describe("mangas pages", () => {
  const popularity = [iron, dragon, moonlit, teahouse, garden].map((manga) => manga.id);

  it("walks first, middle and last pages, each with the total of the whole set", async () => {
    const first = await mangas({ first: 2 });
    expect(ids(first)).toEqual(popularity.slice(0, 2));
    expect(first.pageInfo.hasNextPage).toBe(true);
    expect(first.totalCount).toBe(popularity.length);

    const middle = await mangas({ first: 2, after: first.pageInfo.endCursor });
    expect(ids(middle)).toEqual(popularity.slice(2, 4));
    expect(middle.pageInfo.hasNextPage).toBe(true);
    expect(middle.totalCount).toBe(popularity.length);

    const last = await mangas({ first: 2, after: middle.pageInfo.endCursor });
    expect(ids(last)).toEqual(popularity.slice(4));
    expect(last.pageInfo).toEqual({ hasNextPage: false, endCursor: last.edges[0]!.cursor });

    const beyond = await mangas({ first: 2, after: last.pageInfo.endCursor });
    expect(beyond.edges).toEqual([]);
    expect(beyond.pageInfo).toEqual({ hasNextPage: false, endCursor: null });
    expect(beyond.totalCount).toBe(popularity.length); // no row carried the kept count
  });

  it("returns an empty page for first: 0, still counting the set", async () => {
    const page = await mangas({ first: 0 });
    expect(page.edges).toEqual([]);
    expect(page.pageInfo.hasNextPage).toBe(true);
    expect(page.totalCount).toBe(popularity.length);
  });

  it("pages search results by relevance within a tier", async () => {
    // both titles match "tanaka" only by their shared author, so they page by views in that tier
    const pages = await allPages({ filter: { search: "tanaka" }, sort: "RELEVANCE" }, 1);
    expect(pages).toEqual([[dragon.id], [garden.id]]);
  });

  it("pages a filtered set within the filter", async () => {
    expect(await allPages({ filter: { genres: ["action"] }, sort: "TITLE" }, 1)).toEqual([
      [dragon.id],
      [teahouse.id],
      [iron.id],
    ]);
  });
});

describe("mangas bad input", () => {
  const firstCursor = async (sort: string) => (await mangas({ sort, first: 1 })).pageInfo.endCursor;

  it.each([
    ["first above 100", { first: 101 }, "first"],
    ["negative first", { first: -1 }, "first"],
    ["a cursor that is not one", { after: "not-a-cursor" }, "after"],
    [
      "a cursor of valid base64 but another shape",
      { after: Buffer.from('{"page":2}').toString("base64url") },
      "after",
    ],
    ["a minimum rating above 10", { filter: { minRating: 10.5 } }, "filter.minRating"],
    ["a maximum rating below 0", { filter: { maxRating: -1 } }, "filter.maxRating"],
    ["a minimum above the maximum", { filter: { minRating: 8, maxRating: 7 } }, "filter.minRating"],
    [
      "a search longer than 200 characters",
      { filter: { search: "x".repeat(201) } },
      "filter.search",
    ],
  ])("rejects %s with BAD_USER_INPUT naming the argument", async (_, variables, argument) => {
    const { data, errors } = await execute(MANGAS, variables);
    // A page size is refused before the operation runs (no data at all), the rest as it runs.
    expect(data ?? null).toBeNull();
    expect(errors).toHaveLength(1);
    expect(errors![0]!.extensions!.code).toBe("BAD_USER_INPUT");
    expect(errors![0]!.message).toContain(`"${argument}"`);
  });

  it("rejects a cursor from another sort", async () => {
    const { errors } = await execute(MANGAS, { sort: "TITLE", after: await firstCursor("RATING") });
    expect(errors![0]!.extensions!.code).toBe("BAD_USER_INPUT");
    expect(errors![0]!.message).toContain('"after"');
  });
});

describe("mangas titles", () => {
  it("answers every field of a title as manga(id) does, those outside a card's columns too", async () => {
    const selection = await everyMangaField(execute);
    const { data: list, errors } = await execute<{ mangas: { edges: { node: { id: string } }[] } }>(
      `{ mangas(sort: TITLE) { edges { node { ${selection} } } } }`,
    );
    expect(errors).toBeUndefined();
    const nodes = list!.mangas.edges.map((edge) => edge.node);
    expect(nodes).toHaveLength(Object.keys(titles).length);
    await expectAsMangaById(execute, selection, nodes);
  });
});
