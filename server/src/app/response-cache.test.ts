import { request as httpRequest } from "node:http";
import zlib from "node:zlib";
import { createHash, randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SESSION_COOKIE } from "../accounts/session-cookie.ts";
import { startSession } from "../accounts/sessions.ts";
import { CHANGE_LISTENER_NAME, RESPONSE_CACHE_CHANNEL } from "../lib/change-listener.ts";
import { createDb } from "../lib/db.ts";
import { refreshNeighbours } from "../recommendations/refresh.ts";
import { useOwnTestDatabase } from "../test/database.ts";
import { postGraphQL, useHttpApp } from "../test/http.ts";
import { insertFreePlan } from "../test/readers.ts";
import { responseCacheFromEnv } from "./response-cache.ts";
import type { AppOptions } from "../app.ts";

// The response cache over HTTP, on two app instances with their own pools on one database of the
// file's own (other files' writes would notify it too): what one serves again, what it never
// shares, and how a change made through the other instance reaches it.
const database = useOwnTestDatabase("inkcache_");
const { db } = database;
const instanceDbs: ReturnType<typeof createDb>[] = [];
/** the SQL statements the first instance has sent */
const statements: string[] = [];
const makeInstance =
  (options: Partial<AppOptions> = {}, onQuery?: (sql: string) => void) =>
  () => {
    const instanceDb = createDb({ connectionString: database.url, maxConnections: 2, onQuery });
    instanceDbs.push(instanceDb);
    return { db: instanceDb, responseCache: true, ...options };
  };
afterAll(() => Promise.all(instanceDbs.map((instanceDb) => instanceDb.$disconnect())));
const first = useHttpApp(makeInstance({}, (sql) => statements.push(sql)));
const second = useHttpApp(makeInstance());
// A small API budget, behind a proxy on loopback so that each test is a visitor of its own.
const API_POINTS = 100;
const budgeted = useHttpApp(
  makeInstance({
    apiBudget: { name: `api-cache-${randomUUID()}`, points: API_POINTS, durationSeconds: 60 },
    trustProxy: "loopback",
  }),
);

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
    // Polled: the setup's inserts notify the instance too, and a notification arriving late
    // rightly drops what it kept meanwhile (it failed once so under load).
    await expect.poll(() => ask(first, query)).toEqual({ data: answer.data, cached: true });
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

  it("keeps a visitor's chapter read, `me` and all, until its pages change", async () => {
    const chapter = await db.chapter.create({
      data: { mangaId: MANGA_ID, number: 7, releasedAt: new Date() },
    });
    await db.page.create({
      data: { chapterId: chapter.id, number: 1, width: 800, height: 1200, layout: 0 },
    });
    const read = `query CachedChapter { chapter(mangaId: "${MANGA_ID}", number: 7) {
      id pageCount pages { number } } me { id } }`;
    // (Once the instance has heard of the inserts: an answer made before is kept as older.)
    const hit = await vi.waitFor(async () => {
      const answer = await postGraphQL(first.url("/graphql"), { query: read });
      expect(answer.headers.has("age")).toBe(true);
      return answer;
    });
    // A browser may keep it; a cache on the way may not, as before.
    expect(hit.headers.get("cache-control")).toBe("max-age=60, private");
    expect((await hit.json()).data).toEqual({
      chapter: { id: chapter.id, pageCount: 1, pages: [{ number: 1 }] },
      me: null,
    });
    expect(await ask(first, read, { cookie: readerCookie })).toMatchObject({ cached: false });

    await db.page.create({
      data: { chapterId: chapter.id, number: 2, width: 800, height: 1200, layout: 0 },
    });
    const twoPages = {
      chapter: { id: chapter.id, pageCount: 2, pages: [{ number: 1 }, { number: 2 }] },
      me: null,
    };
    await expect.poll(() => ask(first, read)).toEqual({ data: twoPages, cached: false });
    // Kept again. (Polled: the answer above may have been made before the instance heard of the
    // change, or of a later one such as a job's, and then it is not served; the next one is.)
    await expect.poll(() => ask(first, read)).toEqual({ data: twoPages, cached: true });
  });

  it("listens again after losing its connection, and serves nothing it kept before", async () => {
    const query = "query AcrossReconnection { mangas(first: 6) { totalCount } }";
    // Kept. (Polled: a change the test before made, or a job it started, may still be on its
    // way to the instance, and an answer made before it arrives is not served.)
    await expect.poll(() => ask(first, query)).toMatchObject({ cached: true });

    const listeners = async () =>
      (
        await db.$queryRaw<{ pid: number }[]>`SELECT pid FROM pg_stat_activity
          WHERE datname = current_database() AND application_name = ${CHANGE_LISTENER_NAME}`
      ).map(({ pid }) => pid);
    const lost = await listeners();
    expect(lost).toHaveLength(3); // one per instance
    await db.$queryRaw`SELECT pg_terminate_backend(pid) FROM unnest(${lost}::int[]) pid`;

    // Each instance connects again a second later; what it kept before is not served again. (A
    // terminated backend stays in pg_stat_activity until it has exited: count only new ones.)
    const renewed = async () => (await listeners()).filter((pid) => !lost.includes(pid));
    await expect.poll(async () => (await renewed()).length, { timeout: 5000 }).toBe(3);
    expect(await ask(first, query)).toMatchObject({ cached: false });
    await expect.poll(() => ask(first, query)).toMatchObject({ cached: true });
  });

  it("answers a hit without SQL, with the answer's headers and its age", async () => {
    const query = "query WithoutSql { genres { id } mangas(first: 7) { totalCount } }";
    const made = await postGraphQL(first.url("/graphql"), { query });
    const madeBody = await made.text();
    statements.length = 0;
    const hit = await postGraphQL(first.url("/graphql"), { query });
    expect(await hit.text()).toBe(madeBody);
    expect(statements).toEqual([]);
    expect(hit.headers.get("age")).toMatch(/^\d+$/);
    for (const header of ["cache-control", "content-type", "vary"]) {
      expect(hit.headers.get(header)).toBe(made.headers.get(header));
    }
    expect(hit.headers.get("cache-control")).toBe("max-age=60, public");
    // Every answer has its own request id, hit or not.
    expect(hit.headers.get("x-request-id")).not.toBe(made.headers.get("x-request-id"));
  });

  it("keeps no answer with errors, nor a mutation's", async () => {
    const failing = `query Failing { manga(id: "cached-manga") { title } mangas(first: 500) { totalCount } }`;
    for (let time = 0; time < 2; time++) {
      const response = await postGraphQL(first.url("/graphql"), { query: failing });
      expect(response.status).toBe(400);
      expect(response.headers.has("age")).toBe(false);
    }
  });

  it("serves each encoding asked for, and the answer as it is to a client that asks for none", async () => {
    // Over 1 kB, so that it is compressed.
    const titles = Array.from(
      { length: 15 },
      (_, n) => `t${n}: manga(id: $id) { title author slug }`,
    );
    const body = JSON.stringify({
      query: `query Encoded($id: ID!) { ${titles.join(" ")} }`,
      variables: { id: MANGA_ID },
    });
    const post = (encoding: string) =>
      rawRequest(first.url("/graphql"), {
        method: "POST",
        headers: { "content-type": "application/json", "accept-encoding": encoding },
        body,
      });
    const made = await post("br");
    expect(made.headers["content-encoding"]).toBe("br");
    expect(made.headers.age).toBeUndefined();
    const text = zlib.brotliDecompressSync(made.body).toString();
    expect(text.length).toBeGreaterThan(1024);
    expect(JSON.parse(text).data.t14).toEqual({
      title: "Cached Manga",
      author: "Cache Author",
      slug: "cached-manga",
    });

    const br = await post("gzip, deflate, br");
    expect(br.headers.age).toBeDefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(text);
    const gzip = await post("gzip");
    expect(gzip.headers.age).toBeDefined();
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(text);
    const identity = await post("identity");
    expect(identity.headers.age).toBeDefined();
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.body.toString()).toBe(text);
    for (const answer of [made, br, gzip, identity]) {
      expect(answer.headers.vary).toBe("cookie, Accept-Encoding");
      expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    }
  });

  it("answers a GET whose ETag the client holds with 304, hit or not", async () => {
    const search = new URLSearchParams({
      query: "query Conditional { mangas(first: 8) { totalCount } }",
    });
    // (Not by fetch, which asks caches to revalidate when it sends If-None-Match: `no-cache`.)
    const get = (headers: Record<string, string> = {}) =>
      rawRequest(first.url(`/graphql?${search}`), {
        method: "GET",
        headers: { "apollo-require-preflight": "true", ...headers },
      });
    const made = await get();
    expect(made.status).toBe(200);
    const etag = String(made.headers.etag);
    expect(etag).toMatch(/^W\//);
    const hit = await get();
    expect(hit.headers.age).toBeDefined();
    expect(hit.headers.etag).toBe(etag);
    expect(hit.body.toString()).toBe(made.body.toString());
    const unchanged = await get({ "if-none-match": etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.age).toBeDefined();
    expect(unchanged.body.length).toBe(0);
    // Without a header that proves it is no cross-site form, Apollo refuses it, kept or not.
    expect((await fetch(first.url(`/graphql?${search}`))).status).toBe(400);
  });

  it("serves a persisted query's GET by its hash, and never keeps a registration", async () => {
    const query = "query Persisted { mangas(first: 11) { totalCount } }";
    const extensions = {
      persistedQuery: { version: 1, sha256Hash: createHash("sha256").update(query).digest("hex") },
    };
    for (let time = 0; time < 2; time++) {
      // Each registration spends the registration budget, so none is answered from the cache.
      const registered = await postGraphQL(first.url("/graphql"), { query, extensions });
      expect(registered.status).toBe(200);
      expect(registered.headers.has("age")).toBe(false);
    }
    const search = new URLSearchParams({ extensions: JSON.stringify(extensions) });
    const get = () =>
      fetch(first.url(`/graphql?${search}`), { headers: { "apollo-require-preflight": "true" } });
    const made = await get();
    expect(made.headers.has("age")).toBe(false);
    const hit = await get();
    expect(hit.headers.has("age")).toBe(true);
    expect(await hit.json()).toEqual(await made.json());
  });

  it("spends a hit's cost from the visitor's API budget, and refuses it past the budget", async () => {
    const visitor = { "x-forwarded-for": "198.51.100.23" };
    const query = "query Budgeted { mangas(first: 30) { totalCount } }";
    const answers = [];
    for (let time = 0; time < 5; time++) {
      const response = await postGraphQL(budgeted.url("/graphql"), { query }, visitor);
      const body = (await response.json()) as {
        errors?: { extensions: { code: string } }[];
        extensions?: { cost: { requestedQueryCost: number } };
      };
      answers.push({
        status: response.status,
        cached: response.headers.has("age"),
        code: body.errors?.[0]?.extensions.code,
        cost: body.extensions?.cost.requestedQueryCost,
      });
    }
    const cost = answers[0]!.cost!;
    expect(Math.floor(API_POINTS / cost)).toBe(3);
    expect(answers).toEqual([
      { status: 200, cached: false, code: undefined, cost },
      { status: 200, cached: true, code: undefined, cost },
      { status: 200, cached: true, code: undefined, cost },
      { status: 429, cached: false, code: "RATE_LIMITED", cost },
      { status: 429, cached: false, code: "RATE_LIMITED", cost },
    ]);
    // Another visitor is still served from the cache.
    const other = await postGraphQL(
      budgeted.url("/graphql"),
      { query },
      { "x-forwarded-for": "198.51.100.24" },
    );
    expect(other.status).toBe(200);
    expect(other.headers.has("age")).toBe(true);
  });

  it("reports on a hit its own visitor's budget, where an answer reports one", async () => {
    // `me` makes the answer private, and a private answer says what is left of the budget.
    const query = "query OwnBudget { mangas(first: 2) { totalCount } me { id } }";
    const ask = async (ip: string) => {
      const response = await postGraphQL(
        budgeted.url("/graphql"),
        { query },
        { "x-forwarded-for": ip },
      );
      expect(response.status).toBe(200);
      const { extensions } = (await response.json()) as {
        extensions: { cost: { requestedQueryCost: number; throttleStatus: unknown } };
      };
      return { cached: response.headers.has("age"), cost: extensions.cost };
    };
    const made = await ask("198.51.100.31");
    expect(made.cached).toBe(false);
    const cost = made.cost.requestedQueryCost;
    const status = (available: number) => ({
      maximumAvailable: API_POINTS,
      currentlyAvailable: available,
      resetInSeconds: expect.any(Number),
    });
    expect(made.cost.throttleStatus).toEqual(status(API_POINTS - cost));
    // The same visitor again, from the cache: what is left now, not what was left then.
    expect(await ask("198.51.100.31")).toEqual({
      cached: true,
      cost: {
        requestedQueryCost: cost,
        maximumQueryCost: expect.any(Number),
        throttleStatus: status(API_POINTS - 2 * cost),
      },
    });
    // Another visitor, from the cache: theirs.
    expect(await ask("198.51.100.32")).toEqual({
      cached: true,
      cost: {
        requestedQueryCost: cost,
        maximumQueryCost: expect.any(Number),
        throttleStatus: status(API_POINTS - cost),
      },
    });
  });

  it("counts hits in the operations' metrics", async () => {
    const query = "query Measured { mangas(first: 9) { totalCount } }";
    for (let time = 0; time < 3; time++) await ask(first, query);
    const metrics = await (await fetch(first.url("/metrics"))).text();
    expect(metrics).toContain(
      'graphql_operation_duration_seconds_count{operation="Measured",type="query"} 3',
    );
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

describe("a scheduled chapter", () => {
  /** the answer's Cache-Control max-age, when it may be kept by anyone */
  const maxAgeOf = (response: Response) =>
    Number(/^max-age=(\d+), public$/.exec(response.headers.get("cache-control") ?? "")?.[1]);

  it("leaves the max-age as the hints say while none is scheduled", async () => {
    const query = "query NoneScheduled { recentUpdates(first: 3) { chapter { number } } }";
    // (Polled as above: a late notification drops what was kept.)
    const hit = await vi.waitFor(async () => {
      const response = await postGraphQL(first.url("/graphql"), { query });
      expect(response.headers.has("age")).toBe(true);
      return response;
    });
    expect(maxAgeOf(hit)).toBe(60);
  });

  it("is shown from its release on: no answer is kept past it, here or on the way", async () => {
    const query = `query UntilRelease($id: ID!) {
      manga(id: $id) { chapters(first: 50) { edges { node { number } } } }
      recentUpdates(first: 50) { chapter { number } } }`;
    const ask = () => postGraphQL(first.url("/graphql"), { query, variables: { id: MANGA_ID } });
    /** the chapter numbers the answer shows, on the title and in the latest releases */
    const shown = async (response: Response) => {
      const { data } = (await response.json()) as {
        data: {
          manga: { chapters: { edges: { node: { number: number } }[] } };
          recentUpdates: { chapter: { number: number } }[];
        };
      };
      return {
        onTitle: data.manga.chapters.edges.map(({ node }) => node.number),
        latest: data.recentUpdates.map(({ chapter }) => chapter.number),
      };
    };
    // Far enough ahead for a busy machine to hear of it and keep an answer before it.
    const releasedAt = new Date(Date.now() + 5000);
    await db.chapter.create({ data: { mangaId: MANGA_ID, number: 30, releasedAt } });

    // Kept until the release at most (once the instance has heard of the insert: an answer made
    // before is kept under the older generation, as long as its hints said).
    const kept = await vi.waitFor(
      async () => {
        const response = await ask();
        expect(response.headers.has("age")).toBe(true);
        expect(maxAgeOf(response)).toBeGreaterThan(0);
        expect(maxAgeOf(response)).toBeLessThanOrEqual(5);
        return response;
      },
      { timeout: 4000, interval: 50 },
    );
    const before = await shown(kept);
    expect(before.onTitle).not.toContain(30);
    expect(before.latest).not.toContain(30);

    const released = await vi.waitFor(
      async () => {
        const response = await ask();
        const { onTitle, latest } = await shown(response);
        expect(onTitle).toContain(30);
        expect(latest).toContain(30);
        return response;
      },
      { timeout: 7000, interval: 100 },
    );
    expect(Date.now()).toBeGreaterThanOrEqual(releasedAt.getTime());
    expect(released.headers.has("age")).toBe(false);
    // None scheduled now: the next answer is kept as long as its hints say again.
    expect(maxAgeOf(await ask())).toBe(60);
  });
});

/** A request whose answer's body comes as sent (fetch would decode it). */
function rawRequest(
  url: string,
  { method, headers, body }: { method: string; headers: Record<string, string>; body?: string },
) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const sent = httpRequest(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on("error", reject);
    });
    sent.on("error", reject);
    sent.end(body);
  });
}

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
