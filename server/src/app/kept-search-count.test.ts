import { beforeAll, describe, expect, it } from "vitest";
import { useOwnTestDatabase } from "../test/database.ts";
import { postGraphQL, useTwoCountingInstances } from "../test/http.ts";

// A search's totalCount as each instance keeps it (catalog/search-relevance.ts, keptSearchSize),
// over HTTP on two app instances with pools of their own, on a database of the file's own (other
// files' titles would notify it too), with the response cache off: counted once, and counted
// again by every instance once a title is added, renamed or removed, whoever changed it.
const database = useOwnTestDatabase("inkcount_");
const { db } = database;
const title = (id: string, name: string) => ({
  id,
  slug: id,
  title: name,
  author: "Count Author",
  description: "",
  status: "ONGOING" as const,
});

beforeAll(async () => {
  await db.manga.createMany({
    data: [title("first-star", "Star Count"), title("second-star", "Starlight")],
  });
});
/** how many times each instance counted a search's matches */
const { first, second, reads } = useTwoCountingInstances(database, {
  searchCounts: (sql) => sql.includes('FROM "MangaSearchText"'),
});

async function countOf(
  instance: { url(path?: string): string },
  search: string,
  sort = "POPULARITY",
) {
  const response = await postGraphQL(instance.url("/graphql"), {
    query: `query SearchCount($search: String, $sort: MangaSort) {
      mangas(filter: { search: $search }, sort: $sort, first: 1) { totalCount }
    }`,
    variables: { search, sort },
  });
  const body = (await response.json()) as {
    data?: { mangas: { totalCount: number } };
    errors?: unknown;
  };
  expect(body.errors).toBeUndefined();
  return body.data!.mangas.totalCount;
}

describe("a search's count", () => {
  it("is counted once by an instance while nothing changes the titles", async () => {
    const before = reads.first.searchCounts;
    expect(await countOf(first, "star")).toBe(2);
    expect(await countOf(first, "star")).toBe(2);
    expect(await countOf(first, "starlight")).toBe(1);
    expect(reads.first.searchCounts - before).toBe(2);
  });

  it("is counted once for a page by relevance, whose tiers it sizes, and its count", async () => {
    const before = reads.first.searchCounts;
    expect(await countOf(first, "star count", "RELEVANCE")).toBe(1);
    expect(await countOf(first, "star count", "RELEVANCE")).toBe(1);
    expect(await countOf(first, "star count")).toBe(1);
    expect(reads.first.searchCounts - before).toBe(1);
  });

  it("is not counted again when only views change", async () => {
    expect(await countOf(first, "star")).toBe(2);
    const before = reads.first.searchCounts;
    // as a read is recorded: the title's views follow by trigger
    await db.mangaDailyView.create({ data: { mangaId: "first-star", day: new Date(), views: 10 } });
    expect((await db.manga.findUniqueOrThrow({ where: { id: "first-star" } })).views).toBe(10);
    expect(await countOf(first, "star")).toBe(2);
    expect(reads.first.searchCounts).toBe(before);
  });

  it("is counted again by every instance as titles are added, renamed and removed", async () => {
    expect(await countOf(first, "star")).toBe(2);
    expect(await countOf(second, "star")).toBe(2);

    await db.manga.create({ data: title("third-star", "Star Third") });
    await expect.poll(() => countOf(first, "star")).toBe(3);
    await expect.poll(() => countOf(second, "star")).toBe(3);

    await db.manga.update({ where: { id: "third-star" }, data: { title: "Moon Third" } });
    await expect.poll(() => countOf(first, "star")).toBe(2);
    await expect.poll(() => countOf(second, "moon")).toBe(1);

    await db.mangaAltTitle.create({ data: { mangaId: "third-star", title: "Star Again" } });
    await expect.poll(() => countOf(first, "star")).toBe(3);

    await db.manga.delete({ where: { id: "third-star" } });
    await expect.poll(() => countOf(first, "star")).toBe(2);
    await expect.poll(() => countOf(second, "star")).toBe(2);
  });
});
