import { afterAll, beforeAll, beforeEach } from "vitest";
import type { Db } from "../lib/db.ts";

// Readers of every kind (verified, unverified, moderator), a title with a chapter, and a blog
// post, for the community tests. Test files run in parallel, so each uses its own `prefix`.

const verified = new Date("2026-01-01T00:00:00.000Z");

export function communityScenario(prefix: string) {
  const id = (name: string) => `${prefix}-${name}`;
  const plan = { id: id("free"), name: "Free", description: "Read", sortOrder: 1 };
  const reader = (
    name: string,
    extra: { emailVerifiedAt?: Date | null; role?: "MODERATOR" | "ADMIN" } = {},
  ) => ({
    id: id(name),
    name,
    email: `${id(name)}@community.test`.toLowerCase(),
    planId: plan.id,
    emailVerifiedAt: verified,
    ...extra,
  });
  const readers = {
    ada: reader("Ada"),
    ben: reader("Ben"),
    cy: reader("Cy"),
    una: reader("Una", { emailVerifiedAt: null }),
    mod: reader("Mo", { role: "MODERATOR" }),
  };
  const manga = { id: id("manga"), slug: id("manga"), title: "Tides of Ink" };
  const chapter = { id: id("chapter"), number: 1 };
  const post = { id: id("post"), slug: id("post"), title: "Why we read" };
  const author = { id: id("author"), slug: id("author"), name: "Kim" };
  const userIds = Object.values(readers).map((r) => r.id);

  async function insert(db: Db) {
    await db.plan.create({ data: { ...plan, monthlyPrice: 0, yearlyPrice: 0 } });
    await db.user.createMany({ data: Object.values(readers) });
    await db.manga.create({
      data: {
        ...manga,
        description: "a test title",
        author: "Test Author",
        status: "ONGOING",
        chapters: { create: { ...chapter, releasedAt: verified } },
      },
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
    await db.user.deleteMany({ where: { id: { in: userIds } } });
    await db.manga.deleteMany({ where: { id: manga.id } });
    await db.blogPost.deleteMany({ where: { id: post.id } });
    await db.blogAuthor.deleteMany({ where: { id: author.id } });
    await db.plan.deleteMany({ where: { id: plan.id } });
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

  const viewers = Object.fromEntries(
    Object.entries(readers).map(([name, row]) => [name, { id: row.id }]),
  ) as Record<keyof typeof readers, { id: string }>;

  return { readers, viewers, manga, chapter, post, use };
}

/** The error code and the argument named by a result's first error. */
export const errorOf = (result: {
  errors?: readonly { extensions?: Record<string, unknown> }[];
}) => {
  const extensions = result.errors?.[0]?.extensions;
  return extensions && { code: extensions.code, argumentName: extensions.argumentName };
};
