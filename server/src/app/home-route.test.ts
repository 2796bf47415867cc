import { print } from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import {
  HomeBlogQueryDocument,
  HomeGenresQueryDocument,
  HomePopularQueryDocument,
  HomeRouteQueryDocument,
  PopularRouteQueryDocument,
} from "../../../web/src/gql/graphql.ts";
import { posts, readers, useBlogScenario } from "../blog/blog.scenarios.ts";
import { NOW, titles, useCatalogScenario } from "../catalog/catalog.scenarios.ts";
import { useCountingGraphQL } from "../test/graphql.ts";
import { everyMangaField, expectAsMangaById } from "../test/manga-fields.ts";

// The home page's queries (the first screen's and one per band, sent at once) and the popular
// page's, as the web app sends them: what they cost in SQL statements, and that their lists, which
// read their titles' cards in their own statements, answer as the titles' own fields do.

const { db, execute, executeWarm } = useCountingGraphQL({ now: NOW });
useCatalogScenario(db, { scheduledChapters: true }); // never on the first featured title's card
useBlogScenario(db);

const { dragon } = titles;

beforeAll(async () => {
  // A live comment and a deleted one on the newest post.
  await db.comment.createMany({
    data: [null, new Date()].map((deletedAt, index) => ({
      id: `home-comment-${index}`,
      postId: posts.actionReview.id,
      authorId: readers.ada.id,
      body: deletedAt ? "" : "Nice list",
      deletedAt,
    })),
  });
});

// A card names its genres from the genre list, which each instance keeps: read here, outside one,
// once per request, it is one statement more for every document that shows cards.
describe("the home and popular pages", () => {
  it.each([
    // the featured titles with their cards and first chapters and the latest releases with theirs,
    // in one statement; and the genre list
    ["HomeRouteQuery", 2, print(HomeRouteQueryDocument), {}],
    // three popular lists in one statement; and the genre list
    ["HomePopularQuery", 2, print(HomePopularQueryDocument), {}],
    // the posts with their authors, likes and comment counts
    ["HomeBlogQuery", 1, print(HomeBlogQueryDocument), {}],
    // the genre's picks with their kept count; the genre list (for the field, and for the filter's
    // genre ids) and the series count are kept by each instance (read each time here, outside one)
    ["HomeGenresQuery", 4, print(HomeGenresQueryDocument), { genres: ["action"] }],
    // the top three and the page in one statement; and the genre list
    ["PopularRouteQuery", 2, print(PopularRouteQueryDocument), { period: "WEEK", first: 20 }],
  ])("answers %s in %i statement(s)", async (_, expected, query, variables) => {
    const { data, statements } = await executeWarm(query, variables);
    expect(data).toBeTruthy();
    expect(statements).toBe(expected);
  });

  it("never shows a chapter scheduled for later on the featured titles' cards", async () => {
    const { data, errors } = await execute<{
      featuredMangas: {
        id: string;
        firstChapter: { number: number };
        latestChapter: { number: number };
      }[];
    }>(print(HomeRouteQueryDocument));
    expect(errors).toBeUndefined();
    expect(data!.featuredMangas[0]).toMatchObject({
      id: dragon.id,
      firstChapter: { number: 1 },
      latestChapter: { number: 4 },
    });
  });

  it("answers every field of the featured and popular titles as manga(id) does", async () => {
    const selection = await everyMangaField(execute);
    const entries = `rank manga { ${selection} }`;
    const { data, errors } = await execute<{
      featuredMangas: { id: string }[];
      byViews: { manga: { id: string } }[];
      byRating: { manga: { id: string } }[];
      page: { edges: { node: { manga: { id: string } } }[] };
    }>(`{
      featuredMangas { ${selection} }
      byViews: popularMangas(period: WEEK, sort: VIEWS, first: 3) { ${entries} }
      byRating: popularMangas(period: WEEK, sort: RATING, first: 3) { ${entries} }
      page: popularMangaConnection(period: ALL_TIME, first: 3, after: null) {
        edges { node { ${entries} } }
      }
    }`);
    expect(errors).toBeUndefined();
    expect(data!.featuredMangas.map((manga) => manga.id)).toContain(dragon.id);
    await expectAsMangaById(execute, selection, [
      ...data!.featuredMangas,
      ...data!.byViews.map((entry) => entry.manga),
      ...data!.byRating.map((entry) => entry.manga),
      ...data!.page.edges.map((edge) => edge.node.manga),
    ]);
  });

  it("answers the featured titles and library pages asked at once as each asked alone", async () => {
    const card = "id slug title rating views isNew isHot latestChapter { id number } genres { id }";
    const lists = [
      `featuredMangas { ${card} firstChapter { id number releasedAt } }`,
      // a cursor of timestamps, and the kept count
      `mangas(sort: LATEST_CHAPTER, first: 3) { totalCount edges { cursor node { ${card} } } }`,
      `mangas(sort: TITLE, first: 2, filter: { statuses: [ONGOING] }) { edges { cursor node { id } } }`,
    ];
    const asked = `{ ${lists.map((list, index) => `l${index}: ${list}`).join("\n")} }`;
    const { data: together, errors, statements } = await execute(asked);
    expect(errors).toBeUndefined();
    expect(statements).toBe(2); // and the genre list

    for (const [index, list] of lists.entries()) {
      const { data: alone } = await execute<{ l: unknown }>(`{ l: ${list} }`);
      expect(together![`l${index}`]).toEqual(alone!.l);
    }
  });

  it("answers the popular lists asked at once as each asked alone", async () => {
    const lists = [
      "popularMangas(period: WEEK, sort: VIEWS, first: 4)",
      "popularMangas(period: WEEK, sort: RATING, first: 4)",
      "popularMangas(period: ALL_TIME, sort: FOLLOWERS, first: 4)",
      "popularMangas(period: MONTH, sort: RANK, first: 2)",
    ];
    const entry = "{ rank periodViews manga { id latestChapter { id } genres { id } } }";
    const { data: together } = await execute<Record<string, unknown>>(
      `{ ${lists.map((list, index) => `l${index}: ${list} ${entry}`).join("\n")} }`,
    );
    for (const [index, list] of lists.entries()) {
      const { data: alone } = await execute<{ l: unknown }>(`{ l: ${list} ${entry} }`);
      expect(together![`l${index}`]).toEqual(alone!.l);
    }
  });

  it("answers the blog band's posts as blogPost(id) does", async () => {
    const selection = `id slug title excerpt imageUrl category featured publishedAt readTimeMinutes
      likes commentCount author { name avatarUrl bio twitter instagram }`;
    const { data, errors } = await execute<{ blogPosts: { edges: { node: { id: string } }[] } }>(
      `{ blogPosts(first: 3) { edges { node { ${selection} } } } }`,
    );
    expect(errors).toBeUndefined();
    const listed = data!.blogPosts.edges.map((edge) => edge.node);
    expect(listed[0]).toMatchObject({ id: posts.actionReview.id, likes: 2, commentCount: 1 });
    for (const post of listed) {
      const { data: one } = await execute<{ blogPost: unknown }>(
        `query ($id: ID!) { blogPost(id: $id) { ${selection} } }`,
        { id: post.id },
      );
      expect(post).toEqual(one!.blogPost);
    }
  });
});
