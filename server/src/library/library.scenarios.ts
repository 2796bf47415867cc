import { afterAll, beforeAll } from "vitest";
import type { Db } from "../lib/db.ts";
import { testPages, testTitle } from "../test/titles.ts";

// Two readers, two titles with chapters and pages, and a blog post, for the library tests.

export const plan = {
  id: "library-free",
  name: "Free",
  description: "Read",
  monthlyPrice: 0,
  yearlyPrice: 0,
  sortOrder: 1,
};

export const readers = {
  ada: { id: "library-ada", name: "Ada", email: "ada@library.test", planId: plan.id },
  ben: { id: "library-ben", name: "Ben", email: "ben@library.test", planId: plan.id },
};

const released = new Date("2026-01-01T00:00:00.000Z");

/** Chapters with their page counts: a title's chapters are numbered 1, 2, 3. */
export const mangas = {
  tides: {
    id: "library-tides",
    slug: "library-tides",
    title: "Tides of Ink",
    chapters: [
      { id: "library-tides-1", number: 1, pages: 4 },
      { id: "library-tides-2", number: 2, pages: 4 },
      { id: "library-tides-3", number: 3, pages: 2 },
    ],
  },
  ember: {
    id: "library-ember",
    slug: "library-ember",
    title: "Ember Road",
    chapters: [{ id: "library-ember-1", number: 1, pages: 3 }],
  },
};

export const post = {
  id: "library-post",
  slug: "library-post",
  title: "Why we read",
  author: { id: "library-author", slug: "library-author", name: "Kim" },
};

async function insert(db: Db) {
  await db.plan.create({ data: plan });
  await db.user.createMany({ data: Object.values(readers) });
  for (const manga of Object.values(mangas)) {
    await db.manga.create({
      data: testTitle({
        id: manga.id,
        slug: manga.slug,
        title: manga.title,
        description: `${manga.title}, a test title`,
        chapters: {
          create: manga.chapters.map((chapter) => ({
            id: chapter.id,
            number: chapter.number,
            releasedAt: released,
            pages: { create: testPages(chapter.pages) },
          })),
        },
      }),
    });
  }
  await db.blogAuthor.create({ data: post.author });
  await db.blogPost.create({
    data: {
      id: post.id,
      slug: post.slug,
      title: post.title,
      excerpt: post.title,
      contentHtml: "<p>Because.</p>",
      category: "DISCUSSION",
      authorId: post.author.id,
      publishedAt: released,
    },
  });
}

async function remove(db: Db) {
  // Readers, titles and the post cascade to favorites, saves, likes, progress and events.
  await db.user.deleteMany({ where: { id: { in: Object.values(readers).map((r) => r.id) } } });
  await db.manga.deleteMany({ where: { id: { in: Object.values(mangas).map((m) => m.id) } } });
  await db.blogPost.deleteMany({ where: { id: post.id } });
  await db.blogAuthor.deleteMany({ where: { id: post.author.id } });
  await db.plan.deleteMany({ where: { id: plan.id } });
}

/** Inserts the scenario before the file's tests and removes it after them. */
export function useLibraryScenario(db: Db) {
  beforeAll(async () => {
    await remove(db); // leftovers of an interrupted run
    await insert(db);
  });
  afterAll(() => remove(db));
}

/** Clears what tests add, so each starts from the bare scenario. */
export async function clearLibraries(db: Db) {
  const userId = { in: Object.values(readers).map((r) => r.id) };
  await db.favorite.deleteMany({ where: { userId } });
  await db.savedManga.deleteMany({ where: { userId } });
  await db.blogLike.deleteMany({ where: { userId } });
  await db.readingProgress.deleteMany({ where: { userId } });
  await db.readingEvent.deleteMany({ where: { userId } });
}
