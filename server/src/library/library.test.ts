import { beforeEach, describe, expect, it } from "vitest";
import { createContext } from "../app/context.ts";
import { useTestDb } from "../test/database.ts";
import { useGraphQL } from "../test/graphql.ts";
import { clearLibraries, mangas, post, readers, useLibraryScenario } from "./library.scenarios.ts";
import { recordReading, toggleFavorite } from "./service.ts";
import { readerStats } from "./figures.ts";

const db = useTestDb();
useLibraryScenario(db);
beforeEach(() => clearLibraries(db));
const now = new Date("2026-03-15T12:00:00.000Z");
const execute = useGraphQL(db, { now });

const ada = { id: readers.ada.id };
const ben = { id: readers.ben.id };
const [tides1, tides2, tides3] = mangas.tides.chapters;
const errorOf = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions;

const TOGGLE_FAVORITE = `mutation ($id: ID!) { toggleFavorite(mangaId: $id) }`;
const RECORD = `mutation ($chapterId: ID!, $page: Int!) {
  recordReading(chapterId: $chapterId, page: $page) { manga { id } chapter { id number } page percent updatedAt }
}`;

describe("favorites", () => {
  it("toggles a title in and out of the reader's favorites, and Manga.isFavorite follows", async () => {
    const isFavorite = async (viewer: { id: string } | null) =>
      (
        await execute<{ manga: { isFavorite: boolean } }>(
          `{ manga(id: "${mangas.tides.id}") { isFavorite } }`,
          {},
          viewer,
        )
      ).data?.manga.isFavorite;

    expect((await execute(TOGGLE_FAVORITE, { id: mangas.tides.id }, ada)).data).toEqual({
      toggleFavorite: true,
    });
    expect(await isFavorite(ada)).toBe(true);
    expect(await isFavorite(ben)).toBe(false);
    expect(await isFavorite(null)).toBe(false);
    expect((await execute(TOGGLE_FAVORITE, { id: mangas.tides.id }, ada)).data).toEqual({
      toggleFavorite: false,
    });
    expect(await isFavorite(ada)).toBe(false);
  });

  it("lists the reader's own favorites, newest first, in pages", async () => {
    await toggleFavorite(
      createContext({ db, viewer: ada, now: new Date("2026-03-01T00:00:00Z") }),
      mangas.tides.id,
    );
    await toggleFavorite(
      createContext({ db, viewer: ada, now: new Date("2026-03-02T00:00:00Z") }),
      mangas.ember.id,
    );
    const FAVORITES = `query ($after: String) { me { favorites(first: 1, after: $after) {
      totalCount edges { node { id } } pageInfo { hasNextPage endCursor } } } }`;
    type Page = {
      me: {
        favorites: {
          totalCount: number;
          edges: { node: { id: string } }[];
          pageInfo: { hasNextPage: boolean; endCursor: string };
        };
      };
    };
    // `me` needs the viewer's row: the test viewer is Ada.
    const first = (await execute<Page>(FAVORITES, {}, ada)).data!.me.favorites;
    expect(first.totalCount).toBe(2);
    expect(first.edges.map((edge) => edge.node.id)).toEqual([mangas.ember.id]);
    const second = (await execute<Page>(FAVORITES, { after: first.pageInfo.endCursor }, ada)).data!
      .me.favorites;
    expect(second.edges.map((edge) => edge.node.id)).toEqual([mangas.tides.id]);
    expect(second.pageInfo.hasNextPage).toBe(false);

    const bens = await execute<Page>(FAVORITES, {}, ben);
    expect(bens.data!.me.favorites.totalCount).toBe(0);
  });

  it("needs a signed-in reader and an existing title", async () => {
    expect(errorOf(await execute(TOGGLE_FAVORITE, { id: mangas.tides.id }))?.code).toBe(
      "UNAUTHENTICATED",
    );
    expect(errorOf(await execute(TOGGLE_FAVORITE, { id: "no-such-manga" }, ada))).toMatchObject({
      code: "BAD_USER_INPUT",
      argumentName: "mangaId",
    });
  });
});

describe("saves and blog likes", () => {
  it("saves a title for its reader only, and counts the reader among its followers", async () => {
    const SAVE = `mutation ($id: ID!) { toggleSave(mangaId: $id) }`;
    const MANGA = `{ manga(id: "${mangas.ember.id}") { isSaved followers } }`;
    expect((await execute(SAVE, { id: mangas.ember.id }, ben)).data).toEqual({ toggleSave: true });
    expect((await execute(MANGA, {}, ben)).data).toEqual({
      manga: { isSaved: true, followers: 1 },
    });
    expect((await execute(MANGA, {}, ada)).data).toEqual({
      manga: { isSaved: false, followers: 1 },
    });
    expect((await execute(SAVE, { id: mangas.ember.id }, ben)).data).toEqual({ toggleSave: false });
  });

  it("likes and unlikes a post, answering the like count", async () => {
    const LIKE = `mutation ($id: ID!) { toggleBlogLike(postId: $id) }`;
    expect((await execute(LIKE, { id: post.id }, ada)).data).toEqual({ toggleBlogLike: 1 });
    expect((await execute(LIKE, { id: post.id }, ben)).data).toEqual({ toggleBlogLike: 2 });
    const liked = await execute(`{ blogPost(id: "${post.id}") { likes likedByMe } }`, {}, ada);
    expect(liked.data).toEqual({ blogPost: { likes: 2, likedByMe: true } });
    expect((await execute(LIKE, { id: post.id }, ada)).data).toEqual({ toggleBlogLike: 1 });
    expect(errorOf(await execute(LIKE, { id: "no-such-post" }, ada))?.argumentName).toBe("postId");
  });
});

describe("reading progress", () => {
  it("keeps one place per title, with the percent of the title read", async () => {
    // Chapter 2 of 3, page 2 of 4: one chapter and half of the next = 50%.
    const result = await execute(RECORD, { chapterId: tides2!.id, page: 2 }, ada);
    expect(result.data).toEqual({
      recordReading: {
        manga: { id: mangas.tides.id },
        chapter: { id: tides2!.id, number: 2 },
        page: 2,
        percent: 50,
        updatedAt: now.toISOString(),
      },
    });
    await execute(RECORD, { chapterId: tides3!.id, page: tides3!.pages }, ada);
    expect(await db.readingProgress.findMany({ where: { userId: ada.id } })).toMatchObject([
      { mangaId: mangas.tides.id, chapterId: tides3!.id, page: tides3!.pages },
    ]);
    expect(await db.readingEvent.count({ where: { userId: ada.id } })).toBe(2);
  });

  it("lets a turn read offline and sent late move the place only when it is the newest", async () => {
    const LATE = `mutation ($chapterId: ID!, $page: Int!, $readAt: DateTime) {
      recordReading(chapterId: $chapterId, page: $page, readAt: $readAt) { chapter { id } page updatedAt }
    }`;
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();
    // Another device read page 2 of chapter 2 an hour ago, and this one page 4 two hours ago.
    await execute(LATE, { chapterId: tides2!.id, page: 2, readAt: hoursAgo(1) }, ada);
    const late = await execute(LATE, { chapterId: tides2!.id, page: 4, readAt: hoursAgo(2) }, ada);
    expect(late.data).toEqual({
      recordReading: { chapter: { id: tides2!.id }, page: 2, updatedAt: hoursAgo(1) },
    });
    // The history keeps the chapter's furthest page, and the stats count the turn when it was read.
    expect(
      await db.readingHistory.findMany({
        where: { userId: ada.id, chapterId: tides2!.id },
        select: { page: true },
      }),
    ).toEqual([{ page: 4 }]);
    expect(
      await db.readingEvent.findMany({ where: { userId: ada.id }, orderBy: { readAt: "asc" } }),
    ).toMatchObject([{ page: 4, readAt: new Date(hoursAgo(2)) }, { page: 2 }]);
    // A newer turn moves it; a clock ahead of the server's counts as now.
    const ahead = await execute(
      LATE,
      { chapterId: tides3!.id, page: 1, readAt: hoursAgo(-5) },
      ada,
    );
    expect(ahead.data).toEqual({
      recordReading: { chapter: { id: tides3!.id }, page: 1, updatedAt: now.toISOString() },
    });
  });

  it("rejects a page outside the chapter and an unknown chapter, storing nothing", async () => {
    for (const page of [0, tides1!.pages + 1]) {
      expect(errorOf(await execute(RECORD, { chapterId: tides1!.id, page }, ada))).toMatchObject({
        code: "BAD_USER_INPUT",
        argumentName: "page",
      });
    }
    expect(errorOf(await execute(RECORD, { chapterId: "nope", page: 1 }, ada))?.argumentName).toBe(
      "chapterId",
    );
    expect(errorOf(await execute(RECORD, { chapterId: tides1!.id, page: 1 }))?.code).toBe(
      "UNAUTHENTICATED",
    );
    expect(await db.readingEvent.count({ where: { userId: ada.id } })).toBe(0);
  });

  it("lists continue-reading most recently read first, each reader their own", async () => {
    const at = (iso: string) => createContext({ db, viewer: ada, now: new Date(iso) });
    await recordReading(at("2026-03-10T10:00:00Z"), { chapterId: tides1!.id, page: 1 });
    await recordReading(at("2026-03-11T10:00:00Z"), {
      chapterId: mangas.ember.chapters[0]!.id,
      page: 1,
    });
    const CONTINUE = `{ me { continueReading { totalCount edges { node { manga { id } page } } } } }`;
    const adas = await execute(CONTINUE, {}, ada);
    expect(adas.data).toEqual({
      me: {
        continueReading: {
          totalCount: 2,
          edges: [
            { node: { manga: { id: mangas.ember.id }, page: 1 } },
            { node: { manga: { id: mangas.tides.id }, page: 1 } },
          ],
        },
      },
    });
    expect((await execute(CONTINUE, {}, ben)).data).toEqual({
      me: { continueReading: { totalCount: 0, edges: [] } },
    });
  });
});

describe("reader stats", () => {
  const STATS = `{ me { stats {
    totalMangaRead favorites currentlyReading readingStreakDays chaptersReadThisMonth hoursReadThisMonth newFavoritesThisMonth
  } } }`;
  const read = (iso: string, chapterId: string, page: number) =>
    recordReading(createContext({ db, viewer: ada, now: new Date(iso) }), { chapterId, page });

  it("computes the dashboard from stored reading and favorites", async () => {
    // Last month: chapter 1 of Tides. This month: a break on the 12th, then the 13th to today (15th).
    await read("2026-02-27T20:00:00Z", tides1!.id, 4);
    await read("2026-03-11T20:00:00Z", tides2!.id, 1);
    await read("2026-03-13T20:00:00Z", tides2!.id, 4);
    await read("2026-03-14T20:00:00Z", tides3!.id, 1);
    // Today: four page turns 2, 3 and 30 minutes apart (the last pause counts as 5).
    await read("2026-03-15T09:00:00Z", tides3!.id, 2);
    await read("2026-03-15T09:02:00Z", mangas.ember.chapters[0]!.id, 1);
    await read("2026-03-15T09:05:00Z", mangas.ember.chapters[0]!.id, 2);
    await read("2026-03-15T09:35:00Z", mangas.ember.chapters[0]!.id, 3);
    await toggleFavorite(
      createContext({ db, viewer: ada, now: new Date("2026-02-20T00:00:00Z") }),
      mangas.ember.id,
    );
    await toggleFavorite(
      createContext({ db, viewer: ada, now: new Date("2026-03-02T00:00:00Z") }),
      mangas.tides.id,
    );

    const { data } = await execute<{ me: { stats: Record<string, number> } }>(STATS, {}, ada);
    expect(data?.me.stats).toEqual({
      totalMangaRead: 2,
      favorites: 2,
      // Tides ends at chapter 3 page 2 of 2, Ember at page 3 of 3: both finished.
      currentlyReading: 0,
      readingStreakDays: 3,
      // Tides 2 and 3, Ember 1
      chaptersReadThisMonth: 3,
      // Pauses this month, each capped at 5 minutes: 5 + 5 + 5 + 2 + 3 + 5 minutes = 25 minutes.
      hoursReadThisMonth: 0.4,
      newFavoritesThisMonth: 1,
    });
  });

  it("counts a streak ending yesterday, and none after a missed day", async () => {
    await read("2026-03-13T08:00:00Z", tides1!.id, 1);
    await read("2026-03-14T08:00:00Z", tides1!.id, 2);
    const statsAt = (iso: string) => readerStats(db, ada.id, new Date(iso));
    expect(await statsAt("2026-03-15T12:00:00Z")).toMatchObject({
      readingStreakDays: 2,
      currentlyReading: 1, // page 2 of 4 in chapter 1
    });
    expect((await statsAt("2026-03-16T12:00:00Z")).readingStreakDays).toBe(0);
  });
});
