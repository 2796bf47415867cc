import { randomUUID } from "node:crypto";
import { ApolloServer } from "@apollo/server";
import { GraphQLError } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDb } from "../test/database.ts";
import { createContext } from "../app/context.ts";
import type { Context } from "./context.ts";
import { createDb } from "./db.ts";
import { consumeRateLimit, type RateLimit } from "./rate-limits.ts";
import { testDatabaseUrl } from "../test/database-url.ts";

const db = useTestDb();
const context = createContext({ db });

/** A limit of its own per test, so tests (and reruns) never share counters. */
const newLimit = (points: number, durationSeconds = 60): RateLimit => ({
  name: `test-${randomUUID()}`,
  points,
  durationSeconds,
});

/** The error `promise` rejects with, or null when it resolves. */
async function refusal(promise: Promise<void>): Promise<GraphQLError | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    if (error instanceof GraphQLError) return error;
    throw error;
  }
}

describe("consumeRateLimit", () => {
  it("allows the budget, then refuses with RATE_LIMITED and the seconds until the window ends", async () => {
    const limit = newLimit(3, 60);
    for (let call = 0; call < limit.points; call++) {
      expect(await refusal(consumeRateLimit(context, limit, "ada@example.com"))).toBeNull();
    }
    const error = await refusal(consumeRateLimit(context, limit, "ada@example.com"));
    expect(error?.extensions.code).toBe("RATE_LIMITED");
    const retryAfter = error?.extensions.retryAfterSeconds as number;
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(limit.durationSeconds);
    expect(error?.message).toBe(`Too many requests. Try again in ${retryAfter} seconds.`);
  });

  it("counts each key and each limit apart", async () => {
    const limit = newLimit(1);
    await consumeRateLimit(context, limit, "ada@example.com");
    expect(await refusal(consumeRateLimit(context, limit, "ben@example.com"))).toBeNull();
    const sameName = { ...newLimit(1), name: limit.name };
    expect(
      (await refusal(consumeRateLimit(context, sameName, "ada@example.com")))?.extensions.code,
    ).toBe("RATE_LIMITED");
    expect(await refusal(consumeRateLimit(context, newLimit(1), "ada@example.com"))).toBeNull();
  });

  it("spends `cost` points at once", async () => {
    const limit = newLimit(10);
    expect(await refusal(consumeRateLimit(context, limit, "203.0.113.7", 8))).toBeNull();
    const error = await refusal(consumeRateLimit(context, limit, "203.0.113.7", 3));
    expect(error?.extensions.code).toBe("RATE_LIMITED");
  });

  it("counts concurrent calls exactly: of 12 at once on a budget of 5, 5 pass", async () => {
    const limit = newLimit(5);
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, () => refusal(consumeRateLimit(context, limit, "burst"))),
    );
    expect(outcomes.filter((outcome) => outcome === null)).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome?.extensions.code === "RATE_LIMITED")).toHaveLength(
      7,
    );
  });

  it("holds across server processes: another client on the database sees the same budget", async () => {
    const otherProcess = createDb({ connectionString: testDatabaseUrl(), maxConnections: 1 });
    afterAll(() => otherProcess.$disconnect());
    const limit = newLimit(2);
    await consumeRateLimit(context, limit, "ada@example.com");
    await consumeRateLimit(createContext({ db: otherProcess }), limit, "ada@example.com");
    const error = await refusal(consumeRateLimit(context, limit, "ada@example.com"));
    expect(error?.extensions.code).toBe("RATE_LIMITED");
    expect(
      await db.rateLimitCounter.findUnique({ where: { key: `${limit.name}:ada@example.com` } }),
    ).toMatchObject({ points: 3 });
  });

  it("starts a new budget when the window ends", async () => {
    const limit = newLimit(1, 1);
    await consumeRateLimit(context, limit, "ada@example.com");
    expect(await refusal(consumeRateLimit(context, limit, "ada@example.com"))).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await refusal(consumeRateLimit(context, limit, "ada@example.com"))).toBeNull();
  });
});

describe("a refusal in a GraphQL response", () => {
  const limit = newLimit(1);
  let server: ApolloServer<Context>;
  beforeAll(async () => {
    server = new ApolloServer<Context>({
      typeDefs: "type Query { ok: Boolean } type Mutation { spend: Boolean }",
      resolvers: {
        Mutation: {
          spend: async (_, __, requestContext: Context) => {
            await consumeRateLimit(requestContext, limit, "ada@example.com");
            return true;
          },
        },
      },
    });
    await server.start();
    return () => server.stop();
  });

  it("carries retryAfterSeconds in the error and a Retry-After header, and nothing of the HTTP plumbing", async () => {
    const spend = () =>
      server.executeOperation({ query: "mutation { spend }" }, { contextValue: context });
    await spend();
    const response = await spend();
    if (response.body.kind !== "single") throw new Error("Expected a single result");
    const [error] = response.body.singleResult.errors ?? [];
    expect(error?.extensions).toEqual({
      code: "RATE_LIMITED",
      retryAfterSeconds: expect.any(Number),
    });
    expect(response.http.headers.get("retry-after")).toBe(
      String(error?.extensions?.retryAfterSeconds),
    );
  });
});
