import { print } from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { DashboardRouteQueryDocument } from "../../../web/src/gql/graphql.ts";
import { avatarUrl } from "../accounts/avatars.ts";
import { mangas, readers, useLibraryScenario } from "../library/library.scenarios.ts";
import { recordReading, toggleFavorite, toggleSave } from "../library/service.ts";
import type { Viewer } from "../lib/context.ts";
import { useCountingGraphQL } from "../test/graphql.ts";
import { everyMangaField, expectAsMangaById } from "../test/manga-fields.ts";
import { createContext } from "./context.ts";

// The dashboard's query as the web app sends it: what it costs in SQL statements, that each
// reader's lists, counts and figures are their own, and that what the lists read with their rows
// (for the loaders of their items' fields) answers as those loaders do.

const now = new Date("2026-03-15T12:00:00.000Z");
const { db, execute, executeWarm } = useCountingGraphQL({ now });
useLibraryScenario(db);
const query = print(DashboardRouteQueryDocument);

const ada = { id: readers.ada.id };
const ben = { id: readers.ben.id };
const [tides1, tides2] = mangas.tides.chapters;
const [ember1] = mangas.ember.chapters;
const avatarChangedAt = new Date("2026-03-01T08:00:00.000Z");

beforeAll(async () => {
  const at = (viewer: Viewer, time: string) => createContext({ db, viewer, now: new Date(time) });
  await recordReading(at(ada, "2026-03-14T10:00:00Z"), { chapterId: tides2!.id, page: 2 });
  await recordReading(at(ada, "2026-03-14T10:03:00Z"), { chapterId: ember1!.id, page: 3 });
  await toggleFavorite(at(ada, "2026-03-02T00:00:00Z"), mangas.tides.id);
  await toggleSave(at(ada, "2026-03-03T00:00:00Z"), mangas.ember.id);
  await recordReading(at(ben, "2026-02-13T09:00:00Z"), { chapterId: tides1!.id, page: 1 });
  await toggleFavorite(at(ben, "2026-02-02T00:00:00Z"), mangas.ember.id);
  await toggleSave(at(ben, "2026-03-05T00:00:00Z"), mangas.tides.id);
  await toggleSave(at(ben, "2026-03-06T00:00:00Z"), mangas.ember.id);
  await db.userAvatar.create({
    data: { userId: ben.id, contentType: "image/png", data: Buffer.from([1]) },
  });
  await db.userAvatar.update({ where: { userId: ben.id }, data: { updatedAt: avatarChangedAt } });
});

const tab = (on: "reading" | "all") => ({
  withReading: true,
  withFavorites: on === "all",
  withHistory: on === "all",
  withSaved: on === "all",
});

interface Dashboard {
  me: {
    id: string;
    avatarUrl: string | null;
    plan: { id: string; name: string };
    stats: Record<string, number>;
    continueReading: {
      totalCount: number;
      edges: {
        node: { manga: { id: string }; chapter: { id: string }; page: number; percent: number };
      }[];
    };
    favorites: { totalCount: number; edges: { node: { id: string } }[] };
    history: { totalCount: number; edges: { node: { chapter: { id: string }; page: number } }[] };
    saved: { totalCount: number; edges: { node: { id: string } }[] };
  };
}

/** The reader's lists as ids, with their counts. */
const outline = ({ me }: Dashboard) => ({
  id: me.id,
  avatarUrl: me.avatarUrl,
  plan: me.plan,
  stats: me.stats,
  reading: [
    me.continueReading.totalCount,
    me.continueReading.edges.map(({ node }) => [
      node.manga.id,
      node.chapter.id,
      node.page,
      node.percent,
    ]),
  ],
  favorites: [me.favorites.totalCount, me.favorites.edges.map(({ node }) => node.id)],
  history: [
    me.history.totalCount,
    me.history.edges.map(({ node }) => [node.chapter.id, node.page]),
  ],
  saved: [me.saved.totalCount, me.saved.edges.map(({ node }) => node.id)],
});

interface Chapter {
  id: string;
  number: number;
  mangaId: { id: string };
}

describe("the dashboard", () => {
  it.each([
    // the reader with their plan and avatar; the figures with every list's count; the places
    // with their titles' cards, chapters and positions
    ["the default tab", 3, tab("reading")],
    // and the favorites and saved titles with their cards, the history with its chapters, and the
    // genre list that names the cards' genres (each instance keeps it; read here, outside one,
    // once per request)
    ["every tab", 7, tab("all")],
  ])("answers DashboardRouteQuery for %s in %i statements", async (_, expected, variables) => {
    const { data, statements } = await executeWarm(query, variables, ada);
    expect(data?.me).toBeTruthy();
    expect(statements).toBe(expected);
  });

  // A client may ask a list's totalCount through a fragment, as colocated fragments do: it is read
  // with the page all the same.
  const listTypes: Record<string, string> = {
    continueReading: "ReadingProgressConnection",
    favorites: "MangaConnection",
    history: "HistoryEntryConnection",
    saved: "MangaConnection",
  };
  const countsThrough = (fragment: (type: string) => string) =>
    query.replace(
      /\b(continueReading|favorites|history|saved)(\(.*\{\s*)totalCount/g,
      (_, list: string, rest: string) => `${list}${rest}${fragment(listTypes[list]!)}`,
    );
  const countFragments = [...new Set(Object.values(listTypes))].map(
    (type) => `fragment ${type}Count on ${type} { totalCount }`,
  );
  const spreadsOnly = countsThrough((type) => `...${type}Count`);
  const spreads = [spreadsOnly, ...countFragments].join("\n");
  const inline = countsThrough((type) => `... on ${type} { totalCount }`);

  it.each([
    ["the default tab", 3, tab("reading")],
    ["every tab", 7, tab("all")],
  ])(
    "answers DashboardRouteQuery with its counts in fragments for %s in %i statements",
    async (_, expected, variables) => {
      expect(spreadsOnly).not.toContain("totalCount"); // every list's count went into a fragment
      const direct = await execute(query, variables, ada);
      for (const through of [spreads, inline]) {
        const { data, statements } = await executeWarm(through, variables, ada);
        expect({ data, statements }).toEqual({ data: direct.data, statements: expected });
      }
    },
  );

  it("answers each reader's own lists, counts and figures", async () => {
    const dashboardOf = async (viewer: Viewer) => {
      const { data, errors } = await execute<Dashboard>(query, tab("all"), viewer);
      expect(errors).toBeUndefined();
      return outline(data!);
    };
    const plan = { id: readers.ada.planId, name: "Free" };
    expect(await dashboardOf(ada)).toEqual({
      id: ada.id,
      avatarUrl: null,
      plan,
      stats: {
        totalMangaRead: 2,
        favorites: 1,
        currentlyReading: 1, // Tides at chapter 2; Ember at the last page of its only chapter
        readingStreakDays: 1,
        chaptersReadThisMonth: 2,
        hoursReadThisMonth: 0.1, // one pause of 3 minutes
        newFavoritesThisMonth: 1,
      },
      reading: [
        2,
        [
          [mangas.ember.id, ember1!.id, 3, 100],
          [mangas.tides.id, tides2!.id, 2, 50],
        ],
      ],
      favorites: [1, [mangas.tides.id]],
      history: [
        2,
        [
          [ember1!.id, 3],
          [tides2!.id, 2],
        ],
      ],
      saved: [1, [mangas.ember.id]],
    });
    expect(await dashboardOf(ben)).toEqual({
      id: ben.id,
      avatarUrl: avatarUrl(ben.id, avatarChangedAt),
      plan,
      stats: {
        totalMangaRead: 1,
        favorites: 1,
        currentlyReading: 1,
        readingStreakDays: 0,
        chaptersReadThisMonth: 0,
        hoursReadThisMonth: 0,
        newFavoritesThisMonth: 0,
      },
      reading: [1, [[mangas.tides.id, tides1!.id, 1, 8]]],
      favorites: [1, [mangas.ember.id]],
      history: [1, [[tides1!.id, 1]]],
      saved: [2, [mangas.ember.id, mangas.tides.id]],
    });
    const { data } = await execute(query, tab("all"));
    expect(data).toEqual({ me: null });
  });

  it("answers the tabs' counts as the lists' own pages do", async () => {
    const COUNTS = `{ me {
      continueReading(first: 0) { totalCount pageInfo { hasNextPage endCursor } edges { cursor } }
      favorites(first: 0) { totalCount pageInfo { hasNextPage endCursor } edges { cursor } }
      history(first: 0) { pageInfo { hasNextPage endCursor } edges { cursor } }
      saved(first: 0) { edges { cursor } pageInfo { hasNextPage } } } }`;
    const empty = (totalCount?: number) => ({
      ...(totalCount === undefined ? {} : { totalCount }),
      pageInfo: { hasNextPage: totalCount !== 0, endCursor: null },
      edges: [],
    });
    await db.favorite.deleteMany({ where: { userId: ben.id } });
    expect((await execute(COUNTS, {}, ben)).data).toEqual({
      me: {
        continueReading: empty(1),
        favorites: empty(0),
        history: empty(),
        saved: { edges: [], pageInfo: { hasNextPage: true } },
      },
    });
    await toggleFavorite(
      createContext({ db, viewer: ben, now: new Date("2026-02-02T00:00:00Z") }),
      mangas.ember.id,
    );
  });

  it("pages through each list after its cursor", async () => {
    const PAGES = `query ($reading: String, $history: String, $saved: String) { me {
      continueReading(first: 1, after: $reading) { totalCount edges { node { manga { id } } } pageInfo { hasNextPage endCursor } }
      history(first: 1, after: $history) { totalCount edges { node { chapter { id } } } pageInfo { hasNextPage endCursor } }
      saved(first: 1, after: $saved) { totalCount edges { node { id } } pageInfo { hasNextPage endCursor } } } }`;
    type Page = {
      totalCount: number;
      edges: { node: unknown }[];
      pageInfo: { hasNextPage: boolean; endCursor: string };
    };
    type Pages = { me: { continueReading: Page; history: Page; saved: Page } };
    const first = (await execute<Pages>(PAGES, {}, ada)).data!.me;
    expect(first.continueReading.edges).toEqual([{ node: { manga: { id: mangas.ember.id } } }]);
    expect(first.history.edges).toEqual([{ node: { chapter: { id: ember1!.id } } }]);
    const { data, errors } = await execute<Pages>(
      PAGES,
      {
        reading: first.continueReading.pageInfo.endCursor,
        history: first.history.pageInfo.endCursor,
        saved: first.saved.pageInfo.endCursor,
      },
      ada,
    );
    expect(errors).toBeUndefined();
    const second = data!.me;
    expect(second.continueReading).toMatchObject({
      totalCount: 2,
      edges: [{ node: { manga: { id: mangas.tides.id } } }],
      pageInfo: { hasNextPage: false },
    });
    expect(second.history).toMatchObject({
      totalCount: 2,
      edges: [{ node: { chapter: { id: tides2!.id } } }],
      pageInfo: { hasNextPage: false },
    });
    expect(second.saved).toMatchObject({
      totalCount: 1,
      edges: [],
      pageInfo: { hasNextPage: false },
    });
    const foreign = await execute(PAGES, { saved: first.history.pageInfo.endCursor }, ada);
    expect(foreign.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT" });
  });

  it("answers the plan as the plans' list does", async () => {
    const PLAN = `id name description monthlyPrice yearlyPrice yearlySavingsPercent features limitations popular`;
    const { data, errors } = await execute<{ me: { plan: { id: string } } }>(
      `{ me { plan { ${PLAN} } } }`,
      {},
      ada,
    );
    expect(errors).toBeUndefined();
    const plans = await execute<{ plans: { id: string }[] }>(`{ plans { ${PLAN} } }`);
    expect(data!.me.plan).toEqual(plans.data!.plans.find((plan) => plan.id === data!.me.plan.id));
  });

  it("answers the lists' titles and chapters as their fields' own loaders do", async () => {
    const fields = await everyMangaField(execute);
    const CHAPTER = `id mangaId: manga { id } number title releasedAt views pageCount isNew`;
    const { data, errors } = await execute<{
      me: {
        continueReading: { edges: { node: { manga: { id: string }; chapter: unknown } }[] };
        favorites: { edges: { node: { id: string } }[] };
        saved: { edges: { node: { id: string } }[] };
        history: { edges: { node: { chapter: Chapter; title: { manga: { id: string } } } }[] };
      };
    }>(
      `{ me {
        continueReading { edges { node { manga { ${fields} } chapter { ${CHAPTER} } } } }
        favorites { edges { node { ${fields} } } }
        saved { edges { node { ${fields} } } }
        history { edges { node { chapter { ${CHAPTER} } title: chapter { manga { ${fields} } } } } } } }`,
      {},
      ada,
    );
    expect(errors).toBeUndefined();
    const { continueReading, favorites, saved, history } = data!.me;
    await expectAsMangaById(
      execute,
      fields,
      [
        ...continueReading.edges.map(({ node }) => node.manga),
        ...favorites.edges.map(({ node }) => node),
        ...saved.edges.map(({ node }) => node),
        ...history.edges.map(({ node }) => node.title.manga),
      ],
      ada,
    );
    const chapters = [
      ...continueReading.edges.map(({ node }) => node.chapter as Chapter),
      ...history.edges.map(({ node }) => node.chapter),
    ];
    expect(chapters).toHaveLength(4);
    for (const chapter of chapters) {
      const { data: one } = await execute<{ chapter: Chapter }>(
        `query ($id: ID!, $number: Float!) { chapter(mangaId: $id, number: $number) { ${CHAPTER} } }`,
        { id: chapter.mangaId.id, number: chapter.number },
      );
      expect(chapter).toEqual(one!.chapter);
    }
  });
});
