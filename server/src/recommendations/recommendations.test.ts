import { print } from "graphql";
import { TestClock } from "pg-boss";
import { HomeRecommendationsQueryDocument } from "../../../web/src/gql/graphql.ts";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startJobRunner } from "../app/jobs.ts";
import { expectingNoErrors, useCountingGraphQL } from "../test/graphql.ts";
import { eventually } from "../test/jobs.ts";
import { everyMangaField, expectAsMangaById } from "../test/manga-fields.ts";
import { refreshNeighbours } from "./refresh.ts";
import {
  clearTestReaders,
  NOW,
  readers,
  recordRead,
  titles,
  useRecommendationsScenario,
} from "./recommendations.scenarios.ts";

const { db, url, execute, executeWarm } = useCountingGraphQL({ now: NOW, ownDatabase: "recs" });
useRecommendationsScenario(db);
beforeAll(() => refreshNeighbours(db));
beforeEach(() => clearTestReaders(db));
const data = expectingNoErrors(execute);

const { alpha, bravo, charlie, delta, echo, foxtrot, golf, hotel } = titles;
const ada = { id: readers.ada.id };
const ben = { id: readers.ben.id };
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

const ids = (mangas: { id: string }[]) => mangas.map((manga) => manga.id);

async function related(manga: { id: string }, first?: number) {
  const result = await data<{ manga: { related: { id: string }[] } }>(
    `query ($id: ID!, $first: Int) { manga(id: $id) { related(first: $first) { id } } }`,
    { id: manga.id, first },
  );
  return ids(result.manga.related);
}

async function recommendations(viewer: { id: string }, first = 3) {
  const result = await data<{ me: { recommendations: { id: string }[] } }>(
    `query ($first: Int) { me { recommendations(first: $first) { id } } }`,
    { first },
    viewer,
  );
  return ids(result.me.recommendations);
}

async function rows(viewer: { id: string }) {
  const result = await data<{
    me: { becauseYouRead: { because: { id: string }; titles: { id: string }[] }[] };
  }>(`{ me { becauseYouRead { because { id } titles { id } } } }`, {}, viewer);
  return result.me.becauseYouRead.map((row) => [row.because.id, ids(row.titles)]);
}

describe("neighbours", () => {
  it("relates two titles only when at least 3 readers share them", async () => {
    const neighbours = await db.mangaNeighbor.findMany({
      orderBy: [{ mangaId: "asc" }, { rank: "asc" }],
      select: { mangaId: true, neighborId: true },
    });
    const pairs = neighbours.map((pair) => `${pair.mangaId} ${pair.neighborId}`);
    expect(pairs.sort()).toEqual(
      [
        [alpha, bravo],
        [alpha, echo],
        [bravo, alpha],
        [bravo, delta],
        [bravo, echo],
        [delta, bravo],
        [echo, alpha],
        [echo, bravo],
      ]
        .map(([a, b]) => `${a!.id} ${b!.id}`)
        .sort(),
    ); // alpha-charlie, alpha-delta and delta-echo have 2 readers in common
  });

  it("replaces the table on a second refresh, and follows what readers did since", async () => {
    await db.favorite.create({ data: { userId: readers.r3.id, mangaId: charlie.id } });
    try {
      await refreshNeighbours(db);
      const ofAlpha = await db.mangaNeighbor.findMany({ where: { mangaId: alpha.id } });
      // r1, r2 and now r3 give alpha and charlie signals
      expect(ids(ofAlpha.map((pair) => ({ id: pair.neighborId }))).sort()).toEqual(
        [bravo.id, charlie.id, echo.id].sort(),
      );
    } finally {
      await db.favorite.delete({
        where: { userId_mangaId: { userId: readers.r3.id, mangaId: charlie.id } },
      });
      await refreshNeighbours(db);
    }
  });
});

describe("the nightly refresh", () => {
  it("rebuilds the neighbours by itself at 03:30 UTC, through the job runner", async () => {
    const rows = await db.mangaNeighbor.count();
    await db.mangaNeighbor.deleteMany();
    const clock = new TestClock(new Date("2026-03-03T03:29:00.000Z"));
    const runner = await startJobRunner({
      db,
      connectionString: url,
      schema: "pgboss_recs_test",
      clock,
      pollingIntervalSeconds: 0.5,
    });
    try {
      await clock.tick(45_000);
      expect(await db.mangaNeighbor.count()).toBe(0);
      await eventually(async () => {
        await clock.tick(1000);
        return (await db.mangaNeighbor.count()) === rows;
      });
    } finally {
      await runner.stop();
    }
  });
});

describe("Manga.related", () => {
  it("lists neighbours first, then fills with titles of its genres, most viewed first", async () => {
    // bravo is a neighbour and an action title: once; echo (a neighbour) is scheduled; alpha is itself
    expect(await related(alpha)).toEqual([bravo.id, foxtrot.id, charlie.id, hotel.id]);
  });

  it("stops at first", async () => {
    expect(await related(alpha, 2)).toEqual([bravo.id, foxtrot.id]);
  });

  it("never lists a scheduled title, even as a title's closest neighbour", async () => {
    const ofBravo = await related(bravo);
    expect(ofBravo).not.toContain(echo.id);
    expect(ofBravo.slice(0, 2).sort()).toEqual([alpha.id, delta.id]); // its other neighbours
  });
});

describe("User.recommendations", () => {
  it("gives a reader with no history this week's most viewed titles", async () => {
    expect(await recommendations(ben, 4)).toEqual([golf.id, foxtrot.id, charlie.id, alpha.id]);
  });

  it("scores the neighbours of the reader's titles, then fills with popular titles of their genres", async () => {
    await db.favorite.create({ data: { userId: ada.id, mangaId: alpha.id } });
    // bravo from alpha's neighbours; then action titles by this week's views (alpha is known)
    expect(await recommendations(ada, 4)).toEqual([bravo.id, foxtrot.id, charlie.id, hotel.id]);
  });

  it("counts the reader's fresh activity at once, and leaves out what they started, favorited or saved", async () => {
    await db.favorite.create({ data: { userId: ada.id, mangaId: alpha.id } });
    expect(await recommendations(ada, 1)).toEqual([bravo.id]);

    await data(`mutation ($id: ID!) { toggleSave(mangaId: $id) }`, { id: bravo.id }, ada);
    // bravo is saved now, and its neighbour delta comes first, with no refresh in between
    expect(await recommendations(ada, 1)).toEqual([delta.id]);

    await recordRead(db, ada.id, delta, minutesAgo(5));
    const now = await recommendations(ada, 10);
    expect(now).not.toContain(alpha.id);
    expect(now).not.toContain(bravo.id);
    expect(now).not.toContain(delta.id);
    expect(new Set(now).size).toBe(now.length);
  });

  it("never recommends a scheduled title", async () => {
    await db.favorite.createMany({
      data: [alpha, bravo].map((manga) => ({ userId: ada.id, mangaId: manga.id })),
    });
    expect(await recommendations(ada, 10)).not.toContain(echo.id);
    expect(await recommendations(ben, 10)).not.toContain(echo.id);
  });

  it("drops a dismissed title from the reader's recommendations, not from others'", async () => {
    await db.favorite.create({ data: { userId: ada.id, mangaId: alpha.id } });
    expect(
      await data(
        `mutation ($id: ID!) { dismissRecommendation(mangaId: $id) }`,
        { id: bravo.id },
        ada,
      ),
    ).toEqual({ dismissRecommendation: true });
    expect(await recommendations(ada, 10)).not.toContain(bravo.id);
    expect(await recommendations(ben, 10)).toContain(bravo.id);
  });

  it("asks a signed-in reader and an existing title to dismiss", async () => {
    const DISMISS = `mutation ($id: ID!) { dismissRecommendation(mangaId: $id) }`;
    const signedOut = await execute(DISMISS, { id: bravo.id });
    expect(signedOut.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const missing = await execute(DISMISS, { id: "no-such-title" }, ada);
    expect(missing.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      argumentName: "mangaId",
    });
  });
});

describe("User.becauseYouRead", () => {
  it("gives one row per recently read title, newest first, leaving out rows with no titles", async () => {
    await recordRead(db, ada.id, alpha, minutesAgo(30));
    await recordRead(db, ada.id, delta, minutesAgo(20));
    await recordRead(db, ada.id, charlie, minutesAgo(10)); // no neighbours: no row
    expect(await rows(ada)).toEqual([
      [delta.id, [bravo.id]],
      [alpha.id, [bravo.id]], // echo is scheduled; delta was read
    ]);
  });

  it("leaves out titles the reader dismissed, and rows left empty by it", async () => {
    await recordRead(db, ada.id, alpha, minutesAgo(30));
    await recordRead(db, ada.id, delta, minutesAgo(20));
    await data(
      `mutation ($id: ID!) { dismissRecommendation(mangaId: $id) }`,
      { id: bravo.id },
      ada,
    );
    expect(await rows(ada)).toEqual([]);
  });

  it("has no rows for a reader who read nothing", async () => {
    expect(await rows(ben)).toEqual([]);
  });

  it("reads its rows with their titles' cards in one statement", async () => {
    await recordRead(db, ada.id, alpha, minutesAgo(30));
    await recordRead(db, ada.id, delta, minutesAgo(20));
    // The signed-in home's bands as the web app asks for them: the reader, the recommendations,
    // and the because-you-read rows with every title's card; and the genre list the cards name
    // their genres from (each instance keeps it; read here, outside one, once per request).
    const { data, statements } = await executeWarm<{
      me: { becauseYouRead: { because: { id: string }; titles: { id: string }[] }[] };
    }>(print(HomeRecommendationsQueryDocument), {}, ada);
    expect(statements).toBe(4);
    expect(data!.me.becauseYouRead.map((row) => [row.because.id, ids(row.titles)])).toEqual([
      [delta.id, [bravo.id]],
      [alpha.id, [bravo.id]],
    ]);
  });
});

describe("the recommended titles", () => {
  it("answer every field as manga(id) does, those outside a card's columns too", async () => {
    await db.favorite.create({ data: { userId: ada.id, mangaId: alpha.id } });
    await recordRead(db, ada.id, delta, minutesAgo(20));
    const selection = await everyMangaField(execute);
    const { me, manga } = await data<{
      me: {
        recommendations: { id: string }[];
        becauseYouRead: { because: { id: string }; titles: { id: string }[] }[];
      };
      manga: { related: { id: string }[] };
    }>(
      `query ($id: ID!) {
        me { recommendations(first: 4) { ${selection} }
          becauseYouRead { because { ${selection} } titles { ${selection} } } }
        manga(id: $id) { related(first: 4) { ${selection} } }
      }`,
      { id: alpha.id },
      ada,
    );
    expect(me.becauseYouRead).not.toEqual([]);
    await expectAsMangaById(
      execute,
      selection,
      [
        ...me.recommendations,
        ...me.becauseYouRead.flatMap((row) => [row.because, ...row.titles]),
        ...manga.related,
      ],
      ada,
    );
  });
});
