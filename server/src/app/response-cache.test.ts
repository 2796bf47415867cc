import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SESSION_COOKIE } from "../accounts/session-cookie.ts";
import { startSession } from "../accounts/sessions.ts";
import { CHANGE_LISTENER_NAME } from "../lib/change-listener.ts";
import { createDb } from "../lib/db.ts";
import { refreshNeighbours } from "../recommendations/refresh.ts";
import { useOwnTestDatabase } from "../test/database.ts";
import { postGraphQL, useHttpApp } from "../test/http.ts";
import { insertFreePlan } from "../test/readers.ts";
import { RESPONSE_CACHE_CHANNEL, responseCacheFromEnv } from "./response-cache.ts";

// The response cache over HTTP, on two app instances with their own pools on one database of the
// file's own (other files' writes would notify it too): what one serves again, what it never
// shares, and how a change made through the other instance reaches it.
const database = useOwnTestDatabase("inkcache_");
const { db } = database;
const instanceDbs: ReturnType<typeof createDb>[] = [];
const makeInstance = () => {
  const instanceDb = createDb({ connectionString: database.url, maxConnections: 2 });
  instanceDbs.push(instanceDb);
  return { db: instanceDb, responseCache: true };
};
afterAll(() => Promise.all(instanceDbs.map((instanceDb) => instanceDb.$disconnect())));
const first = useHttpApp(makeInstance);
const second = useHttpApp(makeInstance);

const MANGA_ID = "cached-manga";
let readerCookie: string;
beforeAll(async () => {
  await insertFreePlan(db);
  await db.manga.create({
    data: {
      id: MANGA_ID,
      slug: "cached-manga",
      title: "Cached Manga",
      description: "",
      author: "Cache Author",
      status: "ONGOING",
    },
  });
  await db.user.create({
    data: {
      id: "cache-reader",
      email: "cache-reader@example.com",
      name: "Cache Reader",
      planId: "free",
      emailVerifiedAt: new Date(),
    },
  });
  const session = await startSession(db, "cache-reader", {
    persistent: false,
    now: new Date(),
    userAgent: null,
  });
  readerCookie = `${SESSION_COOKIE}=${session.token}`;
});

const RATING = `query CachedRating($id: ID!) { manga(id: $id) { rating ratingCount } }`;

/** Asks `query` of an instance; `cached` says whether the answer came from the response cache. */
async function ask(
  instance: { url(path?: string): string },
  query: string,
  headers: Record<string, string> = {},
) {
  const response = await postGraphQL(
    instance.url("/graphql"),
    { query, variables: { id: MANGA_ID } },
    headers,
  );
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data?: unknown; errors?: unknown };
  expect(body.errors).toBeUndefined();
  // The plugin says how old an answer it kept is; an answer made now has no age.
  return { data: body.data, cached: response.headers.has("age") };
}

describe("response cache", () => {
  it("serves a second identical anonymous query from the cache", async () => {
    const query = "query SecondTime { genres { id } mangas(first: 5) { totalCount } }";
    const answer = await ask(first, query);
    expect(answer.cached).toBe(false);
    expect(await ask(first, query)).toEqual({ data: answer.data, cached: true });
  });

  it("drops an answer when a reader's rating through another instance changes it", async () => {
    expect(await ask(first, RATING)).toMatchObject({ cached: false });
    expect(await ask(first, RATING)).toEqual({
      data: { manga: { rating: 0, ratingCount: 0 } },
      cached: true,
    });

    const rated = await postGraphQL(
      second.url("/graphql"),
      { query: `mutation { rateManga(mangaId: "${MANGA_ID}", rating: 8) { id } }` },
      { cookie: readerCookie },
    );
    expect((await rated.json()).errors).toBeUndefined();

    // The other instance hears of the change when the rating's transaction commits.
    await expect
      .poll(() => ask(first, RATING))
      .toEqual({ data: { manga: { rating: 8, ratingCount: 1 } }, cached: false });
    expect(await ask(first, RATING)).toMatchObject({ cached: true });
  });

  it("neither serves a signed-in reader a shared answer nor keeps theirs", async () => {
    const shared = "query SharedBeforeSignIn { mangas(first: 3) { totalCount } }";
    await ask(first, shared);
    expect(await ask(first, shared)).toMatchObject({ cached: true });
    expect(await ask(first, shared, { cookie: readerCookie })).toMatchObject({ cached: false });

    const personal = "query AskedSignedIn { mangas(first: 4) { totalCount } }";
    await ask(first, personal, { cookie: readerCookie });
    expect(await ask(first, personal, { cookie: readerCookie })).toMatchObject({ cached: false });
    expect(await ask(first, personal)).toMatchObject({ cached: false });
  });

  it("listens again after losing its connection, and serves nothing it kept before", async () => {
    const query = "query AcrossReconnection { mangas(first: 6) { totalCount } }";
    await ask(first, query);
    expect(await ask(first, query)).toMatchObject({ cached: true });

    const listeners = async () =>
      (
        await db.$queryRaw<{ pid: number }[]>`SELECT pid FROM pg_stat_activity
          WHERE datname = current_database() AND application_name = ${CHANGE_LISTENER_NAME}`
      ).map(({ pid }) => pid);
    const lost = await listeners();
    expect(lost).toHaveLength(2); // one per instance
    await db.$queryRaw`SELECT pg_terminate_backend(pid) FROM unnest(${lost}::int[]) pid`;

    // Each instance connects again a second later; what it kept before is not served again. (A
    // terminated backend stays in pg_stat_activity until it has exited: count only new ones.)
    const renewed = async () => (await listeners()).filter((pid) => !lost.includes(pid));
    await expect.poll(async () => (await renewed()).length, { timeout: 5000 }).toBe(2);
    expect(await ask(first, query)).toMatchObject({ cached: false });
    await expect.poll(() => ask(first, query)).toMatchObject({ cached: true });
  });

  it("keeps an answer per language", async () => {
    const query = "query PerLanguage { mangas(first: 2) { totalCount } }";
    await ask(first, query, { "accept-language": "en-US,en;q=0.9" });
    expect(await ask(first, query, { "accept-language": "en-GB" })).toMatchObject({ cached: true });
    expect(await ask(first, query, { "accept-language": "fr-FR,fr" })).toMatchObject({
      cached: false,
    });
    expect(await ask(first, query, { "accept-language": "fr" })).toMatchObject({ cached: true });
  });
});

describe("what notifies the instances", () => {
  /**
   * Whether `change` sent NOTIFY response_cache: a marker sent after it arrives after anything
   * the change sent, since notifications arrive in the order their transactions committed.
   */
  async function notifies(change: () => Promise<unknown>): Promise<boolean> {
    const listener = new pg.Client({ connectionString: database.url });
    await listener.connect();
    try {
      const payloads: string[] = [];
      listener.on("notification", ({ payload }) => payloads.push(payload ?? ""));
      await listener.query(`LISTEN ${RESPONSE_CACHE_CHANNEL}`);
      await change();
      await db.$executeRawUnsafe(`NOTIFY ${RESPONSE_CACHE_CHANNEL}, 'marker'`);
      await vi.waitFor(() => expect(payloads).toContain("marker"));
      return payloads[0] !== "marker";
    } finally {
      await listener.end();
    }
  }

  it("is a title's edit or a new chapter", async () => {
    const edit = () =>
      db.manga.update({ where: { id: MANGA_ID }, data: { description: "Edited" } });
    expect(await notifies(edit)).toBe(true);
    const chapter = () =>
      db.chapter.create({ data: { mangaId: MANGA_ID, number: 1, releasedAt: new Date() } });
    expect(await notifies(chapter)).toBe(true);
  });

  it("is a refresh of the titles readers also read", async () => {
    expect(await notifies(() => refreshNeighbours(db))).toBe(true);
  });

  it("is not a view counted, nor a reader's own preference", async () => {
    // The title's view counters change through their triggers, and nothing else of it does.
    const view = () =>
      db.mangaDailyView.create({ data: { mangaId: MANGA_ID, day: new Date(), views: 3 } });
    expect(await notifies(view)).toBe(false);
    expect((await db.manga.findUniqueOrThrow({ where: { id: MANGA_ID } })).views).toBe(3);
    const theme = () => db.user.update({ where: { id: "cache-reader" }, data: { theme: "DARK" } });
    expect(await notifies(theme)).toBe(false);
  });
});

describe("RESPONSE_CACHE", () => {
  it("is on unless set to off", () => {
    expect(responseCacheFromEnv({})).toBe(true);
    expect(responseCacheFromEnv({ RESPONSE_CACHE: "on" })).toBe(true);
    expect(responseCacheFromEnv({ RESPONSE_CACHE: "off" })).toBe(false);
    expect(responseCacheFromEnv({ RESPONSE_CACHE: "false" })).toBe(false);
  });
});
