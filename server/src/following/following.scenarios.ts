import { afterAll, beforeAll } from "vitest";
import type { Db } from "../lib/db.ts";
import { scenarioReaders } from "../test/readers.ts";
import { testPages, testTitle } from "../test/titles.ts";

// A title with readers who follow it in every way (favorite, saved, both), one who turned
// notifications off, one who follows nothing, and released chapters. Each file uses its own prefix.

export const released = new Date("2026-03-01T12:00:00.000Z");

export function followingScenario(prefix: string) {
  const id = (name: string) => `${prefix}-${name}`;
  const { plan, readers, viewers, ...users } = scenarioReaders({
    prefix,
    domain: "following.test",
    verifiedAt: released,
    readers: {
      fan: { name: "Fan" },
      saver: { name: "Saver" },
      both: { name: "Both" },
      quiet: { name: "Quiet", notifications: false, emailUpdates: false },
      stranger: { name: "Stranger" },
    },
  });
  const manga = { id: id("manga"), slug: id("manga"), title: "Paper Lanterns" };
  const chapters = [1, 2].map((number) => ({
    id: id(`chapter-${number}`),
    number,
    releasedAt: new Date(released.getTime() + (number - 1) * 86_400_000),
  }));

  async function insert(db: Db) {
    await users.insert(db);
    await db.manga.create({
      data: testTitle({
        ...manga,
        chapters: { create: chapters.map((chapter) => ({ ...chapter, pages: { create: pages } })) },
      }),
    });
    const follow = (reader: { id: string }) => ({ userId: reader.id, mangaId: manga.id });
    await db.favorite.createMany({ data: [readers.fan, readers.both, readers.quiet].map(follow) });
    await db.savedManga.createMany({ data: [readers.saver, readers.both].map(follow) });
  }

  async function remove(db: Db) {
    await users.remove(db);
    await db.manga.deleteMany({ where: { id: manga.id } });
  }

  function use(db: Db) {
    beforeAll(async () => {
      await remove(db); // leftovers of an interrupted run
      await insert(db);
    });
    afterAll(() => remove(db), 60_000);
  }

  /** A chapter row as publishing inserts one, due at `releasedAt`. */
  const insertChapter = (db: Db, number: number, releasedAt: Date) =>
    db.chapter.create({
      data: {
        id: id(`chapter-${number}`),
        mangaId: manga.id,
        number,
        releasedAt,
        pages: { create: pages },
      },
    });

  return { id, plan, readers, viewers, manga, chapters, insertChapter, use };
}

const pages = testPages(3);
