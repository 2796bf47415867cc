import { beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../accounts/session-cookie.ts";
import { startSession } from "../accounts/sessions.ts";
import { useOwnTestDatabase } from "../test/database.ts";
import { postGraphQL, useTwoCountingInstances } from "../test/http.ts";
import { CREATE_MANGA } from "../test/publishing-api.ts";
import { insertFreePlan } from "../test/readers.ts";

// The genre list each instance keeps (catalog/service.ts, keptGenres), over HTTP on two app
// instances with pools of their own, on a database of the file's own (other files' genres would
// notify it too), with the response cache off: read once, and read again by every instance once
// a genre's titles change, whichever instance changed them.
const database = useOwnTestDatabase("inkgenres_");
const { db } = database;
/** how many times each instance read the genre list from the database */
const {
  first,
  second,
  reads: genreReads,
} = useTwoCountingInstances(database, (sql) => sql.startsWith('SELECT * FROM "Genre"'));

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
    const before = genreReads.first;
    const genres = await genresOf(first);
    expect(genres).toEqual([{ slug: "kept", mangaCount: 0 }]);
    expect(await genresOf(first)).toEqual(genres);
    expect(await genresOf(first)).toEqual(genres);
    expect(genreReads.first - before).toBe(1);
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
    const readsBefore = genreReads.first;
    await expect.poll(() => genresOf(first)).toEqual([{ slug: "kept", mangaCount: 1 }]);
    await expect.poll(() => genresOf(second)).toEqual([{ slug: "kept", mangaCount: 1 }]);
    const readsAfter = genreReads.first;
    expect(readsAfter).toBeGreaterThan(readsBefore);
    await genresOf(first);
    expect(genreReads.first).toBe(readsAfter);
  });

  it("is read again after a genre is added by a script, on no instance's connection", async () => {
    await db.genre.create({
      data: { id: "added-genre", slug: "added", name: "Added", description: "" },
    });
    await expect.poll(() => genresOf(first)).toContainEqual({ slug: "added", mangaCount: 0 });
  });
});
