import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { Prisma } from "../generated/prisma/client.ts";
import { createDb, queryRows, sqlInteger } from "../lib/db.ts";
import { moonlitBlade, moonlitBladeDays } from "./fixtures.ts";
import { applyMigrations } from "./migrate.ts";
import { openDatabase, prepareDatabase, type OpenDatabase } from "./index.ts";
import { unusedTestDatabase } from "./test-database.ts";

// PGlite's first start on a new data directory and the Prisma CLI each take seconds, more on a busy
// machine (67 s for the first start when a second test run shared it).
vi.setConfig({ hookTimeout: 240_000, testTimeout: 240_000 });

const [moonlitBladeFirstDay] = moonlitBladeDays;

async function catalogue({ url, maxConnections }: OpenDatabase) {
  const db = createDb({ connectionString: url, maxConnections });
  try {
    return await db.manga.findMany({ select: { slug: true, views: true } });
  } finally {
    await db.$disconnect();
  }
}

describe("the embedded database", () => {
  const noDatabaseUrl = {};
  let parent: string;
  let embeddedDataDir: string;

  beforeAll(async () => {
    parent = await mkdtemp(path.join(tmpdir(), "inkdata-pglite-"));
    embeddedDataDir = path.join(parent, "pglite");
  });

  afterAll(() => rm(parent, { recursive: true, force: true }));

  it("starts on a new data directory, migrates and keeps its rows across a restart", async () => {
    const first = await openDatabase({ env: noDatabaseUrl, embeddedDataDir });
    try {
      expect(first).toMatchObject({ embedded: true, maxConnections: 1, preparesStatements: false });
      await applyMigrations(first.url);
      const db = createDb({ connectionString: first.url, maxConnections: first.maxConnections });
      const { id } = await db.manga.create({ data: moonlitBlade });
      await db.mangaDailyView.create({ data: { ...moonlitBladeFirstDay!, mangaId: id } });
      await db.$disconnect();
    } finally {
      await first.close();
    }

    // Holding a title already, the restarted database is not seeded: it shows exactly what was left.
    const restarted = await prepareDatabase({ env: noDatabaseUrl, embeddedDataDir });
    try {
      expect(await catalogue(restarted)).toEqual([
        { slug: moonlitBlade.slug, views: moonlitBladeFirstDay!.views },
      ]);
    } finally {
      await restarted.close();
    }
  });

  it("answers a hot read again after the app's connection to it is replaced", async () => {
    // Every connection shares PGlite's one session: a statement prepared on one is still there for
    // the next, which node-postgres would prepare again under the same name.
    const open = await openDatabase({ env: noDatabaseUrl, embeddedDataDir });
    const answer = Prisma.sql`SELECT 1 + ${sqlInteger(41)} AS "answer"`;
    try {
      for (let connection = 0; connection < 2; connection++) {
        const db = createDb({
          connectionString: open.url,
          maxConnections: open.maxConnections,
          preparesStatements: open.preparesStatements,
        });
        try {
          expect(await queryRows(db, answer, { prepare: true })).toEqual([{ answer: 42 }]);
        } finally {
          await db.$disconnect();
        }
      }
    } finally {
      await open.close();
    }
  });

  it("refuses a second start on a data directory in use", async () => {
    const running = await openDatabase({ env: noDatabaseUrl, embeddedDataDir });
    try {
      await expect(openDatabase({ env: noDatabaseUrl, embeddedDataDir })).rejects.toThrow(
        `${embeddedDataDir} is in use by process ${process.pid}`,
      );
    } finally {
      await running.close();
    }
  });
});

describe("DATABASE_URL's database", () => {
  const external = unusedTestDatabase("inkdata_test_");

  afterAll(() => external.drop());

  it("is created and migrated, but not seeded, gets a full pool and prepared statements", async () => {
    const prepared = await prepareDatabase({ env: { DATABASE_URL: external.url } });

    expect(prepared).toMatchObject({
      url: external.url,
      maxConnections: 10,
      embedded: false,
      preparesStatements: true,
    });
    expect(await catalogue(prepared)).toEqual([]);
    await prepared.close();
  });

  it("prepares no statement with DATABASE_PREPARED_STATEMENTS=off (an older PgBouncer)", async () => {
    const env = { DATABASE_URL: external.url, DATABASE_PREPARED_STATEMENTS: "off" };
    expect(await openDatabase({ env })).toMatchObject({ preparesStatements: false });
  });
});
