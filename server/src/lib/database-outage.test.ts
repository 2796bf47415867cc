import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMigrations } from "../database/migrate.ts";
import { useHttpApp } from "../test/http.ts";
import { createOwnPostgres, type OwnPostgres } from "../test/own-postgres.ts";
import { createDb, type Db } from "./db.ts";

// The database goes away under a running server and comes back: a cluster of the test's own.

let cluster: OwnPostgres;
let db: Db;
beforeAll(async () => {
  cluster = await createOwnPostgres();
  await applyMigrations(cluster.url);
  db = createDb({ connectionString: cluster.url });
}, 120_000);
afterAll(async () => {
  await db?.$disconnect();
  await cluster?.destroy();
});
const app = useHttpApp(() => ({ db }));

// Every request gives up after 2 seconds: slower, the test fails.
const query = (headers: Record<string, string> = {}) =>
  fetch(app.url("/graphql"), {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query: "{ genres { id } }" }),
    signal: AbortSignal.timeout(2000),
  });

async function until(check: () => Promise<boolean>, seconds: number) {
  const deadline = Date.now() + seconds * 1000;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`Not so after ${seconds} seconds`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("when PostgreSQL goes away", () => {
  it("answers, fails fast with SERVICE_UNAVAILABLE and 503 while it is away, and recovers by itself", async () => {
    expect((await query()).status).toBe(200);

    await cluster.stop();
    const refused = await query();
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("5");
    expect(await refused.json()).toMatchObject({
      errors: [
        {
          extensions: {
            code: "SERVICE_UNAVAILABLE",
            requestId: refused.headers.get("x-request-id"),
          },
        },
      ],
    });
    // A session cookie is looked up before the operation runs: the same answer.
    const signedIn = await query({ cookie: "inkpanel_session=a-session-token" });
    expect(signedIn.status).toBe(503);
    expect(await signedIn.json()).toMatchObject({
      errors: [{ extensions: { code: "SERVICE_UNAVAILABLE" } }],
    });
    const health = await fetch(app.url("/healthz"), { signal: AbortSignal.timeout(2000) });
    expect(health.status).toBe(503);

    await cluster.start();
    await until(async () => (await fetch(app.url("/healthz"))).status === 200, 20);
    const recovered = await query();
    expect(recovered.status).toBe(200);
    expect(await recovered.json()).toMatchObject({ data: { genres: [] } });
  });
});
