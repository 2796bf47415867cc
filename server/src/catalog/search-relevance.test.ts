import { beforeAll, describe, expect, it } from "vitest";
import { useOwnTestDb } from "../test/database.ts";
import { useGraphQL } from "../test/graphql.ts";
import { NOW } from "./catalog.scenarios.ts";

// Search by relevance: the title itself, titles starting with the search, titles containing it,
// alternative titles, then authors, and the most viewed first within each. Titles of its own, in a
// database of its own (they would show in other files' whole-library lists).
const db = useOwnTestDb("inksearch_");
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

beforeAll(async () => {
  await db.manga.createMany({
    data: comets.map(({ id, title, author, views, ...rest }) => ({
      id,
      slug: id,
      title,
      author,
      views,
      description: "",
      status: "status" in rest ? rest.status : "ONGOING",
    })),
  });
  await db.mangaAltTitle.create({ data: { mangaId: "rain", title: "Comet Rain" } });
});

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
      const seen: string[] = [];
      let after: string | null = null;
      do {
        const page: Page["mangas"] = await search({ search: "comet" }, size, after);
        seen.push(...ids(page));
        after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      } while (after);
      expect(seen).toEqual(BY_RELEVANCE);
    },
  );

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
