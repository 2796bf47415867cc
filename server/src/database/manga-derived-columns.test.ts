// Manga.views and Manga.latestChapterAt are kept by triggers (prisma/migrations/*_manga_derived_columns).
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createDb, type Db } from "../lib/db.ts";
import {
  moonlitBlade,
  moonlitBladeChapters,
  moonlitBladeDays,
  quietHarbor,
  quietHarborDays,
} from "./fixtures.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

// Every test database is migrated by the Prisma CLI, which takes seconds, more on a busy machine.
vi.setConfig({ hookTimeout: 60_000, testTimeout: 60_000 });

const sumViews = (days: { views: number }[]) => days.reduce((total, day) => total + day.views, 0);

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase("inkdata_test_");
  db = createDb({ connectionString: database.url });
});

afterAll(async () => {
  await db?.$disconnect();
  await database?.drop();
});

let moonlitBladeId: string;
let quietHarborId: string;

beforeEach(async () => {
  await db.manga.deleteMany();
  moonlitBladeId = (await db.manga.create({ data: moonlitBlade })).id;
  quietHarborId = (await db.manga.create({ data: quietHarbor })).id;
});

const derivedColumns = (id: string) =>
  db.manga.findUniqueOrThrow({ where: { id }, select: { views: true, latestChapterAt: true } });

describe("Manga.views", () => {
  it("is 0 for a title without daily views", async () => {
    expect(await derivedColumns(moonlitBladeId)).toEqual({ views: 0, latestChapterAt: null });
  });

  it("sums each title's days inserted in one createMany", async () => {
    await db.mangaDailyView.createMany({
      data: [
        ...moonlitBladeDays.map((day) => ({ ...day, mangaId: moonlitBladeId })),
        ...quietHarborDays.map((day) => ({ ...day, mangaId: quietHarborId })),
      ],
    });

    expect((await derivedColumns(moonlitBladeId)).views).toBe(sumViews(moonlitBladeDays));
    expect((await derivedColumns(quietHarborId)).views).toBe(sumViews(quietHarborDays));
  });

  it("follows an upsert that counts one view at a time", async () => {
    const [firstDay] = moonlitBladeDays;
    const countOneView = () =>
      db.mangaDailyView.upsert({
        where: { mangaId_day: { mangaId: moonlitBladeId, day: firstDay!.day } },
        create: { mangaId: moonlitBladeId, day: firstDay!.day, views: 1 },
        update: { views: { increment: 1 } },
      });

    await countOneView();
    await countOneView();

    expect((await derivedColumns(moonlitBladeId)).views).toBe(2);
  });

  it("follows updates, moves between titles and deletes", async () => {
    await db.mangaDailyView.createMany({
      data: moonlitBladeDays.map((day) => ({ ...day, mangaId: moonlitBladeId })),
    });
    const [firstDay, secondDay, thirdDay] = moonlitBladeDays;
    const viewsPerDay = 10;

    await db.mangaDailyView.updateMany({
      where: { mangaId: moonlitBladeId },
      data: { views: viewsPerDay },
    });
    expect((await derivedColumns(moonlitBladeId)).views).toBe(3 * viewsPerDay);

    await db.mangaDailyView.update({
      where: { mangaId_day: { mangaId: moonlitBladeId, day: thirdDay!.day } },
      data: { mangaId: quietHarborId },
    });
    expect((await derivedColumns(moonlitBladeId)).views).toBe(2 * viewsPerDay);
    expect((await derivedColumns(quietHarborId)).views).toBe(viewsPerDay);

    await db.mangaDailyView.deleteMany({
      where: { mangaId: moonlitBladeId, day: { in: [firstDay!.day, secondDay!.day] } },
    });
    expect((await derivedColumns(moonlitBladeId)).views).toBe(0);
    expect((await derivedColumns(quietHarborId)).views).toBe(viewsPerDay);
  });

  it("counts both of two concurrent transactions that add views to one title", async () => {
    const [firstDay, secondDay] = moonlitBladeDays;
    const first = new pg.Client({ connectionString: database.url });
    const second = new pg.Client({ connectionString: database.url });
    await Promise.all([first.connect(), second.connect()]);
    const addDay = (client: pg.Client, day: { day: Date; views: number }) =>
      client.query(`INSERT INTO "MangaDailyView" ("mangaId", "day", "views") VALUES ($1, $2, $3)`, [
        moonlitBladeId,
        day.day,
        day.views,
      ]);
    try {
      await first.query("BEGIN");
      await second.query("BEGIN");
      await addDay(first, firstDay!);
      // The second insert's trigger waits for the first transaction's lock on the title, then recounts.
      const secondPid = await backendPid(second);
      const secondInsert = addDay(second, secondDay!);
      await waitUntilBlocked(secondPid);
      await first.query("COMMIT");
      await secondInsert;
      await second.query("COMMIT");
    } finally {
      await Promise.all([first.end(), second.end()]);
    }

    expect((await derivedColumns(moonlitBladeId)).views).toBe(firstDay!.views + secondDay!.views);
  });
});

describe("Manga.latestChapterAt", () => {
  const newest = moonlitBladeChapters[2]!;
  const middle = moonlitBladeChapters[1]!;

  beforeEach(async () => {
    await db.chapter.createMany({
      data: moonlitBladeChapters.map((chapter) => ({ ...chapter, mangaId: moonlitBladeId })),
    });
  });

  const chapterId = async (number: number) =>
    (
      await db.chapter.findUniqueOrThrow({
        where: { mangaId_number: { mangaId: moonlitBladeId, number } },
      })
    ).id;

  it("is the newest release among chapters inserted in one createMany", async () => {
    expect((await derivedColumns(moonlitBladeId)).latestChapterAt).toEqual(newest.releasedAt);
    expect((await derivedColumns(quietHarborId)).latestChapterAt).toBeNull();
  });

  it("follows a chapter whose release date moves", async () => {
    const movedTo = new Date("2026-08-01T12:00:00Z");
    await db.chapter.update({
      where: { id: await chapterId(newest.number) },
      data: { releasedAt: movedTo },
    });

    expect((await derivedColumns(moonlitBladeId)).latestChapterAt).toEqual(middle.releasedAt);
  });

  it("stays put when only a chapter's view count changes", async () => {
    await db.chapter.update({
      where: { id: await chapterId(newest.number) },
      data: { views: { increment: 1 } },
    });

    expect((await derivedColumns(moonlitBladeId)).latestChapterAt).toEqual(newest.releasedAt);
  });

  it("follows a chapter moved to another title", async () => {
    await db.chapter.update({
      where: { id: await chapterId(newest.number) },
      data: { mangaId: quietHarborId },
    });

    expect((await derivedColumns(moonlitBladeId)).latestChapterAt).toEqual(middle.releasedAt);
    expect((await derivedColumns(quietHarborId)).latestChapterAt).toEqual(newest.releasedAt);
  });

  it("falls back to the previous chapter on delete, and to null when none is left", async () => {
    await db.chapter.delete({ where: { id: await chapterId(newest.number) } });
    expect((await derivedColumns(moonlitBladeId)).latestChapterAt).toEqual(middle.releasedAt);

    await db.chapter.deleteMany({ where: { mangaId: moonlitBladeId } });
    expect((await derivedColumns(moonlitBladeId)).latestChapterAt).toBeNull();
  });
});

async function backendPid(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
  return rows[0]!.pid;
}

/** Polls until the backend `pid` waits on a lock (the ordering the concurrency test needs). */
async function waitUntilBlocked(pid: number): Promise<void> {
  for (;;) {
    const [activity] = await db.$queryRaw<{ waiting: boolean }[]>`
      SELECT wait_event_type = 'Lock' AS waiting FROM pg_stat_activity WHERE pid = ${pid}`;
    if (activity?.waiting) return;
  }
}
