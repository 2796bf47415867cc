import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { getIntrospectionQuery } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "./database/test-database.ts";
import { createDb, type Db } from "./lib/db.ts";
import { useTestDb } from "./test/database.ts";
import { useHttpApp } from "./test/http.ts";

// The real app over HTTP.
const db = useTestDb();

const webDistDir = mkdtempSync(path.join(tmpdir(), "inkpanel-web-dist-"));
const pages = {
  "index.html": "<!doctype html><title>Inkpanel app</title>",
  "graphiql.html": "<!doctype html><title>Inkpanel GraphiQL</title>",
  "app.js": "console.log('app');",
};
for (const [name, content] of Object.entries(pages))
  writeFileSync(path.join(webDistDir, name), content);
// A built script, named by its content's hash, and big enough to be worth compressing.
const builtScript = `export const words = ${JSON.stringify("inkpanel ".repeat(500))};`;
mkdirSync(path.join(webDistDir, "assets"));
writeFileSync(path.join(webDistDir, "assets/index-Cly1AOmP.js"), builtScript);
// A stylesheet the build also compressed (web/vite.config.ts, precompressAssets).
const builtStyles = `.inkpanel { color: red; } `.repeat(200);
writeFileSync(path.join(webDistDir, "assets/index-B2xv.css"), builtStyles);
writeFileSync(path.join(webDistDir, "assets/index-B2xv.css.br"), brotliCompressSync(builtStyles));
writeFileSync(path.join(webDistDir, "assets/index-B2xv.css.gz"), gzipSync(builtStyles));
afterAll(() => rmSync(webDistDir, { recursive: true }));

const app = useHttpApp({ db, webDistDir });
let baseUrl: string;
beforeAll(() => {
  baseUrl = app.url("");
});

const html = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" };
interface GraphQLBody {
  data?: { __schema?: { queryType: { name: string } } };
  errors?: { message: string; extensions?: { code?: string } }[];
}

const postQuery = (query: string) =>
  fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query }),
  });
const postQueryForBody = async (query: string) =>
  (await (await postQuery(query)).json()) as GraphQLBody;

describe("health check", () => {
  it("answers 200 when the database answers", async () => {
    const response = await fetch(`${baseUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  const unreachable = createDb({
    connectionString: "postgresql://postgres@127.0.0.1:4129/nothing-listens-here",
  });
  afterAll(() => unreachable.$disconnect());
  const offline = useHttpApp({ db: unreachable, webDistDir });

  it("answers 503 when the database does not", async () => {
    const offlineUrl = offline.url("");
    const response = await fetch(`${offlineUrl}/healthz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "unavailable" });

    // and queries fail without the database error's details
    const query = await fetch(`${offlineUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ genres { id } }" }),
    });
    expect(query.status).toBe(503);
    expect(query.headers.get("retry-after")).toBe("5");
    const body = (await query.json()) as GraphQLBody;
    // (the field that reached for the database first names itself: nothing else before it does)
    expect(body.errors).toEqual([
      {
        message: "The service is unavailable right now. Try again in a moment.",
        path: ["genres"],
        extensions: {
          code: "SERVICE_UNAVAILABLE",
          retryAfterSeconds: 5,
          requestId: query.headers.get("x-request-id"),
        },
      },
    ]);
  });
});

describe("readiness", () => {
  it("answers 200 once every migration is applied", async () => {
    const response = await fetch(`${baseUrl}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ready" });
  });

  let behind: TestDatabase;
  let behindDb: Db;
  beforeAll(async () => {
    behind = await createTestDatabase("inkready_");
    behindDb = createDb({ connectionString: behind.url, maxConnections: 1 });
    return async () => {
      await behindDb.$disconnect();
      await behind.drop();
    };
  });
  const behindApp = useHttpApp(() => ({ db: behindDb, webDistDir }));

  it("answers 503 naming the migrations a database has not applied", async () => {
    const [latest] = await behindDb.$queryRaw<{ migration_name: string }[]>`
      DELETE FROM _prisma_migrations
      WHERE migration_name = (SELECT max(migration_name) FROM _prisma_migrations)
      RETURNING migration_name`;
    const response = await fetch(behindApp.url("/readyz"));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: "migrations pending",
      pending: [latest!.migration_name],
    });
  });
});

describe("/metrics", () => {
  it("has each operation's latency, errors by code, the pool and the process", async () => {
    await postQuery("query MetricsProbe { __typename }");
    await postQuery("{ noSuchField }");
    const response = await fetch(`${baseUrl}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(
      /^graphql_operation_duration_seconds_count\{operation="MetricsProbe",type="query"\} 1$/m,
    );
    expect(text).toMatch(/^graphql_errors_total\{code="GRAPHQL_VALIDATION_FAILED"\} [1-9]/m);
    expect(text).toMatch(/^db_pool_connections\{state="idle"\} \d+$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
  });

  const guarded = useHttpApp({ db, webDistDir, metricsToken: "scrape-secret" });
  const countingNames = useHttpApp({ db, webDistDir });

  it("answers only the bearer of METRICS_TOKEN when one is set", async () => {
    const guardedUrl = guarded.url("");
    expect((await fetch(`${guardedUrl}/metrics`)).status).toBe(401);
    const scrape = await fetch(`${guardedUrl}/metrics`, {
      headers: { authorization: "Bearer scrape-secret" },
    });
    expect(scrape.status).toBe(200);
  });

  it("gives at most 200 operation names a series of their own", async () => {
    const countingUrl = countingNames.url("");
    for (let index = 0; index < 201; index++) {
      await fetch(`${countingUrl}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: `query Op${index} { __typename }` }),
      });
    }
    const text = await (await fetch(`${countingUrl}/metrics`)).text();
    expect(text).toMatch(/operation="Op199"/);
    expect(text).not.toMatch(/operation="Op200"/);
    expect(text).toMatch(
      /^graphql_operation_duration_seconds_count\{operation="other",type="query"\} 1$/m,
    );
  }, 60_000); // 201 requests, each spending the API budget
});

describe("/graphql", () => {
  it("serves GraphiQL to a browser opening it", async () => {
    const response = await fetch(`${baseUrl}/graphql`, { headers: html });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(pages["graphiql.html"]);
  });

  it("answers queries sent by POST", async () => {
    const response = await postQuery("{ __typename }");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ data: { __typename: "Query" } });
  });

  it.each([
    ["br, gzip", "br"],
    ["gzip, deflate, br, zstd", "br"], // as browsers ask: brotli whenever accepted
    ["gzip", "gzip"],
    ["identity", null],
  ])("compresses a large answer for a client accepting %s: %s", async (accepted, encoding) => {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-encoding": accepted },
      body: JSON.stringify({ query: getIntrospectionQuery() }),
    });
    expect(response.headers.get("content-encoding")).toBe(encoding);
    expect(response.headers.get("vary")).toMatch(/Accept-Encoding/);
    // fetch decodes the body: what arrives is the answer itself.
    const body = (await response.json()) as GraphQLBody;
    expect(body.data?.__schema?.queryType).toMatchObject({ name: "Query" });
  });

  it("sends a small answer as it is, in one piece", async () => {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-encoding": "br, gzip" },
      body: JSON.stringify({ query: "{ __typename }" }),
    });
    expect(response.headers.get("content-encoding")).toBeNull();
    const text = await response.text();
    expect(Number(response.headers.get("content-length"))).toBe(Buffer.byteLength(text));
    expect(JSON.parse(text)).toMatchObject({ data: { __typename: "Query" } });
  });

  it("answers a GET query again with 304 to a client holding its ETag", async () => {
    // A public answer (genres): personal ones carry the visitor's budget left, so differ each time.
    const url = `${baseUrl}/graphql?query=${encodeURIComponent("{ genres { id } }")}`;
    // A GET without a JSON content type must say it is not a form (Apollo's CSRF prevention).
    const headers = { "apollo-require-preflight": "true" };
    const first = await fetch(url, { headers });
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag")!;
    expect(etag).toBeTruthy();
    // (fetch would add Cache-Control: no-cache to a request with If-None-Match of its own)
    const again = await fetch(url, {
      headers: { ...headers, "if-none-match": etag, "cache-control": "max-age=0" },
    });
    expect(again.status).toBe(304);
  });

  it("answers GraphiQL's introspection query within the limits", async () => {
    const body = await postQueryForBody(getIntrospectionQuery());
    expect(body.errors).toBeUndefined();
    expect(body.data?.__schema?.queryType).toMatchObject({ name: "Query" });
  });

  it("rejects a query nested deeper than the limit", async () => {
    const tooDeep = `{ manga(id: "x") { ${"related { ".repeat(10)}id${" }".repeat(10)} } }`;
    const body = await postQueryForBody(tooDeep);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.message).toMatch(/depth/i);
  });

  it("rejects more aliases than the limit", async () => {
    const aliases = Array.from(
      { length: 16 },
      (_, index) => `a${index}: featuredMangas { id }`,
    ).join(" ");
    const body = await postQueryForBody(`{ ${aliases} }`);
    expect(body.errors?.[0]?.message).toMatch(/aliases/i);
  });
});

describe("/media", () => {
  it("answers image paths itself, never with the web app", async () => {
    const response = await fetch(`${baseUrl}/media/covers/no-such-title.svg`, { headers: html });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toBe(pages["index.html"]);
  });
});

describe("web app", () => {
  it("serves its files", async () => {
    const response = await fetch(`${baseUrl}/app.js`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(pages["app.js"]);
  });

  it("lets browsers keep built assets for good, and sends them compressed", async () => {
    const response = await fetch(`${baseUrl}/assets/index-Cly1AOmP.js`, {
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("br");
    // fetch decodes the body: what arrives is the script itself.
    expect(await response.text()).toBe(builtScript);
  });

  it.each([
    ["br, gzip", "br", ".br"],
    ["gzip", "gzip", ".gz"],
  ])(
    "sends the copy the build compressed to a client accepting %s, as the asset's own type",
    async (accepted, encoding, extension) => {
      const response = await fetch(`${baseUrl}/assets/index-B2xv.css`, {
        headers: { "accept-encoding": accepted },
      });
      expect(response.headers.get("content-encoding")).toBe(encoding);
      expect(response.headers.get("content-type")).toBe("text/css; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("vary")).toMatch(/Accept-Encoding/);
      // The stored copy itself, not one compressed again.
      const stored = readFileSync(path.join(webDistDir, `assets/index-B2xv.css${extension}`));
      expect(Number(response.headers.get("content-length"))).toBe(stored.length);
      expect(await response.text()).toBe(builtStyles);
    },
  );

  it("sends gzip to a client that accepts only gzip", async () => {
    const response = await fetch(`${baseUrl}/assets/index-Cly1AOmP.js`, {
      headers: { "accept-encoding": "gzip" },
    });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(await response.text()).toBe(builtScript);
  });

  it.each(["/", "/browse", "/manga/dragon-ascendant/chapter/3"])(
    "answers the browser route %s with the app",
    async (route) => {
      const response = await fetch(`${baseUrl}${route}`, { headers: html });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(pages["index.html"]);
    },
  );

  it.each(["application/json", "*/*"])(
    "answers 404 to a missing file asked for with Accept %s",
    async (accept) => {
      const response = await fetch(`${baseUrl}/missing.json`, { headers: { accept } });
      expect(response.status).toBe(404);
    },
  );
});
