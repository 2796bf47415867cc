import { beforeAll, describe, expect, it } from "vitest";
import { useOwnTestDb } from "../test/database.ts";
import { useGraphQL } from "../test/graphql.ts";
import { NOW } from "./catalog.scenarios.ts";

// Search by relevance: the title itself, titles starting with the search, titles containing it,
// alternative titles, then authors, and the most viewed first within each. Titles of its own, in a
// database of its own (they would show in other files' whole-library lists).
// Each statement sent, to see which tiers a page's statement reads.
const statements: string[] = [];
const db = useOwnTestDb("inksearch_", { onQuery: (sql) => statements.push(sql) });
const execute = useGraphQL(db, { now: NOW });

const comets = [
  { id: "sun", title: "Sun Story", author: "Hiro Sato", views: 100_000 }, // no match
  { id: "blue", title: "Blue Sky", author: "Comet Tanaka", views: 9000 },
  { id: "rain", title: "Hoshi no Ame", author: "Comet Fan", views: 5000, alt: "Comet Rain" },
  { id: "last", title: "The Last Comet", author: "Aya Mori", views: 1000 },
  { id: "halley", title: "Halley's Comet Club", author: "Ren Ito", views: 10 },
  { id: "tale", title: "Comet Tale", author: "Comet Writer", views: 500 },
  { id: "diaries", title: "Comet Diaries", author: "Mei Kato", views: 50 },
  { id: "runner", title: "Comet Runner", author: "Emi Saito", views: 5, status: "COMPLETED" },
  { id: "comet", title: "Comet", author: "Yui Abe", views: 1 },
] as const;
const BY_RELEVANCE = ["comet", "tale", "diaries", "runner", "last", "halley", "rain", "blue"];

// A common word: a tier with more titles than a page, and empty tiers between the others.
const stars = [
  { id: "starlight", title: "Starlight", author: "Noa Ueda", views: 60 },
  { id: "starfall", title: "Star Fall", author: "Noa Ueda", views: 40 },
  ...Array.from({ length: 12 }, (_, index) => ({
    id: `blue-star-${index}`,
    title: `Blue Star ${index}`,
    author: "Kai Endo",
    views: 1000 - index * 10,
  })),
  { id: "night", title: "Night Road", author: "Mira Starling", views: 90 },
];
const STARS_BY_RELEVANCE = [
  "starlight",
  "starfall",
  ...Array.from({ length: 12 }, (_, index) => `blue-star-${index}`),
  "night",
];

// Text in other scripts, with capitals that lower() folds: the title itself, its prefix, within it,
// an alternative title, then the author.
const novas = [
  { id: "nova-within", title: "Зимняя Комета", author: "Ivan Petrov", views: 500 },
  { id: "nova-prefix", title: "Комета Зимы", author: "Ivan Petrov", views: 5 },
  { id: "nova-exact", title: "Комета", author: "Ivan Petrov", views: 1 },
  { id: "nova-author", title: "Yoru no Sora", author: "Анна Комета", views: 8000 },
  { id: "nova-alt", title: "Hoshi Tabi", author: "Ivan Petrov", views: 700, alt: "Синяя комета" },
  { id: "suisei", title: "彗星の夜", author: "Sora Aoi", views: 3 },
  { id: "suisei-alt", title: "Night Sky Tale", author: "Sora Aoi", views: 2, alt: "夜の彗星" },
];

beforeAll(async () => {
  await db.manga.createMany({
    data: [...comets, ...stars, ...novas].map(({ id, title, author, views, ...rest }) => ({
      id,
      slug: id,
      title,
      author,
      views,
      description: "",
      status: "status" in rest ? rest.status : "ONGOING",
    })),
  });
  await db.mangaAltTitle.createMany({
    data: [...comets, ...novas].flatMap((manga) =>
      "alt" in manga && manga.alt ? [{ mangaId: manga.id, title: manga.alt }] : [],
    ),
  });
});

/** Every title of a search, read `size` at a time through the cursors. */
async function allPages(text: string, size: number) {
  const seen: string[] = [];
  let after: string | null = null;
  do {
    const page: Page["mangas"] = await search({ search: text }, size, after);
    seen.push(...ids(page));
    after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
  } while (after);
  return seen;
}

/** How many tiers the statements of `read` read titles from (each tier is a subquery of its own). */
async function tiersRead(read: () => Promise<unknown>) {
  statements.length = 0;
  await read();
  return statements.map((sql) => sql.match(/AS "sortKey" FROM "Manga" m/g)?.length ?? 0);
}

interface Page {
  mangas: {
    edges: { node: { id: string } }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    totalCount: number;
  };
}
const SEARCH = `query Search($filter: MangaFilter, $first: Int, $after: String) {
  mangas(filter: $filter, sort: RELEVANCE, first: $first, after: $after) {
    edges { node { id } }
    pageInfo { hasNextPage endCursor }
    totalCount
  }
}`;

async function search(filter: Record<string, unknown>, first = 20, after?: string | null) {
  const { data, errors } = await execute<Page>(SEARCH, { filter, first, after });
  expect(errors).toBeUndefined();
  return data!.mangas;
}
const ids = (page: Page["mangas"]) => page.edges.map((edge) => edge.node.id);

describe("search by relevance", () => {
  it("ranks the title, its prefix, within titles, alternative titles, then authors", async () => {
    const page = await search({ search: "comet" });
    expect(ids(page)).toEqual(BY_RELEVANCE);
    expect(page.totalCount).toBe(BY_RELEVANCE.length);
    expect(ids(await search({ search: "  COMET " }))).toEqual(BY_RELEVANCE);
  });

  it.each([1, 2, 3])(
    "pages through the tiers %i at a time without gaps or repeats",
    async (size) => {
      expect(await allPages("comet", size)).toEqual(BY_RELEVANCE);
    },
  );

  it("ranks a common word's titles, a tier longer than a page, and pages through them", async () => {
    const page = await search({ search: "star" });
    expect(ids(page)).toEqual(STARS_BY_RELEVANCE);
    expect(page.totalCount).toBe(STARS_BY_RELEVANCE.length);
    // pages that end inside a tier, at a tier's end, and across empty tiers
    for (const size of [1, 2, 4, 5, 7, 14]) {
      expect(await allPages("star", size)).toEqual(STARS_BY_RELEVANCE);
    }
  });

  it("reads only the tiers a page can reach, and nothing for a word no title has", async () => {
    // "star": no title is "star" itself, and no alternative title has it
    expect(await tiersRead(() => search({ search: "star" }, 1))).toEqual([0, 1, 0]);
    expect(await tiersRead(() => search({ search: "star" }, 5))).toEqual([0, 2, 0]);
    expect(await tiersRead(() => search({ search: "star" }, 20))).toEqual([0, 3, 0]);
    expect(await tiersRead(() => search({ search: "zzqx" }))).toEqual([0, 0]);
    // with another filter the sizes are unknown: every tier, in one statement
    const filtered = () => search({ search: "star", statuses: ["ONGOING"] }, 5);
    expect(await tiersRead(filtered)).toEqual([5, 0]);
  });

  it("folds the case of other scripts and ranks their tiers alike", async () => {
    const cyrillic = ["nova-exact", "nova-prefix", "nova-within", "nova-alt", "nova-author"];
    for (const text of ["комета", "КОМЕТА", " Комета "]) {
      const page = await search({ search: text });
      expect(ids(page)).toEqual(cyrillic);
      expect(page.totalCount).toBe(cyrillic.length);
    }
    expect(await allPages("комета", 2)).toEqual(cyrillic);
    expect(ids(await search({ search: "彗星" }))).toEqual(["suisei", "suisei-alt"]);
  });

  it.each(["", "   "])("falls back to the most viewed without a search (%j)", async (text) => {
    const page = await search({ search: text }, 3);
    expect(ids(page)).toEqual(["sun", "blue", "nova-author"]);
  });

  it("refuses a search longer than 200 characters", async () => {
    const { errors } = await execute(SEARCH, {
      filter: { search: "x".repeat(201) },
      first: 20,
    });
    expect(errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("keeps the other filters in every tier", async () => {
    const page = await search({ search: "comet", statuses: ["ONGOING"] });
    expect(ids(page)).toEqual(BY_RELEVANCE.filter((id) => id !== "runner"));
  });

  it("ends the list at a cursor past the last tier", async () => {
    const cursor = ["mangas", { sort: "RELEVANCE", key: -1, id: "comet" }];
    const after = Buffer.from(JSON.stringify(cursor)).toString("base64url");
    expect(ids(await search({ search: "comet" }, 20, after))).toEqual([]);
  });

  it("finds nothing for a word no title has", async () => {
    expect(ids(await search({ search: "zzqx" }))).toEqual([]);
  });
});

describe("a search's count", () => {
  const count = async (text: string) => (await search({ search: text })).totalCount;

  it("follows the titles as they are added, renamed, given other names and removed", async () => {
    await db.manga.create({
      data: {
        id: "new",
        slug: "new",
        title: "Comet Ninth",
        author: "Rin Ono",
        description: "",
        status: "ONGOING",
      },
    });
    expect(await count("comet")).toBe(BY_RELEVANCE.length + 1);
    expect(await count("ninth")).toBe(1);

    await db.manga.update({ where: { id: "new" }, data: { title: "Meteor Ninth", views: 7 } });
    expect(await count("comet")).toBe(BY_RELEVANCE.length);
    expect(await count("meteor")).toBe(1);

    await db.mangaAltTitle.create({ data: { mangaId: "new", title: "Comet Again" } });
    expect(await count("comet again")).toBe(1);
    await db.manga.update({ where: { id: "new" }, data: { author: "Comet Ono" } });
    expect(await count("comet")).toBe(BY_RELEVANCE.length + 1);

    await db.manga.delete({ where: { id: "new" } });
    expect(await count("comet")).toBe(BY_RELEVANCE.length);
    expect(await count("meteor")).toBe(0);
  });

  it("counts a search with other filters among the titles that pass them", async () => {
    expect((await search({ search: "comet", statuses: ["COMPLETED"] })).totalCount).toBe(1);
    expect((await search({ search: "comet", genres: [], statuses: [] })).totalCount).toBe(
      BY_RELEVANCE.length,
    );
  });
});
