import { beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../accounts/session-cookie.ts";
import { startSession } from "../accounts/sessions.ts";
import { useOwnTestDatabase } from "../test/database.ts";
import { postGraphQL, useTwoCountingInstances } from "../test/http.ts";
import { CREATE_MANGA } from "../test/publishing-api.ts";
import { insertFreePlan } from "../test/readers.ts";

// The genre list each instance keeps (catalog/service.ts, keptGenres), and the series count
// (site/service.ts), over HTTP on two app instances with pools of their own, on a database of the
// file's own (other files' genres and titles would notify it too), with the response cache off:
// read once, and read again by every instance once what they count changes, whoever changed it.
const database = useOwnTestDatabase("inkgenres_");
const { db } = database;
let adminCookie: string;
beforeAll(async () => {
  await insertFreePlan(db);
  await db.genre.create({
    data: { id: "kept-genre", slug: "kept", name: "Kept", description: "" },
  });
  await db.user.create({
    data: {
      id: "genre-admin",
      email: "genre-admin@example.com",
      name: "Genre Admin",
      planId: "free",
      role: "ADMIN",
      emailVerifiedAt: new Date(),
    },
  });
  const session = await startSession(db, "genre-admin", {
    persistent: false,
    now: new Date(),
    userAgent: null,
  });
  adminCookie = `${SESSION_COOKIE}=${session.token}`;
});
/** how many times each instance read the genre list, and the series count, from the database */
const { first, second, reads } = useTwoCountingInstances(database, {
  genres: (sql) => sql.includes('AS "nameOrder" FROM "Genre"'),
  seriesCount: (sql) => sql.includes(`FROM "MangaCount" WHERE "genreId" = ''`),
});

async function genresOf(instance: { url(path?: string): string }) {
  const response = await postGraphQL(instance.url("/graphql"), {
    query: "query KeptGenres { genres { slug mangaCount } }",
  });
  const body = (await response.json()) as { data?: { genres: unknown[] }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data!.genres;
}

describe("the genre list", () => {
  it("is read once by an instance while nothing changes it", async () => {
    const before = reads.first.genres;
    const genres = await genresOf(first);
    expect(genres).toEqual([{ slug: "kept", mangaCount: 0 }]);
    expect(await genresOf(first)).toEqual(genres);
    expect(await genresOf(first)).toEqual(genres);
    expect(reads.first.genres - before).toBe(1);
  });

  it("is read again by every instance once a title published through one changes a count", async () => {
    expect(await genresOf(first)).toEqual([{ slug: "kept", mangaCount: 0 }]);
    expect(await genresOf(second)).toEqual([{ slug: "kept", mangaCount: 0 }]);

    const created = await postGraphQL(
      second.url("/graphql"),
      {
        query: CREATE_MANGA,
        variables: {
          input: {
            title: "Genre Counted",
            description: "Counted in its genre.",
            author: "Someone",
            status: "ONGOING",
            genres: ["kept"],
          },
        },
      },
      { cookie: adminCookie },
    );
    expect((await created.json()).errors).toBeUndefined();

    // Each instance hears of it when the transaction commits, and reads the list once more.
    const readsBefore = reads.first.genres;
    await expect.poll(() => genresOf(first)).toEqual([{ slug: "kept", mangaCount: 1 }]);
    await expect.poll(() => genresOf(second)).toEqual([{ slug: "kept", mangaCount: 1 }]);
    const readsAfter = reads.first.genres;
    expect(readsAfter).toBeGreaterThan(readsBefore);
    await genresOf(first);
    expect(reads.first.genres).toBe(readsAfter);
  });

  it("is read again after a genre is added by a script, on no instance's connection", async () => {
    await db.genre.create({
      data: { id: "added-genre", slug: "added", name: "Added", description: "" },
    });
    await expect.poll(() => genresOf(first)).toContainEqual({ slug: "added", mangaCount: 0 });
  });
});

async function seriesCountOf(instance: { url(path?: string): string }) {
  const response = await postGraphQL(instance.url("/graphql"), {
    query: "query KeptSeriesCount { siteStats { seriesCount } }",
  });
  const body = (await response.json()) as {
    data?: { siteStats: { seriesCount: number } };
    errors?: unknown;
  };
  expect(body.errors).toBeUndefined();
  return body.data!.siteStats.seriesCount;
}

describe("the series count", () => {
  it("is read once by an instance while no title is added, and again once one is", async () => {
    const count = await seriesCountOf(first);
    expect(count).toBe(await db.manga.count());
    const before = reads.first.seriesCount;
    expect(await seriesCountOf(first)).toBe(count);
    expect(await seriesCountOf(first)).toBe(count);
    expect(reads.first.seriesCount).toBe(before);

    await db.manga.create({
      data: {
        id: "kept-count-title",
        slug: "kept-count-title",
        title: "Counted Once More",
        description: "",
        author: "Someone",
        status: "COMPLETED",
      },
    });
    await expect.poll(() => seriesCountOf(first)).toBe(count + 1);
    await expect.poll(() => seriesCountOf(second)).toBe(count + 1);
  });
});
