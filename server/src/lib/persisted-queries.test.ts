import { createHash, randomUUID } from "node:crypto";
import type { ApolloServer } from "@apollo/server";
import { beforeAll, describe, expect, it } from "vitest";
import { useOwnTestDb } from "../test/database.ts";
import { createContext } from "../app/context.ts";
import { createGraphQLServer } from "../app/graphql-server.ts";
import type { Context } from "./context.ts";
import {
  MAX_PERSISTED_QUERY_BYTES,
  PERSISTED_QUERY_REGISTRATIONS_PER_IP,
  persistedQueryStore,
  webAppSafelist,
} from "./persisted-queries.ts";

// A database of its own: the store test fills it to the cap, evicting whatever else is there.
const db = useOwnTestDb("apq");
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
let server: ApolloServer<Context>;
beforeAll(async () => {
  server = await createGraphQLServer({ db });
  return () => server.stop();
});

/** Registers `query` under its hash from `ip`, as a client's second request does. */
async function register(query: string, ip: string) {
  const response = await server.executeOperation(
    { query, extensions: { persistedQuery: { version: 1, sha256Hash: sha256(query) } } },
    {
      contextValue: createContext({
        db,
        http: { ip, userAgent: null, setSessionCookie() {}, clearSessionCookie() {} },
      }),
    },
  );
  if (response.body.kind !== "single") throw new Error("Expected a single result");
  return response.body.singleResult.errors?.[0]?.extensions?.code;
}

const storedWith = (marker: string) =>
  db.persistedQuery.count({ where: { query: { contains: marker } } });

describe("registering persisted queries", () => {
  it("refuses a padded document: 50 anonymous registrations of {__typename} and 90 KB of comment store nothing", async () => {
    const marker = randomUUID();
    const codes = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        register(`{ __typename } # ${marker} ${n} ${"x".repeat(90_000)}`, "198.51.100.7"),
      ),
    );
    expect(new Set(codes)).toEqual(new Set(["PERSISTED_QUERY_TOO_LARGE"]));
    // Apollo writes a registration after answering; give a wrongly accepted one time to land.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await storedWith(marker)).toBe(0);
    // A document within the limit, comments and all, is registered.
    const small = `{ __typename } # ${marker} ${"x".repeat(MAX_PERSISTED_QUERY_BYTES - 100)}`;
    expect(await register(small, "198.51.100.7")).toBeUndefined();
    await expect.poll(() => storedWith(marker)).toBe(1);
  });

  it(`registers ${PERSISTED_QUERY_REGISTRATIONS_PER_IP.points} queries an hour per IP, then answers RATE_LIMITED`, async () => {
    const marker = randomUUID();
    const { points } = PERSISTED_QUERY_REGISTRATIONS_PER_IP;
    const codes = [];
    for (let n = 0; n <= points; n++) {
      codes.push(await register(`{ __typename } # ${marker} ${n}`, "2001:db8:77:1::5"));
    }
    expect(codes.slice(0, points)).toEqual(Array(points).fill(undefined));
    expect(codes[points]).toBe("RATE_LIMITED");
    // The same /64 shares the budget; another IP has its own.
    expect(await register(`{ __typename } # ${marker} more`, "2001:db8:77:1::6")).toBe(
      "RATE_LIMITED",
    );
    expect(await register(`{ __typename } # ${marker} other`, "2001:db8:77:2::5")).toBeUndefined();
    await expect.poll(() => storedWith(marker)).toBe(points + 1);
  });
});

describe("the persisted query store", () => {
  it("keeps its total size under the cap, evicting the queries used longest ago", async () => {
    const marker = randomUUID();
    const query = (name: string) => `{ __typename } # ${marker} ${name} ${"x".repeat(1000)}`;
    const store = persistedQueryStore(db, { maxBytes: 3 * query("a").length + 10 });
    const pause = () => new Promise((resolve) => setTimeout(resolve, 10));
    for (const name of ["a", "b", "c"]) {
      await store.set(`test:${marker}:${name}`, query(name));
      await pause();
    }
    // Another process serves `a`, which makes it recently used.
    expect(await persistedQueryStore(db).get(`test:${marker}:a`)).toBe(query("a"));
    await pause();
    await store.set(`test:${marker}:d`, query("d"));
    const kept = await db.persistedQuery.findMany({
      where: { key: { startsWith: `test:${marker}:` } },
      select: { key: true },
      orderBy: { key: "asc" },
    });
    expect(kept.map((row) => row.key.split(":").at(-1))).toEqual(["a", "c", "d"]);
  });
});

describe("the web app's safelist", () => {
  const safelist = webAppSafelist();
  const about = [...safelist].find(([, query]) => query.startsWith("query AboutRouteQuery"));

  it("holds the web app's queries, hashed as its client sends them", () => {
    expect(about).toBeDefined();
    for (const [hash, query] of safelist) expect(sha256(query)).toBe(hash);
  });

  it("answers a hash the web app sends without its text, and stores nothing for it", async () => {
    const [hash] = about!;
    const response = await server.executeOperation(
      { extensions: { persistedQuery: { version: 1, sha256Hash: hash } } },
      {
        contextValue: createContext({
          db,
          http: {
            ip: "203.0.113.9",
            userAgent: null,
            setSessionCookie() {},
            clearSessionCookie() {},
          },
        }),
      },
    );
    if (response.body.kind !== "single") throw new Error("Expected a single result");
    expect(response.body.singleResult.errors).toBeUndefined();
    expect(response.body.singleResult.data).toEqual({ siteStats: expect.anything() });
    expect(await db.persistedQuery.count({ where: { key: { contains: hash } } })).toBe(0);
  });

  it("is never evicted, whatever registrations fill the store", async () => {
    const kept = `{ __typename } # safelisted ${randomUUID()}`;
    const store = persistedQueryStore(db, {
      maxBytes: 10,
      safelist: new Map([[sha256(kept), kept]]),
    });
    // Apollo keys its store entries "apq:<hash>".
    await store.set(`apq:${sha256(kept)}`, kept);
    const filler = `{ __typename } # ${randomUUID()} ${"x".repeat(100)}`;
    await store.set(`apq:${sha256(filler)}`, filler);
    expect(await store.get(`apq:${sha256(kept)}`)).toBe(kept);
    expect(await db.persistedQuery.count({ where: { query: kept } })).toBe(0);
  });
});
