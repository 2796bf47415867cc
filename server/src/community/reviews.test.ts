import { describe, expect, it } from "vitest";
import { useTestDb } from "../test/database.ts";
import { useGraphQL } from "../test/graphql.ts";
import { communityScenario, errorOf } from "./community.scenarios.ts";

const db = useTestDb();
const { viewers, manga, use } = communityScenario("reviews");
use(db);
const execute = useGraphQL(db, { now: new Date("2026-03-15T12:00:00.000Z") });
const { ada, ben, cy, una } = viewers;

const RATE = `mutation ($mangaId: ID!, $rating: Int!, $body: String, $spoilers: Boolean) {
  rateManga(mangaId: $mangaId, rating: $rating, body: $body, containsSpoilers: $spoilers) {
    id rating body containsSpoilers author { id name } manga { id }
  }
}`;
const rate = (viewer: { id: string } | null, rating: number, body?: string, spoilers?: boolean) =>
  execute<{ rateManga: { id: string; rating: number; body: string | null } }>(
    RATE,
    { mangaId: manga.id, rating, body, spoilers },
    viewer,
  );
const summary = async () =>
  (
    await execute<{ manga: { rating: number; ratingCount: number; ratingDistribution: number[] } }>(
      `{ manga(id: "${manga.id}") { rating ratingCount ratingDistribution } }`,
    )
  ).data!.manga;

describe("ratings", () => {
  it("keep the title's mean (one decimal) and count as ratings are added, replaced and deleted", async () => {
    expect(await summary()).toEqual({
      rating: 0,
      ratingCount: 0,
      ratingDistribution: Array(10).fill(0),
    });

    await rate(ada, 9);
    await rate(ben, 6);
    await rate(cy, 8);
    expect(await summary()).toMatchObject({ rating: 7.7, ratingCount: 3 });

    await rate(ben, 10); // rating again replaces
    const after = await summary();
    expect(after).toMatchObject({ rating: 9, ratingCount: 3 });
    expect(after.ratingDistribution).toEqual([0, 0, 0, 0, 0, 0, 0, 1, 1, 1]);

    const deleted = await execute(`mutation { deleteMyReview(mangaId: "${manga.id}") }`, {}, ada);
    expect(deleted.data).toEqual({ deleteMyReview: true });
    expect(await summary()).toMatchObject({ rating: 9, ratingCount: 2 });
    const again = await execute(`mutation { deleteMyReview(mangaId: "${manga.id}") }`, {}, ada);
    expect(again.data).toEqual({ deleteMyReview: false });
  });

  it("show the reader's own rating as myReview, and null when signed out or unrated", async () => {
    await rate(ada, 7, "Slow start, great finish.", true);
    const MINE = `{ manga(id: "${manga.id}") { myReview { rating body containsSpoilers } } }`;
    expect((await execute(MINE, {}, ada)).data).toEqual({
      manga: { myReview: { rating: 7, body: "Slow start, great finish.", containsSpoilers: true } },
    });
    expect((await execute(MINE, {}, ben)).data).toEqual({ manga: { myReview: null } });
    expect((await execute(MINE)).data).toEqual({ manga: { myReview: null } });
  });

  it("need a signed-in reader with a verified address", async () => {
    expect(errorOf(await rate(null, 8))).toMatchObject({ code: "UNAUTHENTICATED" });
    expect(errorOf(await rate(una, 8))).toMatchObject({ code: "FORBIDDEN" });
    expect(await summary()).toMatchObject({ ratingCount: 0 });
  });

  it.each([
    ["a rating of 0", 0, undefined, "rating"],
    ["a rating of 11", 11, undefined, "rating"],
    ["a blank review", 8, "  \n ", "body"],
    ["a review over 5,000 characters", 8, "x".repeat(5001), "body"],
  ])("refuse %s with BAD_USER_INPUT naming the field", async (_, rating, body, field) => {
    const result = await rate(ada, rating, body);
    expect(errorOf(result)).toEqual({ code: "BAD_USER_INPUT", argumentName: field });
    expect(await summary()).toMatchObject({ ratingCount: 0 });
  });

  it("store a review as typed, markup included, up to 5,000 characters", async () => {
    const body = `<b>bold?</b> & "quotes"\n\n${"y".repeat(4950)}`;
    const result = await rate(ada, 8, body);
    expect(result.data?.rateManga.body).toBe(body);
  });

  it("refuse an unknown title with BAD_USER_INPUT", async () => {
    const result = await execute(RATE, { mangaId: "no-such-title", rating: 5 }, ada);
    expect(errorOf(result)).toEqual({ code: "BAD_USER_INPUT", argumentName: "mangaId" });
  });

  it("allow 5 rating writes a minute per reader, then answer RATE_LIMITED", async () => {
    for (let write = 1; write <= 5; write++)
      expect((await rate(ada, write)).errors).toBeUndefined();
    expect(errorOf(await rate(ada, 6))).toMatchObject({ code: "RATE_LIMITED" });
    expect((await rate(ben, 6)).errors).toBeUndefined(); // another reader's budget
  });
});

const REVIEWS = `query ($id: ID!, $sort: ReviewSort, $first: Int, $after: String) {
  manga(id: $id) { reviews(sort: $sort, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { body rating helpfulCount markedHelpfulByMe author { name } } }
  } }
}`;
type ReviewPage = {
  manga: {
    reviews: {
      totalCount: number;
      pageInfo: { hasNextPage: boolean; endCursor: string };
      edges: {
        node: { body: string; rating: number; helpfulCount: number; markedHelpfulByMe: boolean };
      }[];
    };
  };
};
const reviewsPage = async (
  variables: Record<string, unknown>,
  viewer: { id: string } | null = null,
) => {
  const result = await execute<ReviewPage>(REVIEWS, { id: manga.id, ...variables }, viewer);
  expect(result.errors).toBeUndefined();
  return result.data!.manga.reviews;
};
const bodies = (page: ReviewPage["manga"]["reviews"]) => page.edges.map((edge) => edge.node.body);
const TOGGLE = `mutation ($id: ID!) { toggleReviewHelpful(reviewId: $id) }`;

describe("reviews", () => {
  it("list only ratings with words, by each sort, in pages", async () => {
    const ids: Record<string, string> = {};
    ids.ada = (await rate(ada, 9, "Ada loved it")).data!.rateManga.id;
    ids.ben = (await rate(ben, 4, "Ben did not")).data!.rateManga.id;
    await rate(cy, 7); // no words: counted in the mean, not listed
    await execute(TOGGLE, { id: ids.ben }, cy);

    const newest = await reviewsPage({});
    expect(newest.totalCount).toBe(2);
    expect(bodies(newest)).toEqual(["Ben did not", "Ada loved it"]);
    expect(bodies(await reviewsPage({ sort: "RATING_HIGH" }))).toEqual([
      "Ada loved it",
      "Ben did not",
    ]);
    expect(bodies(await reviewsPage({ sort: "RATING_LOW" }))).toEqual([
      "Ben did not",
      "Ada loved it",
    ]);
    expect(bodies(await reviewsPage({ sort: "HELPFUL" }))).toEqual(["Ben did not", "Ada loved it"]);

    for (const sort of ["NEWEST", "HELPFUL", "RATING_HIGH", "RATING_LOW"]) {
      const first = await reviewsPage({ sort, first: 1 });
      expect(first.pageInfo.hasNextPage).toBe(true);
      const second = await reviewsPage({ sort, first: 1, after: first.pageInfo.endCursor });
      expect(second.pageInfo.hasNextPage).toBe(false);
      expect([...bodies(first), ...bodies(second)].sort()).toEqual(["Ada loved it", "Ben did not"]);
    }
  });

  it("toggle helpful marks, counted per reader; marking one's own review is FORBIDDEN", async () => {
    const id = (await rate(ada, 9, "Ada loved it")).data!.rateManga.id;
    expect((await execute(TOGGLE, { id }, ben)).data).toEqual({ toggleReviewHelpful: 1 });
    expect((await execute(TOGGLE, { id }, cy)).data).toEqual({ toggleReviewHelpful: 2 });
    expect((await reviewsPage({}, ben)).edges[0]!.node).toMatchObject({
      helpfulCount: 2,
      markedHelpfulByMe: true,
    });
    expect((await reviewsPage({})).edges[0]!.node.markedHelpfulByMe).toBe(false);
    expect((await execute(TOGGLE, { id }, ben)).data).toEqual({ toggleReviewHelpful: 1 });
    expect(errorOf(await execute(TOGGLE, { id }, ada))).toMatchObject({ code: "FORBIDDEN" });
    expect(errorOf(await execute(TOGGLE, { id }, null))).toMatchObject({ code: "UNAUTHENTICATED" });
  });
});

describe("PublicUser", () => {
  it("exposes only an id, a name and an avatar", async () => {
    const result = await execute<{ __type: { fields: { name: string }[] } }>(
      `{ __type(name: "PublicUser") { fields { name } } }`,
    );
    expect(result.data!.__type.fields.map((field) => field.name).sort()).toEqual([
      "avatarUrl",
      "id",
      "name",
    ]);
  });
});
