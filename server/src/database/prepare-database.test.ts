import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createDb } from "../lib/db.ts";
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
      expect(first).toMatchObject({ embedded: true, maxConnections: 1 });
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

  it("is created and migrated, but not seeded, and gets a full pool", async () => {
    const prepared = await prepareDatabase({ env: { DATABASE_URL: external.url } });

    expect(prepared).toMatchObject({ url: external.url, maxConnections: 10, embedded: false });
    expect(await catalogue(prepared)).toEqual([]);
    await prepared.close();
  });
});
