import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../accounts/session-cookie.ts";
import { startSession } from "../accounts/sessions.ts";
import { applyMigrations } from "../database/migrate.ts";
import { queryOnce } from "../database/query-once.ts";
import { postGraphQL, useHttpApp } from "../test/http.ts";
import { createOwnPostgres, type OwnPostgres } from "../test/own-postgres.ts";
import { insertFreePlan } from "../test/readers.ts";
import { createDb, type Db } from "./db.ts";
import { replicaUrlsFromEnv } from "./read-replicas.ts";

// A real streaming replica of a primary this test makes itself (pg_basebackup into a cluster of
// its own on a free port). Replay on the replica is paused to hold it behind the primary, so each
// answer shows which of the two it came from.
let primary: OwnPostgres;
let replica: OwnPostgres;
let primaryDb: Db;
let replicaDb: Db;
let sessionCookie: string;

const databaseUrl = (cluster: OwnPostgres) => cluster.url.replace(/\/postgres$/, "/inkpanel");

beforeAll(async () => {
  primary = await createOwnPostgres();
  await applyMigrations(databaseUrl(primary)); // creates the database too
  primaryDb = createDb({ connectionString: databaseUrl(primary), maxConnections: 2 });
  await insertFreePlan(primaryDb);
  await primaryDb.user.create({
    data: { id: "replica-reader", email: "r@example.com", name: "R" },
  });
  const session = await startSession(primaryDb, "replica-reader", {
    persistent: false,
    now: new Date(),
    userAgent: null,
  });
  sessionCookie = `${SESSION_COOKIE}=${session.token}`;

  replica = await createOwnPostgres({ replicaOf: primary });
  replicaDb = createDb({ connectionString: databaseUrl(replica), maxConnections: 2 });
  await replicaDb.$executeRaw`SELECT pg_wal_replay_pause()`;
  const pauseState = () =>
    replicaDb.$queryRaw<{ state: string }[]>`SELECT pg_get_wal_replay_pause_state() AS state`;
  for (const deadline = Date.now() + 10_000; (await pauseState())[0]!.state !== "paused";) {
    if (Date.now() > deadline) throw new Error("The replica did not pause its replay");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // Written after the pause: only the primary has them.
  await primaryDb.faq.create({
    data: { category: "Replicas", question: "Only On Primary", answer: "", sortOrder: 1 },
  });
  await primaryDb.genre.create({
    data: { id: "g-new", name: "Genre On Primary", slug: "new", description: "" },
  });
}, 120_000);

afterAll(async () => {
  await Promise.all([primaryDb, replicaDb].filter(Boolean).map((db) => db.$disconnect()));
  await replica?.destroy();
  await primary?.destroy();
});

const app = useHttpApp(() => ({ db: primaryDb, replicas: [replicaDb] }));
const faqQuestions = async (headers: Record<string, string> = {}) => {
  const response = await postGraphQL(
    app.url("/graphql"),
    { query: "{ faqs { question } }" },
    headers,
  );
  const body = (await response.json()) as { data: { faqs: { question: string }[] } };
  return body.data.faqs.map((faq) => faq.question);
};

describe("DATABASE_REPLICA_URLS", () => {
  it("lists the replicas, comma-separated", () => {
    expect(replicaUrlsFromEnv({})).toEqual([]);
    expect(
      replicaUrlsFromEnv({ DATABASE_REPLICA_URLS: " postgresql://a/x , postgresql://b/x ," }),
    ).toEqual(["postgresql://a/x", "postgresql://b/x"]);
  });
});

describe("with a read replica", () => {
  it("answers an anonymous query from the replica", async () => {
    expect(await faqQuestions()).toEqual([]);
  });

  it("reads the genre list each instance keeps from the primary, which notified the change", async () => {
    const response = await postGraphQL(app.url("/graphql"), { query: "{ genres { name } }" });
    const body = (await response.json()) as { data: { genres: { name: string }[] } };
    expect(body.data.genres.map((genre) => genre.name)).toEqual(["Genre On Primary"]);
  });

  it("keeps the writes an anonymous query makes on the primary (the daily popularity roll)", async () => {
    const response = await postGraphQL(app.url("/graphql"), {
      query: "{ popularMangas(period: WEEK) { rank } mangas(first: 1) { totalCount } }",
    });
    expect(((await response.json()) as { errors?: unknown }).errors).toBeUndefined();
  });

  it("answers a signed-in reader from the primary, who sees what was just written", async () => {
    expect(await faqQuestions({ cookie: sessionCookie })).toEqual(["Only On Primary"]);
  });

  it("runs mutations on the primary", async () => {
    const response = await postGraphQL(app.url("/graphql"), {
      query: 'mutation { subscribeNewsletter(email: "replica@example.com") }',
    });
    expect(((await response.json()) as { errors?: unknown }).errors).toBeUndefined();
    const [row] = await queryOnce<{ count: string }>(
      databaseUrl(primary),
      `SELECT count(*) FROM "NewsletterSubscriber" WHERE email = 'replica@example.com'`,
    );
    expect(Number(row!.count)).toBe(1);
  });

  it("shows anonymous readers the write once the replica replays it", async () => {
    await replicaDb.$executeRaw`SELECT pg_wal_replay_resume()`;
    await expect.poll(() => faqQuestions(), { timeout: 10_000 }).toEqual(["Only On Primary"]);
  });
});
