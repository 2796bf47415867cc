import { afterAll, describe, expect, it } from "vitest";
import { useTestDb } from "../test/database.ts";
import { postGraphQL, useHttpApp } from "../test/http.ts";
import { createDb } from "./db.ts";
import { testDatabaseUrl } from "../test/database-url.ts";

// Error answers over HTTP: each names its request, and none tells a client about the server.

const db = useTestDb();
const app = useHttpApp({ db });

// A database without Inkpanel's tables: every query fails inside the server (a "bug").
const adminUrl = new URL(testDatabaseUrl());
adminUrl.pathname = "/postgres";
const brokenDb = createDb({ connectionString: adminUrl.href, maxConnections: 1 });
afterAll(() => brokenDb.$disconnect());
const broken = useHttpApp({ db: brokenDb });

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("request ids", () => {
  it("are on every response as X-Request-Id, a new one each time", async () => {
    const first = await fetch(app.url("/healthz"));
    const second = await postGraphQL(app.url("/graphql"), { query: "{ __typename }" });
    expect(first.headers.get("x-request-id")).toMatch(uuid);
    expect(second.headers.get("x-request-id")).toMatch(uuid);
    expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
  });

  it("are in every error an answer carries", async () => {
    const response = await postGraphQL(app.url("/graphql"), {
      query: "{ mangas(first: -1) { totalCount } }",
    });
    const body = (await response.json()) as { errors: { extensions: Record<string, unknown> }[] };
    expect(body.errors[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      requestId: response.headers.get("x-request-id"),
    });
  });
});

describe("unexpected errors", () => {
  it("reach the client as INTERNAL_SERVER_ERROR with the request id, and no stack or SQL", async () => {
    const response = await postGraphQL(broken.url("/graphql"), { query: "{ genres { id name } }" });
    // The database is first reached in a resolver (the API budget is spent in memory), so this is
    // a field's error in an answer like any other: HTTP 200, data null.
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({
      errors: [
        {
          message: "Internal server error",
          extensions: {
            code: "INTERNAL_SERVER_ERROR",
            requestId: response.headers.get("x-request-id"),
          },
        },
      ],
    });
    expect(text).not.toMatch(/prisma|select|relation|\.ts|at /i);
  });
});

describe("malformed requests", () => {
  it("answers a body that is not JSON with 400 BAD_REQUEST, in GraphQL's error shape", async () => {
    const response = await fetch(app.url("/graphql"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"query": "{ __typename }"',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [
        {
          message: "The request body is not valid JSON.",
          extensions: { code: "BAD_REQUEST", requestId: response.headers.get("x-request-id") },
        },
      ],
    });
  });

  it("answers a body over 100 kB with 413", async () => {
    const response = await postGraphQL(app.url("/graphql"), {
      query: `{ __typename }${" ".repeat(110_000)}`,
    });
    expect(response.status).toBe(413);
    expect(
      ((await response.json()) as { errors: { extensions: { code: string } }[] }).errors[0]
        ?.extensions.code,
    ).toBe("BAD_REQUEST");
  });
});
