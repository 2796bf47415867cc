import { print } from "graphql";
import { describe, expect, it } from "vitest";
import { ReaderRouteQueryDocument } from "../../../web/src/gql/graphql.ts";
import {
  chapterId,
  NOW,
  PAGES_PER_CHAPTER,
  titles,
  useCatalogScenario,
} from "../catalog/catalog.scenarios.ts";
import { startOfUtcDay } from "../catalog/time-windows.ts";
import { pageImageUrl } from "../media/urls.ts";
import { useCountingGraphQL } from "../test/graphql.ts";

const { db, execute } = useCountingGraphQL({ now: NOW });
useCatalogScenario(db);

const { dragon, moonlit, garden } = titles;

const CHAPTER = `query Chapter($mangaId: ID!, $number: Float!) {
  chapter(mangaId: $mangaId, number: $number) {
    id number title releasedAt pageCount isNew
    manga { id }
    pages { number imageUrl width height }
    previous { number }
    next { number }
  }
}`;

interface ChapterData {
  chapter: {
    id: string;
    number: number;
    releasedAt: string;
    pageCount: number;
    isNew: boolean;
    manga: { id: string };
    pages: { number: number; imageUrl: string; width: number; height: number }[];
    previous: { number: number } | null;
    next: { number: number } | null;
  } | null;
}

async function chapter(mangaId: string, number: number) {
  const { data, errors } = await execute<ChapterData>(CHAPTER, { mangaId, number });
  expect(errors).toBeUndefined();
  return data!.chapter;
}

describe("chapter", () => {
  it("finds a chapter by its manga's id or slug and its number", async () => {
    const byId = await chapter(dragon.id, 3);
    expect(byId).toMatchObject({
      id: chapterId(dragon, 3),
      number: 3,
      releasedAt: dragon.chapters[3].toISOString(),
      manga: { id: dragon.id },
    });
    expect(await chapter(dragon.slug, 3)).toEqual(byId);
  });

  it("is null for a missing chapter or manga", async () => {
    expect(await chapter(dragon.id, 99)).toBeNull();
    expect(await chapter(garden.id, 1)).toBeNull();
    expect(await chapter("no-such-title", 1)).toBeNull();
  });

  it("refuses a negative chapter number as BAD_USER_INPUT naming it", async () => {
    const { data, errors } = await execute(`{ chapter(mangaId: "x", number: -1) { id } }`);
    expect(data).toEqual({ chapter: null });
    expect(errors?.map((error) => error.extensions)).toEqual([
      expect.objectContaining({ code: "BAD_USER_INPUT", argumentName: "number" }),
    ]);
  });

  it("lists its pages in order with their images and sizes", async () => {
    const { pages, pageCount } = (await chapter(dragon.id, 4))!;
    expect(pageCount).toBe(PAGES_PER_CHAPTER);
    expect(pages).toEqual(
      Array.from({ length: PAGES_PER_CHAPTER }, (_, index) => ({
        number: index + 1,
        imageUrl: pageImageUrl(chapterId(dragon, 4), index + 1),
        width: 800,
        height: 1200,
      })),
    );
  });

  it("links to the previous and next chapters, with null at either end", async () => {
    expect(await chapter(dragon.id, 1)).toMatchObject({ previous: null, next: { number: 2 } });
    expect(await chapter(dragon.id, 2)).toMatchObject({
      previous: { number: 1 },
      next: { number: 3 },
    });
    expect(await chapter(dragon.id, 4)).toMatchObject({ previous: { number: 3 }, next: null });
  });

  it("neither opens nor links to a chapter scheduled for later", async () => {
    const scheduled = await db.chapter.create({
      data: { mangaId: dragon.id, number: 5, releasedAt: new Date(Date.now() + 86_400_000) },
    });
    try {
      expect(await chapter(dragon.id, 5)).toBeNull();
      expect(await chapter(dragon.id, 4)).toMatchObject({ next: null });
    } finally {
      await db.chapter.delete({ where: { id: scheduled.id } });
    }
  });

  it("links each chapter of a list to its neighbours", async () => {
    const { data, errors } = await execute(
      `query Neighbours($id: ID!) { manga(id: $id) { chapters(first: 10) { edges { node {
        number previous { number } next { number }
      } } } } }`,
      { id: dragon.id },
    );
    expect(errors).toBeUndefined();
    expect(data).toEqual({
      manga: {
        chapters: {
          edges: [4, 3, 2, 1].map((number) => ({
            node: {
              number,
              previous: number > 1 ? { number: number - 1 } : null,
              next: number < 4 ? { number: number + 1 } : null,
            },
          })),
        },
      },
    });
  });

  it("answers the reader's whole route query in one statement for a visitor", async () => {
    const { data, errors, statements } = await execute(print(ReaderRouteQueryDocument), {
      mangaId: dragon.slug,
      number: 3,
    });
    expect(errors).toBeUndefined();
    expect(statements).toBe(1);
    const pages = (number: number) =>
      Array.from({ length: PAGES_PER_CHAPTER }, (_, index) => ({
        number: index + 1,
        imageUrl: pageImageUrl(chapterId(dragon, number), index + 1),
        width: 800,
        height: 1200,
      }));
    expect(data).toMatchObject({
      chapter: {
        id: chapterId(dragon, 3),
        number: 3,
        pageCount: PAGES_PER_CHAPTER,
        manga: { id: dragon.id, title: dragon.title, status: dragon.status, isSaved: false },
        pages: pages(3),
        previous: { id: chapterId(dragon, 2), number: 2, pageCount: PAGES_PER_CHAPTER },
        next: { id: chapterId(dragon, 4), number: 4, pages: pages(4) },
      },
      me: null,
    });
  });

  it("is new when it is one of the three newest of its manga", async () => {
    const isNew = await Promise.all(
      [1, 2, 3, 4].map(async (number) => (await chapter(dragon.id, number))!.isNew),
    );
    expect(isNew).toEqual([false, true, true, true]);
    expect((await chapter(moonlit.id, 1))!.isNew).toBe(true);
  });
});

describe("recordChapterView", () => {
  const RECORD = `mutation Record($chapterId: ID!) { recordChapterView(chapterId: $chapterId) { id views manga { views } } }`;
  const today = startOfUtcDay(NOW);

  it("counts a read on the chapter, today's views and the manga's total", async () => {
    const readChapter = chapterId(dragon, 4);
    const { data, errors } = await execute(RECORD, { chapterId: readChapter });
    expect(errors).toBeUndefined();
    expect(data).toEqual({
      recordChapterView: { id: readChapter, views: 1, manga: { views: dragon.views + 1 } },
    });
    const todays = await db.mangaDailyView.findUnique({
      where: { mangaId_day: { mangaId: dragon.id, day: today } },
    });
    expect(todays?.views).toBe(dragon.dailyViews[0] + 1);
  });

  it("starts today's count for a title not read yet today", async () => {
    const { data } = await execute(RECORD, { chapterId: chapterId(moonlit, 1) });
    expect(data).toEqual({
      recordChapterView: {
        id: chapterId(moonlit, 1),
        views: 1,
        manga: { views: moonlit.views + 1 },
      },
    });
    const todays = await db.mangaDailyView.findUnique({
      where: { mangaId_day: { mangaId: moonlit.id, day: today } },
    });
    expect(todays?.views).toBe(1);
  });

  it("counts a visitor once an hour, whatever the requests or aliases", async () => {
    const viewed = chapterId(dragon, 2);
    const ALIASED = `mutation { ${Array.from({ length: 15 }, (_, n) => `v${n}: recordChapterView(chapterId: "${viewed}") { id }`).join(" ")} }`;
    const visitor = { id: "reader-test-visitor", sessionId: "reader-test-session" };
    const views = async () => (await db.chapter.findUniqueOrThrow({ where: { id: viewed } })).views;
    const before = await views();
    const attacks = await Promise.all(Array.from({ length: 20 }, () => execute(ALIASED)));
    for (const { errors } of attacks) {
      expect(errors?.[0]?.extensions).toMatchObject({
        code: "BAD_USER_INPUT",
        argumentName: "recordChapterView",
      });
    }
    expect(await views()).toBe(before);
    // Through a fragment too.
    const { errors } = await execute(
      `mutation { ...Views } fragment Views on Mutation { a: recordChapterView(chapterId: "${viewed}") { id } b: recordBlogView(postId: "x") { id } }`,
    );
    expect(errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    await Promise.all(Array.from({ length: 20 }, () => execute(RECORD, { chapterId: viewed })));
    await Promise.all(
      Array.from({ length: 5 }, () => execute(RECORD, { chapterId: viewed }, visitor)),
    );
    expect(await views()).toBe(before + 2);
  });

  it("is null and counts nothing for a missing chapter", async () => {
    const before = await db.mangaDailyView.aggregate({ _sum: { views: true } });
    const { data, errors } = await execute(RECORD, { chapterId: "no-such-chapter" });
    expect(errors).toBeUndefined();
    expect(data).toEqual({ recordChapterView: null });
    expect(await db.mangaDailyView.aggregate({ _sum: { views: true } })).toEqual(before);
  });
});
