import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../accounts/session-cookie.ts";
import { startSession } from "../accounts/sessions.ts";
import { useTestDb } from "../test/database.ts";
import { useHttpApp } from "../test/http.ts";
import { fixtureReaders } from "../test/readers.ts";
import { DEFAULT_MAX_AGE_SECONDS } from "./http-caching.ts";

// Cache-Control and persisted queries, over HTTP as a browser or a CDN sees them.
const db = useTestDb();
const otherProcessDb = useTestDb();

const scenario = fixtureReaders({
  plan: { id: "caching-plan", name: "Caching", description: "", sortOrder: 90 },
  readers: { cachingReader: { id: "caching-reader" } },
  relationsOf: () => ({}),
});

let sessionCookie: string;
beforeAll(async () => {
  await scenario.insert(db);
  const session = await startSession(db, "caching-reader", {
    persistent: false,
    now: new Date(),
    userAgent: null,
  });
  sessionCookie = `${SESSION_COOKIE}=${session.token}`;
  return () => scenario.remove(db);
});
const app = useHttpApp({ db });
// Another app on another pool stands for a second server process on the same database.
const otherProcess = useHttpApp({ db: otherProcessDb });
let baseUrl: string;
beforeAll(() => {
  baseUrl = app.url("");
});

/** A GET as the web app sends it (the preflight header satisfies Apollo's CSRF prevention). */
function get(url: string, params: Record<string, unknown>, headers: Record<string, string> = {}) {
  const search = new URLSearchParams(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === "string" ? value : JSON.stringify(value),
    ]),
  );
  return fetch(`${url}/graphql?${search}`, {
    headers: { "apollo-require-preflight": "true", ...headers },
  });
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describe("Cache-Control", () => {
  it("lets any cache keep an anonymous list for a minute, keyed on the cookie", async () => {
    const response = await get(baseUrl, { query: "{ mangas(first: 1) { totalCount } }" });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe(
      `max-age=${DEFAULT_MAX_AGE_SECONDS}, public`,
    );
    expect(response.headers.get("vary")).toMatch(/cookie/i);
  });

  it("keeps genres, plans and FAQ longer", async () => {
    const genres = await get(baseUrl, { query: "{ genres { id } }" });
    expect(genres.headers.get("cache-control")).toBe("max-age=600, public");
    const site = await get(baseUrl, { query: "{ plans { id } faqs { id } }" });
    expect(site.headers.get("cache-control")).toBe("max-age=3600, public");
  });

  it("keeps an answer as long as its shortest-lived field, fragments included", async () => {
    const mixed = await get(baseUrl, {
      query: "{ genres { id } mangas(first: 1) { totalCount } }",
    });
    expect(mixed.headers.get("cache-control")).toBe(`max-age=${DEFAULT_MAX_AGE_SECONDS}, public`);
    const throughFragment = await get(baseUrl, {
      query: "query { ...Site } fragment Site on Query { plans { id } faqs { id } }",
    });
    expect(throughFragment.headers.get("cache-control")).toBe("max-age=3600, public");
  });

  it("stores no answer without fields of data, nor one with errors", async () => {
    const typename = await get(baseUrl, { query: "{ __typename }" });
    expect(typename.headers.get("cache-control")).toBe("no-store");
    const refused = await get(baseUrl, { query: "{ mangas(first: 1000) { totalCount } }" });
    expect((await refused.json()).errors).toMatchObject([
      { extensions: { code: "BAD_USER_INPUT" } },
    ]);
    expect(refused.headers.get("cache-control")).toBe("no-store");
  });

  it("never stores what a signed-in reader asks, nor a mutation", async () => {
    const signedIn = await get(
      baseUrl,
      { query: "{ mangas(first: 1) { totalCount } }" },
      { cookie: sessionCookie },
    );
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("cache-control")).toBe("no-store");

    const mutation = await fetch(`${baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: 'mutation { recordBlogView(id: "no-such-post") }' }),
    });
    expect(mutation.headers.get("cache-control")).toBe("no-store");
  });

  it("marks an anonymous `me` private", async () => {
    const response = await get(baseUrl, { query: "{ me { id } }" });
    expect(response.headers.get("cache-control")).toBe(
      `max-age=${DEFAULT_MAX_AGE_SECONDS}, private`,
    );
  });
});

describe("automatic persisted queries", () => {
  const query = "query PersistedProbe { genres { name } }";
  const persistedQuery = { version: 1, sha256Hash: sha256(query) };

  it("asks for the query once, then serves its hash from every server process", async () => {
    const unknown = await get(baseUrl, { extensions: { persistedQuery } });
    expect((await unknown.json()).errors).toMatchObject([
      { extensions: { code: "PERSISTED_QUERY_NOT_FOUND" } },
    ]);

    const registered = await get(baseUrl, { query, extensions: { persistedQuery } });
    const registeredBody = await registered.json();
    expect(registeredBody.errors).toBeUndefined();

    const secondUrl = otherProcess.url("");
    // Apollo stores a registration without holding up its answer, so the row lands a moment later.
    await expect
      .poll(async () => (await get(secondUrl, { extensions: { persistedQuery } })).json())
      .toMatchObject({ data: registeredBody.data });
    const byHash = await get(secondUrl, { extensions: { persistedQuery } });
    expect(byHash.status).toBe(200);
    expect(byHash.headers.get("cache-control")).toBe("max-age=600, public");
  });

  it("refuses a hash that is not the query's", async () => {
    const response = await get(baseUrl, {
      query,
      extensions: { persistedQuery: { version: 1, sha256Hash: sha256("something else") } },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).errors?.[0]?.message).toMatch(/does not match/);
  });
});
