import { describe, expect, it } from "vitest";
import { coverUrl } from "../media/urls.ts";
import { useTestDb } from "../test/database.ts";
import { expectingNoErrors, useGraphQL } from "../test/graphql.ts";
import {
  chapterId,
  genres,
  NOW,
  readers,
  titles,
  useCatalogScenario,
} from "./catalog.scenarios.ts";

const db = useTestDb();
useCatalogScenario(db);
const execute = useGraphQL(db, { now: NOW });
const data = expectingNoErrors(execute);

const { dragon, moonlit, iron, garden, teahouse } = titles;

describe("manga", () => {
  const MANGA = `query Manga($id: ID!) { manga(id: $id) { id title } }`;

  it("finds a title by id and by slug", async () => {
    expect(await data(MANGA, { id: dragon.id })).toEqual({
      manga: { id: dragon.id, title: dragon.title },
    });
    expect(await data(MANGA, { id: dragon.slug })).toEqual({
      manga: { id: dragon.id, title: dragon.title },
    });
  });

  it("is null, not an error, for a missing title", async () => {
    expect(await data(MANGA, { id: "no-such-title" })).toEqual({ manga: null });
  });

  it("answers the detail fields from the title's rows", async () => {
    const { manga } = await data<{ manga: Record<string, unknown> }>(
      `query Manga($id: ID!) {
        manga(id: $id) {
          slug coverUrl alternativeTitles status rating releaseYear
          views weeklyViews monthlyViews followers favoritesCount chapterCount
          genres { slug name mangaCount }
          latestChapter { number } firstChapter { number }
          isNew isHot isFavorite
        }
      }`,
      { id: dragon.id },
    );
    expect(manga).toEqual({
      slug: dragon.slug,
      coverUrl: coverUrl(dragon.id),
      alternativeTitles: dragon.alternativeTitles,
      status: dragon.status,
      rating: dragon.rating,
      releaseYear: dragon.releaseYear,
      views: dragon.views,
      weeklyViews: dragon.dailyViews[0] + dragon.dailyViews[3],
      monthlyViews: dragon.dailyViews[0] + dragon.dailyViews[3] + dragon.dailyViews[20],
      followers: 2, // ada and ben saved it
      favoritesCount: 1, // ben
      chapterCount: 4,
      genres: [
        { slug: genres.action.slug, name: genres.action.name, mangaCount: 3 },
        { slug: genres.fantasy.slug, name: genres.fantasy.name, mangaCount: 3 },
      ],
      latestChapter: { number: 4 },
      firstChapter: { number: 1 },
      isNew: true,
      isHot: true,
      isFavorite: false,
    });
  });

  it("is favorite only for a signed-in reader who has it in favorites", async () => {
    const IS_FAVORITE = `query Manga($id: ID!) { manga(id: $id) { isFavorite } }`;
    const ben = { id: readers.ben.id };
    expect(await data(IS_FAVORITE, { id: dragon.id }, ben)).toEqual({
      manga: { isFavorite: true },
    });
    expect(await data(IS_FAVORITE, { id: iron.id }, ben)).toEqual({ manga: { isFavorite: false } });
  });

  it("is new when its latest chapter came out within 7 days, hot when viewed this week", async () => {
    const { mangas } = await data<{
      mangas: { edges: { node: { id: string; isNew: boolean; isHot: boolean } }[] };
    }>(`{ mangas(sort: TITLE) { edges { node { id isNew isHot } } } }`);
    expect(mangas.edges.map((edge) => edge.node)).toEqual([
      { id: dragon.id, isNew: true, isHot: true }, // chapter 2 hours ago
      { id: teahouse.id, isNew: true, isHot: true }, // chapter 20 hours ago
      { id: garden.id, isNew: false, isHot: false }, // no chapters, no views
      { id: iron.id, isNew: false, isHot: false }, // chapter 25 days ago, no views this week
      { id: moonlit.id, isNew: true, isHot: true }, // chapter 5 days ago
    ]);
  });

  it("lists chapters newest first, in pages", async () => {
    const CHAPTERS = `query Chapters($id: ID!, $after: String) {
      manga(id: $id) { chapters(first: 3, after: $after) { edges { node { id } } pageInfo { hasNextPage endCursor } totalCount } }
    }`;
    type Chapters = {
      manga: {
        chapters: {
          edges: { node: { id: string } }[];
          pageInfo: { hasNextPage: boolean; endCursor: string };
          totalCount: number;
        };
      };
    };
    const first = (await data<Chapters>(CHAPTERS, { id: dragon.id })).manga.chapters;
    expect(first.edges.map((edge) => edge.node.id)).toEqual(
      [4, 3, 2].map((n) => chapterId(dragon, n)),
    );
    expect(first.pageInfo.hasNextPage).toBe(true);
    expect(first.totalCount).toBe(4);
    const rest = (
      await data<Chapters>(CHAPTERS, { id: dragon.id, after: first.pageInfo.endCursor })
    ).manga.chapters;
    expect(rest.edges.map((edge) => edge.node.id)).toEqual([chapterId(dragon, 1)]);
    expect(rest.pageInfo.hasNextPage).toBe(false);
  });
});

describe("featuredMangas", () => {
  it("lists the featured titles in carousel order", async () => {
    expect(await data(`{ featuredMangas { id } }`)).toEqual({
      featuredMangas: [{ id: dragon.id }, { id: moonlit.id }],
    });
  });
});

describe("popularMangas", () => {
  const POPULAR = `query Popular($period: PopularPeriod!, $sort: PopularSort, $first: Int) {
    popularMangas(period: $period, sort: $sort, first: $first) { rank periodViews manga { id } }
  }`;
  type Popular = { popularMangas: { rank: number; periodViews: number; manga: { id: string } }[] };
  const entries = async (variables: Record<string, unknown>) =>
    (await data<Popular>(POPULAR, variables)).popularMangas.map(({ rank, periodViews, manga }) => [
      rank,
      periodViews,
      manga.id,
    ]);

  it("ranks by views of the last 7 days for WEEK", async () => {
    expect(await entries({ period: "WEEK" })).toEqual([
      [1, moonlit.dailyViews[2], moonlit.id],
      [2, dragon.dailyViews[0] + dragon.dailyViews[3], dragon.id],
      [3, teahouse.dailyViews[0], teahouse.id],
      [4, 0, garden.id], // ties on 0 views go by id
      [5, 0, iron.id], // 10 days ago is outside the week
    ]);
  });

  it("ranks by views of the last 30 days for MONTH", async () => {
    expect(await entries({ period: "MONTH" })).toEqual([
      [1, iron.dailyViews[10], iron.id],
      [2, dragon.dailyViews[0] + dragon.dailyViews[3] + dragon.dailyViews[20], dragon.id],
      [3, moonlit.dailyViews[2], moonlit.id],
      [4, teahouse.dailyViews[0], teahouse.id],
      [5, 0, garden.id],
    ]);
  });

  it("ranks by all views for ALL_TIME", async () => {
    expect(await entries({ period: "ALL_TIME" })).toEqual([
      [1, iron.views, iron.id],
      [2, dragon.views, dragon.id],
      [3, moonlit.views, moonlit.id],
      [4, teahouse.views, teahouse.id],
      [5, garden.views, garden.id],
    ]);
  });

  it("keeps each title's rank under other sorts", async () => {
    const byRating = await entries({ period: "WEEK", sort: "RATING", first: 3 });
    expect(byRating).toEqual([
      [2, 150, dragon.id],
      [1, 300, moonlit.id], // ties with teahouse on rating; the better rank first
      [3, 10, teahouse.id],
    ]);
    const byFollowers = await entries({ period: "WEEK", sort: "FOLLOWERS", first: 2 });
    expect(byFollowers.map(([, , id]) => id)).toEqual([dragon.id, moonlit.id]); // 2 and 1 followers
    expect(await entries({ period: "WEEK", sort: "RANK" })).toEqual(
      await entries({ period: "WEEK", sort: "VIEWS" }),
    );
  });

  it("orders by followers as the readers' saves come and go", async () => {
    // Two titles of this test's own, so that the scenario's counts stay as other tests expect.
    const ids = ["followed-a", "followed-b"];
    await db.manga.createMany({
      data: ids.map((id) => ({
        id,
        slug: id,
        title: id,
        description: "",
        author: "A",
        status: "ONGOING",
      })),
    });
    const followersOf = async () =>
      (await db.manga.findMany({ where: { id: { in: ids } }, orderBy: { id: "asc" } })).map(
        (manga) => manga.followerCount,
      );
    try {
      // One statement saving both titles for both readers, then one reader's saves going.
      await db.savedManga.createMany({
        data: [readers.ada, readers.ben].flatMap((reader) =>
          ids.map((mangaId) => ({ userId: reader.id, mangaId })),
        ),
      });
      expect(await followersOf()).toEqual([2, 2]);
      await db.savedManga.deleteMany({ where: { userId: readers.ben.id, mangaId: { in: ids } } });
      await db.savedManga.delete({
        where: { userId_mangaId: { userId: readers.ada.id, mangaId: "followed-b" } },
      });
      expect(await followersOf()).toEqual([1, 0]);
      // With 2 followers, as many as dragon (ahead on views) and more than moonlit's 1.
      await db.savedManga.createMany({
        data: [readers.ben.id, readers.ada.id].map((userId) => ({ userId, mangaId: "followed-b" })),
      });
      const byFollowers = await entries({ period: "WEEK", sort: "FOLLOWERS", first: 3 });
      expect(byFollowers.map(([, , id]) => id)).toEqual([dragon.id, "followed-b", moonlit.id]);
    } finally {
      await db.manga.deleteMany({ where: { id: { in: ids } } });
    }
  });

  it("counts the rank of titles tied on views by id under other sorts too", async () => {
    const rankOf = new Map(
      (await entries({ period: "WEEK" })).map(([rank, , id]) => [id as string, rank]),
    );
    const byRating = await entries({ period: "WEEK", sort: "RATING" });
    expect(byRating).toHaveLength(rankOf.size); // garden and iron tie on 0 views: 4 and 5 by id
    for (const [rank, , id] of byRating) expect(rank).toBe(rankOf.get(id as string));
  });

  it("pages the same ranking as a connection, ending on the last page", async () => {
    const PAGE = `query Page($period: PopularPeriod!, $sort: PopularSort, $first: Int, $after: String) {
      popularMangaConnection(period: $period, sort: $sort, first: $first, after: $after) {
        edges { node { rank manga { id } } }
        pageInfo { hasNextPage endCursor }
      }
    }`;
    type Page = {
      popularMangaConnection: {
        edges: { node: { rank: number; manga: { id: string } } }[];
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
      };
    };
    const pages = async (variables: Record<string, unknown>) => {
      const read: { ranks: number[]; hasNextPage: boolean }[] = [];
      let after: string | null = null;
      do {
        const { popularMangaConnection: page }: Page = await data<Page>(PAGE, {
          ...variables,
          after,
        });
        read.push({
          ranks: page.edges.map(({ node }) => node.rank),
          hasNextPage: page.pageInfo.hasNextPage,
        });
        after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      } while (after);
      return read;
    };
    // Five titles: pages of 2, 2 and 1; a page of exactly 5 says at once that none follows.
    expect(await pages({ period: "WEEK", first: 2 })).toEqual([
      { ranks: [1, 2], hasNextPage: true },
      { ranks: [3, 4], hasNextPage: true },
      { ranks: [5], hasNextPage: false },
    ]);
    expect(await pages({ period: "WEEK", first: 5 })).toEqual([
      { ranks: [1, 2, 3, 4, 5], hasNextPage: false },
    ]);
    const byRating = (await pages({ period: "WEEK", sort: "RATING", first: 2 })).flatMap(
      (page) => page.ranks,
    );
    expect(byRating).toEqual(
      (await entries({ period: "WEEK", sort: "RATING" })).map(([rank]) => rank),
    );
  });

  it("rejects first above 100 naming first", async () => {
    const { errors } = await execute(POPULAR, { period: "WEEK", first: 101 });
    expect(errors![0]!.extensions!.code).toBe("BAD_USER_INPUT");
    expect(errors![0]!.message).toContain('"first"');
  });
});

describe("recentUpdates", () => {
  const RECENT = `query Recent($within: ReleaseWindow, $first: Int) {
    recentUpdates(within: $within, first: $first) { manga { id } chapter { id } }
  }`;
  const releases = async (variables: Record<string, unknown>) =>
    (
      await data<{ recentUpdates: { manga: { id: string }; chapter: { id: string } }[] }>(
        RECENT,
        variables,
      )
    ).recentUpdates.map((update) => update.chapter.id);
  const newestFirst = [
    chapterId(dragon, 4), // 2 hours ago
    chapterId(teahouse, 1), // 20 hours
    chapterId(moonlit, 2), // 5 days
    chapterId(dragon, 3), // 8 days
    chapterId(dragon, 2), // 15 days
    chapterId(iron, 1), // 25 days
    chapterId(dragon, 1), // 40 days
    chapterId(moonlit, 1), // 60 days
  ];

  it.each([
    ["TODAY", 2],
    ["WEEK", 3],
    ["MONTH", 6],
    ["ALL_TIME", 8],
  ])("lists releases within %s, newest first", async (within, count) => {
    expect(await releases({ within })).toEqual(newestFirst.slice(0, count));
  });

  it("lists every release without a window, cut to first", async () => {
    expect(await releases({ first: 3 })).toEqual(newestFirst.slice(0, 3));
  });

  it("pairs each chapter with its manga", async () => {
    const { recentUpdates } = await data<{ recentUpdates: { manga: { id: string } }[] }>(RECENT, {
      first: 2,
    });
    expect(recentUpdates.map((update) => update.manga.id)).toEqual([dragon.id, teahouse.id]);
  });

  it("gives the title's and the chapter's fields, a card's and beyond", async () => {
    const { recentUpdates } = await data<{ recentUpdates: unknown[] }>(
      `{ recentUpdates(first: 1) {
        manga { title releaseYear alternativeTitles coverUrl }
        chapter { number releasedAt }
      } }`,
    );
    expect(recentUpdates).toEqual([
      {
        manga: {
          title: dragon.title,
          releaseYear: dragon.releaseYear,
          alternativeTitles: dragon.alternativeTitles,
          coverUrl: coverUrl(dragon.id),
        },
        chapter: { number: 4, releasedAt: dragon.chapters[4].toISOString() },
      },
    ]);
  });
});

describe("genres", () => {
  it("lists every genre with its title count, most titles first", async () => {
    expect(await data(`{ genres { slug mangaCount } }`)).toEqual({
      genres: [
        { slug: genres.action.slug, mangaCount: 3 }, // ties with fantasy: by name
        { slug: genres.fantasy.slug, mangaCount: 3 },
        { slug: genres.romance.slug, mangaCount: 2 },
        { slug: genres.comedy.slug, mangaCount: 0 },
      ],
    });
  });
});
