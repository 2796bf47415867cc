import { afterAll, beforeAll } from "vitest";
import type { Db } from "../lib/db.ts";

// A title with readers who follow it in every way (favorite, saved, both), one who turned
// notifications off, one who follows nothing, and released chapters. Each file uses its own prefix.

export const released = new Date("2026-03-01T12:00:00.000Z");

export function followingScenario(prefix: string) {
  const id = (name: string) => `${prefix}-${name}`;
  const plan = { id: id("free"), name: "Free", description: "Read", sortOrder: 1 };
  const reader = (
    name: string,
    extra: { notifications?: boolean; emailUpdates?: boolean } = {},
  ) => ({
    id: id(name),
    name,
    email: `${id(name)}@following.test`.toLowerCase(),
    planId: plan.id,
    emailVerifiedAt: released,
    ...extra,
  });
  const readers = {
    fan: reader("Fan"),
    saver: reader("Saver"),
    both: reader("Both"),
    quiet: reader("Quiet", { notifications: false, emailUpdates: false }),
    stranger: reader("Stranger"),
  };
  const manga = { id: id("manga"), slug: id("manga"), title: "Paper Lanterns" };
  const chapters = [1, 2].map((number) => ({
    id: id(`chapter-${number}`),
    number,
    releasedAt: new Date(released.getTime() + (number - 1) * 86_400_000),
  }));

  async function insert(db: Db) {
    await db.plan.create({ data: { ...plan, monthlyPrice: 0, yearlyPrice: 0 } });
    await db.user.createMany({ data: Object.values(readers) });
    await db.manga.create({
      data: {
        ...manga,
        description: "a test title",
        author: "Test Author",
        status: "ONGOING",
        chapters: { create: chapters.map((chapter) => ({ ...chapter, pages: { create: pages } })) },
      },
    });
    const follow = (reader: { id: string }) => ({ userId: reader.id, mangaId: manga.id });
    await db.favorite.createMany({ data: [readers.fan, readers.both, readers.quiet].map(follow) });
    await db.savedManga.createMany({ data: [readers.saver, readers.both].map(follow) });
  }

  async function remove(db: Db) {
    await db.user.deleteMany({ where: { id: { startsWith: `${prefix}-` } } });
    await db.manga.deleteMany({ where: { id: manga.id } });
    await db.plan.deleteMany({ where: { id: plan.id } });
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

  const viewers = Object.fromEntries(
    Object.entries(readers).map(([name, row]) => [name, { id: row.id }]),
  ) as Record<keyof typeof readers, { id: string }>;

  return { id, plan, readers, viewers, manga, chapters, insertChapter, use };
}

const pages = [1, 2, 3].map((number) => ({ number, width: 800, height: 1200, layout: 0 }));
