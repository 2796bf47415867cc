import { afterAll, beforeAll, beforeEach } from "vitest";
import type { Db } from "../lib/db.ts";
import { scenarioReaders } from "../test/readers.ts";
import { testTitle } from "../test/titles.ts";

// Readers of every kind (verified, unverified, moderator), a title with a chapter, and a blog
// post, for the community tests. Test files run in parallel, so each uses its own `prefix`.

const verified = new Date("2026-01-01T00:00:00.000Z");

export function communityScenario(prefix: string) {
  const id = (name: string) => `${prefix}-${name}`;
  const {
    readers,
    viewers,
    ids: userIds,
    ...users
  } = scenarioReaders({
    prefix,
    domain: "community.test",
    verifiedAt: verified,
    readers: {
      ada: { name: "Ada" },
      ben: { name: "Ben" },
      cy: { name: "Cy" },
      una: { name: "Una", emailVerifiedAt: null },
      mod: { name: "Mo", role: "MODERATOR" },
    },
  });
  const manga = { id: id("manga"), slug: id("manga"), title: "Tides of Ink" };
  const chapter = { id: id("chapter"), number: 1 };
  const post = { id: id("post"), slug: id("post"), title: "Why we read" };
  const author = { id: id("author"), slug: id("author"), name: "Kim" };

  async function insert(db: Db) {
    await users.insert(db);
    await db.manga.create({
      data: testTitle({ ...manga, chapters: { create: { ...chapter, releasedAt: verified } } }),
    });
    await db.blogAuthor.create({ data: author });
    await db.blogPost.create({
      data: {
        ...post,
        excerpt: post.title,
        contentHtml: "<p>Because.</p>",
        category: "DISCUSSION",
        authorId: author.id,
        publishedAt: verified,
      },
    });
  }

  async function remove(db: Db) {
    // Readers, the title and the post cascade to reviews, comments and reports.
    await users.remove(db);
    await db.manga.deleteMany({ where: { id: manga.id } });
    await db.blogPost.deleteMany({ where: { id: post.id } });
    await db.blogAuthor.deleteMany({ where: { id: author.id } });
  }

  /** Inserts the scenario before the file's tests, clears what each test wrote, removes it after. */
  function use(db: Db) {
    beforeAll(async () => {
      await remove(db); // leftovers of an interrupted run
      await insert(db);
    });
    beforeEach(async () => {
      await db.review.deleteMany({ where: { userId: { in: userIds } } });
      await db.comment.deleteMany({ where: { authorId: { in: userIds } } });
      // Write budgets are counted per reader id: each test starts with full ones.
      await db.rateLimitCounter.deleteMany({ where: { key: { contains: prefix } } });
    });
    afterAll(() => remove(db));
  }

  return { readers, viewers, manga, chapter, post, use };
}

/** The error code and the argument named by a result's first error. */
export const errorOf = (result: {
  errors?: readonly { extensions?: Record<string, unknown> }[];
}) => {
  const extensions = result.errors?.[0]?.extensions;
  return extensions && { code: extensions.code, argumentName: extensions.argumentName };
};
