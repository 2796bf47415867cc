import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useTestDb } from "../test/database.ts";
import { postGraphQL, useHttpApp } from "../test/http.ts";
import type { RateLimit } from "./rate-limits.ts";

// A short, bounded flood on loopback: one visitor sends 300 requests, 30 at a time, against a
// small API budget. It is answered until the budget is spent, then refused with RATE_LIMITED, and
// nothing else happens: no other status, no dropped connection, and other visitors are served.

const db = useTestDb();
const apiBudget: RateLimit = {
  name: `api-load-${randomUUID()}`,
  points: 1000,
  durationSeconds: 60,
};
// Behind a proxy on loopback, so the test can speak as several visitors (X-Forwarded-For).
const app = useHttpApp({ db, apiBudget, trustProxy: "loopback" });

const QUERY = "{ genres { id name } }"; // costs 10: a list counts 10 items without `first`
const REQUESTS = 300;
const CONCURRENCY = 30;

interface Answer {
  status: number;
  retryAfter: string | null;
  codes: string[];
  hasData: boolean;
  cost: unknown;
}

async function ask(visitor: string, query = QUERY): Promise<Answer> {
  const response = await postGraphQL(
    app.url("/graphql"),
    { query },
    { "x-forwarded-for": visitor },
  );
  const body = (await response.json()) as {
    data?: unknown;
    errors?: { extensions?: { code?: string } }[];
    extensions?: { cost?: unknown };
  };
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    codes: (body.errors ?? []).map((error) => error.extensions?.code ?? "none"),
    hasData: body.data !== undefined && body.data !== null,
    cost: body.extensions?.cost,
  };
}

describe("a flood from one visitor", () => {
  it("is answered until its budget is spent, then refused with RATE_LIMITED, and nothing else breaks", async () => {
    const flooder = "198.51.100.66";
    const answers: Answer[] = [];
    for (let sent = 0; sent < REQUESTS; sent += CONCURRENCY) {
      answers.push(...(await Promise.all(Array.from({ length: CONCURRENCY }, () => ask(flooder)))));
    }

    const served = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(served.length + refused.length).toBe(REQUESTS);
    expect(served).toHaveLength(apiBudget.points / 10);
    expect(served.every((answer) => answer.hasData && answer.codes.length === 0)).toBe(true);
    expect(refused.every((answer) => answer.codes.join() === "RATE_LIMITED")).toBe(true);
    expect(refused.every((answer) => Number(answer.retryAfter) > 0)).toBe(true);

    // Everyone else is still served, from a budget of their own, and the server is healthy.
    const neighbour = await ask("198.51.100.67");
    expect(neighbour).toMatchObject({ status: 200, hasData: true, codes: [] });
    // An answer a CDN may share tells its cost, not the visitor's budget; a personal one both.
    expect(neighbour.cost).toEqual({ requestedQueryCost: 10, maximumQueryCost: 5000 });
    const personal = await ask(
      "198.51.100.67",
      `mutation { recordChapterView(chapterId: "none") { id } }`,
    );
    expect(personal.cost).toEqual({
      requestedQueryCost: 1,
      maximumQueryCost: 5000,
      throttleStatus: {
        maximumAvailable: apiBudget.points,
        currentlyAvailable: apiBudget.points - 10 - 1,
        resetInSeconds: expect.any(Number),
      },
    });
    expect((await fetch(app.url("/healthz"))).status).toBe(200);
  }, 60_000);
});
