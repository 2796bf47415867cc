import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "./database/test-database.ts";
import { createDb } from "./lib/db.ts";
import { startServerProcess, type ServerProcess } from "./test/server-process.ts";

// Two server processes on one database, as behind a load balancer: whatever one instance knows
// (sessions, throttling, rate limits, persisted queries) the other must know too.
const mailDir = mkdtempSync(path.join(tmpdir(), "inkpanel-scale-out-mail-"));

let database: TestDatabase;
let first: ServerProcess;
let second: ServerProcess;
beforeAll(async () => {
  database = await createTestDatabase("inkscale_");
  const db = createDb({ connectionString: database.url, maxConnections: 1 });
  await db.plan.create({
    data: {
      id: "free",
      name: "Free",
      description: "",
      sortOrder: 0,
      monthlyPrice: 0,
      yearlyPrice: 0,
    },
  });
  await db.$disconnect();
  const env = { DATABASE_URL: database.url, MAIL_DIR: mailDir, LOG_LEVEL: "warn" };
  [first, second] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
}, 120_000);
afterAll(async () => {
  await Promise.all([first, second].filter(Boolean).map((instance) => instance.stop()));
  await database?.drop();
  rmSync(mailDir, { recursive: true, force: true });
});

interface Answer {
  data?: Record<string, { id?: string } | boolean | null>;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

async function post(instance: ServerProcess, query: string, cookie?: string) {
  const response = await fetch(`${instance.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query }),
  });
  return { body: (await response.json()) as Answer, setCookie: response.headers.get("set-cookie") };
}

const sessionCookieOf = (setCookie: string | null) => setCookie?.split(";")[0] ?? "";
const signUp = (email: string) =>
  `mutation { signUp(input: { name: "Scale Reader", email: "${email}", password: "scaling out reads well", acceptTerms: true }) { id } }`;

describe("two instances on one database", { timeout: 30_000 }, () => {
  it("share sessions: one made on the first works on the second, and signing out ends it on both", async () => {
    const { body, setCookie } = await post(first, signUp("shared.session@example.com"));
    const cookie = sessionCookieOf(setCookie);
    const userId = (body.data?.signUp as { id: string }).id;

    expect((await post(second, "{ me { id } }", cookie)).body.data?.me).toEqual({ id: userId });
    expect((await post(second, "mutation { signOut }", cookie)).body.data?.signOut).toBe(true);
    expect((await post(first, "{ me { id } }", cookie)).body.data?.me).toBeNull();
  });

  it("count failed sign-ins together", async () => {
    const email = "shared.throttle@example.com";
    await post(first, signUp(email));
    const wrong = `mutation { signIn(email: "${email}", password: "not the password") { id } }`;
    for (let attempt = 0; attempt < 5; attempt++) {
      const { body } = await post(attempt % 2 === 0 ? first : second, wrong);
      expect(body.errors?.[0]?.extensions?.code).toBe("INVALID_CREDENTIALS");
    }
    const { body } = await post(second, wrong);
    expect(body.errors?.[0]?.extensions?.code).toBe("RATE_LIMITED");
  });

  it("spend one rate limit together", async () => {
    // An address may be subscribed 3 times an hour (site/limits.ts), whichever instance is asked.
    const subscribe = 'mutation { subscribeNewsletter(email: "shared.limit@example.com") }';
    const codeFrom = async (instance: ServerProcess) =>
      (await post(instance, subscribe)).body.errors?.[0]?.extensions?.code;
    expect(await codeFrom(first)).toBeUndefined();
    expect(await codeFrom(second)).toBe("ALREADY_SUBSCRIBED");
    expect(await codeFrom(first)).toBe("ALREADY_SUBSCRIBED");
    expect(await codeFrom(second)).toBe("RATE_LIMITED");
  });

  it("serve a persisted query registered through the other", async () => {
    const query = "query ScaleOutProbe { genres { id } }";
    const extensions = JSON.stringify({
      persistedQuery: { version: 1, sha256Hash: createHash("sha256").update(query).digest("hex") },
    });
    const headers = { "apollo-require-preflight": "true" };
    const register = await fetch(
      `${first.url}/graphql?${new URLSearchParams({ query, extensions })}`,
      { headers },
    );
    expect(((await register.json()) as Answer).errors).toBeUndefined();

    // Apollo stores a registration without holding up its answer, so the row lands a moment later.
    const byHash = () =>
      fetch(`${second.url}/graphql?${new URLSearchParams({ extensions })}`, { headers })
        .then((response) => response.json())
        .then((answer: Answer) => answer.data);
    await expect.poll(byHash, { timeout: 5_000 }).toEqual({ genres: [] });
  });
});
