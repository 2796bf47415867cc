import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { getIntrospectionQuery } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app.ts";
import { createDb } from "./lib/db.ts";
import { useTestDb } from "./test/database.ts";

// The real app over HTTP, on ports from this project's test range.
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
afterAll(() => rmSync(webDistDir, { recursive: true }));

async function listen(app: Awaited<ReturnType<typeof createApp>>, port: number) {
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(port, () => resolve(listening));
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  return `http://127.0.0.1:${port}`;
}

let baseUrl: string;
beforeAll(async () => {
  baseUrl = await listen(await createApp({ db, webDistDir }), 4121);
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

  it("answers 503 when the database does not", async () => {
    const unreachable = createDb({
      connectionString: "postgresql://postgres@127.0.0.1:4129/nothing-listens-here",
    });
    afterAll(() => unreachable.$disconnect());
    const offlineUrl = await listen(await createApp({ db: unreachable, webDistDir }), 4122);
    const response = await fetch(`${offlineUrl}/healthz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "unavailable" });

    // and queries fail without the database error's details
    const query = await fetch(`${offlineUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ genres { id } }" }),
    });
    const body = (await query.json()) as GraphQLBody;
    expect(body.errors).toMatchObject([
      { message: "Internal server error", extensions: { code: "INTERNAL_SERVER_ERROR" } },
    ]);
  });
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
    expect(await response.json()).toEqual({ data: { __typename: "Query" } });
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
