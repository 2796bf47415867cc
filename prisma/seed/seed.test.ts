// Seeds a fresh database of its own (the catalogue would crowd the shared test database's fixtures)
// and checks what the site's screens rely on, then that a second run changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../server/src/database/test-database.ts";
import { createDb, type Db } from "../../server/src/lib/db.ts";
import { faqs } from "./data/faqs.ts";
import { genres } from "./data/genres.ts";
import { catalogTitles } from "./data/titles/index.ts";
import { blogPosts } from "./data/blog/index.ts";
import { READER_EMAIL_DOMAIN } from "./readers.ts";
import { planPages } from "./chapters.ts";
import { seed } from "./seed.ts";
import { addDays } from "./time.ts";
import { buildTitleProfiles, slugify } from "./title-profiles.ts";

const now = new Date("2026-03-14T15:30:00Z");
const dayBefore = addDays(now, -1);
const weekBefore = addDays(now, -7);

// The spec's prices (section 9); Premium is the plan marked popular.
const specPlans = [
  { id: "free", monthlyPrice: "0", yearlyPrice: "0", popular: false },
  { id: "premium", monthlyPrice: "9.99", yearlyPrice: "99.99", popular: true },
  { id: "ultimate", monthlyPrice: "19.99", yearlyPrice: "199.99", popular: false },
];

const featuredSlugs = catalogTitles
  .filter((title) => title.featuredRank)
  .sort((a, b) => (a.featuredRank ?? 0) - (b.featuredRank ?? 0))
  .map((title) => slugify(title.title));

// Every table the seed writes: a second run must leave each one's rows exactly as they were.
const seededTables = [
  "Genre",
  "Manga",
  "MangaAltTitle",
  "MangaGenre",
  "Chapter",
  "Page",
  "MangaDailyView",
  "Plan",
  "Faq",
  "BlogAuthor",
  "BlogTag",
  "BlogPost",
  "BlogPostTag",
  "User",
  "Favorite",
  "SavedManga",
  "BlogLike",
  "Review",
  "ReviewHelpful",
];

/** row count and an md5 of all rows' contents, per table, by table name */
function snapshot(db: Db) {
  // Ordered: a UNION ALL's branches may come back in any order (a parallel append, say).
  return db.$queryRawUnsafe<{ table: string; rows: bigint; checksum: string }[]>(
    seededTables
      .map(
        (table) =>
          `SELECT '${table}' AS "table", count(*) AS "rows",
             md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS "checksum"
           FROM "${table}" t`,
      )
      .join(" UNION ALL ") + ` ORDER BY "table"`,
  );
}

let database: TestDatabase;
let db: Db;
let firstRun: Awaited<ReturnType<typeof snapshot>>;

beforeAll(async () => {
  database = await createTestDatabase("inkseed_");
  db = createDb({ connectionString: database.url, maxConnections: 4 });
  await seed(db, { now });
  firstRun = await snapshot(db);
}, 180_000);

afterAll(async () => {
  await db?.$disconnect();
  await database?.drop();
});

describe("seed", () => {
  it("loads every title of the catalogue, over all genres and statuses, with exactly 3 featured", async () => {
    expect(await db.manga.count()).toBe(catalogTitles.length);
    expect(catalogTitles.length).toBeGreaterThanOrEqual(120);

    const usedGenres = await db.genre.findMany({
      where: { mangas: { some: {} } },
      select: { slug: true },
    });
    expect(usedGenres.map((genre) => genre.slug).sort()).toEqual(
      genres.map((genre) => genre.slug).sort(),
    );

    const statuses = await db.manga.groupBy({ by: ["status"], _count: true });
    expect(statuses.map((group) => group.status).sort()).toEqual([
      "CANCELLED",
      "COMPLETED",
      "HIATUS",
      "ONGOING",
    ]);

    const featured = await db.manga.findMany({
      where: { featuredRank: { not: null } },
      orderBy: { featuredRank: "asc" },
    });
    expect(featured.map((manga) => [manga.featuredRank, manga.slug])).toEqual([
      [1, featuredSlugs[0]],
      [2, featuredSlugs[1]],
      [3, featuredSlugs[2]],
    ]);
  });

  it("gives every title chapters from 1, released in order, a few past 200, each with 12 to 30 pages", async () => {
    const chaptersPerTitle = await db.chapter.groupBy({
      by: ["mangaId"],
      _count: true,
      _min: { number: true },
    });
    expect(chaptersPerTitle).toHaveLength(catalogTitles.length);
    expect(chaptersPerTitle.every((title) => title._min.number === 1)).toBe(true);
    expect(chaptersPerTitle.filter((title) => title._count > 200).length).toBeGreaterThanOrEqual(3);

    const [{ outOfOrder }] = await db.$queryRaw<[{ outOfOrder: number }]>`
      SELECT count(*)::int AS "outOfOrder" FROM (
        SELECT "releasedAt" <= lag("releasedAt") OVER (PARTITION BY "mangaId" ORDER BY number) AS early
        FROM "Chapter"
      ) chapters WHERE early`;
    expect(outOfOrder).toBe(0);

    const pagesPerChapter = await db.page.groupBy({ by: ["chapterId"], _count: true });
    expect(pagesPerChapter).toHaveLength(await db.chapter.count());
    const pageCounts = pagesPerChapter.map((chapter) => chapter._count);
    expect(Math.min(...pageCounts)).toBeGreaterThanOrEqual(12);
    expect(Math.max(...pageCounts)).toBeLessThanOrEqual(30);
  });

  it("has titles updated today and more this week, and no release after now", async () => {
    const updatedToday = await db.manga.count({ where: { latestChapterAt: { gt: dayBefore } } });
    const updatedThisWeek = await db.manga.count({
      where: { latestChapterAt: { gt: weekBefore } },
    });
    expect(updatedToday).toBeGreaterThanOrEqual(3);
    expect(updatedThisWeek).toBeGreaterThan(updatedToday);

    const newest = await db.chapter.aggregate({ _max: { releasedAt: true } });
    expect(newest._max.releasedAt!.getTime()).toBeLessThanOrEqual(now.getTime());
  });

  it("shapes daily views so the week's, month's and all-time rankings differ", async () => {
    const topFive = async (since?: Date) => {
      const leaders = await db.mangaDailyView.groupBy({
        by: ["mangaId"],
        where: since && { day: { gt: since } },
        _sum: { views: true },
        orderBy: [{ _sum: { views: "desc" } }, { mangaId: "asc" }],
        take: 5,
      });
      return leaders.map((leader) => leader.mangaId);
    };
    const [week, month, allTime] = await Promise.all([
      topFive(weekBefore),
      topFive(addDays(now, -30)),
      topFive(),
    ]);
    expect(week).not.toEqual(month);
    expect(month).not.toEqual(allTime);
    expect(week[0]).not.toBe(allTime[0]);

    // The trigger-kept total matches the days the seed wrote (the seed never writes Manga.views).
    const allTimeLeader = await db.manga.findFirstOrThrow({ orderBy: { views: "desc" } });
    expect(allTimeLeader.id).toBe(allTime[0]);
    const leaderDays = await db.mangaDailyView.aggregate({
      where: { mangaId: allTimeLeader.id },
      _sum: { views: true },
    });
    expect(allTimeLeader.views).toBe(leaderDays._sum.views);
  });

  it("publishes the blog over every category, some featured, with linkable headings", async () => {
    const posts = await db.blogPost.findMany({ include: { tags: true } });
    expect(posts).toHaveLength(blogPosts.length);
    expect(posts.length).toBeGreaterThanOrEqual(12);
    expect(new Set(posts.map((post) => post.category))).toEqual(
      new Set(["REVIEWS", "NEWS", "ANALYSIS", "DISCUSSION", "TUTORIALS"]),
    );
    expect(posts.filter((post) => post.featured).length).toBe(
      blogPosts.filter((post) => post.featured).length,
    );
    expect(posts.some((post) => post.featured)).toBe(true);
    for (const post of posts) {
      // Articles read like real ones: 400 to 900 words, headings with ids, a list and a quote.
      const words = post.contentHtml
        .replace(/<[^>]+>/g, " ")
        .split(/\s+/)
        .filter(Boolean);
      expect(words.length).toBeGreaterThanOrEqual(400);
      expect(words.length).toBeLessThanOrEqual(900);
      expect(post.contentHtml).toMatch(/<h2 id="[a-z0-9-]+">/);
      expect(post.contentHtml).not.toMatch(/<h[23]>/);
      expect(post.contentHtml).toMatch(/<[uo]l>/);
      expect(post.contentHtml).toContain("<blockquote>");
      expect(post.tags.length).toBeGreaterThan(0);
    }
  });

  it("offers the three plans at the spec's prices", async () => {
    const plans = await db.plan.findMany({ orderBy: { sortOrder: "asc" } });
    expect(
      plans.map((plan) => ({
        id: plan.id,
        monthlyPrice: plan.monthlyPrice.toString(),
        yearlyPrice: plan.yearlyPrice.toString(),
        popular: plan.popular,
      })),
    ).toEqual(specPlans);
  });

  it("answers 25 questions, 5 in each FAQ category", async () => {
    const categories = await db.faq.groupBy({
      by: ["category"],
      _count: true,
      orderBy: { category: "asc" },
    });
    expect(categories.map((category) => [category.category, category._count])).toEqual(
      Object.keys(faqs)
        .sort()
        .map((category) => [category, 5]),
    );
  });

  it("adds demo readers who cannot sign in, whose favorites and likes are real rows", async () => {
    const readers = await db.user.findMany({
      where: { email: { endsWith: `@${READER_EMAIL_DOMAIN}` } },
    });
    expect(readers.length).toBeGreaterThanOrEqual(200);
    expect(readers.every((reader) => reader.passwordHash === null)).toBe(true);
    expect(new Set(readers.map((reader) => reader.planId))).toEqual(
      new Set(["free", "premium", "ultimate"]),
    );
    expect(await db.favorite.count()).toBeGreaterThan(0);
    expect(await db.savedManga.count()).toBeGreaterThan(0);
    expect(await db.blogLike.count()).toBeGreaterThan(0);
  });

  it("rates every title from its readers' Review rows, with a few hundred reviews in words", async () => {
    const [{ mismatched, unrated }] = await db.$queryRaw<[{ mismatched: number; unrated: number }]>`
      SELECT count(*) FILTER (WHERE m."ratingCount" <> r.count
               OR m.rating <> round(r.mean, 1)::float8)::int AS mismatched,
             count(*) FILTER (WHERE r.count = 0)::int AS unrated
      FROM "Manga" m
      CROSS JOIN LATERAL (SELECT count(*) AS count, coalesce(avg(rating), 0) AS mean
                          FROM "Review" WHERE "mangaId" = m.id) r`;
    expect(mismatched).toBe(0);
    expect(unrated).toBe(0);

    const written = await db.review.count({ where: { body: { not: null } } });
    expect(written).toBeGreaterThanOrEqual(200);
    expect(written).toBeLessThanOrEqual(800);
    expect(await db.review.count({ where: { containsSpoilers: true } })).toBeGreaterThan(10);
    expect(await db.reviewHelpful.count()).toBeGreaterThan(0);
    const lengths = (await db.review.findMany({ where: { body: { not: null } } })).map(
      (review) => review.body!.length,
    );
    expect(Math.max(...lengths)).toBeGreaterThan(3 * Math.min(...lengths));
  });

  it("changes nothing when run a second time", async () => {
    await seed(db, { now });
    expect(await snapshot(db)).toEqual(firstRun);
  }, 180_000);

  it("generates the same catalogue from the same now", () => {
    expect(buildTitleProfiles(now)).toEqual(buildTitleProfiles(new Date(now)));
  });
});

describe("planPages", () => {
  const wide = (chapterNumber: number) =>
    planPages("ashen-crown", chapterNumber)
      .filter((page) => page.width > page.height)
      .map((page) => page.number);

  it("gives every third chapter double spreads on pages 7 and 12, as wide pages", () => {
    for (const chapterNumber of [2, 5, 8])
      expect(wide(chapterNumber)).toEqual(expect.arrayContaining([7, 12]));
    expect(planPages("ashen-crown", 2)[6]).toMatchObject({ width: 1600, height: 1200 });
  });

  it("keeps the cover a portrait page", () => {
    for (let chapterNumber = 1; chapterNumber <= 30; chapterNumber += 1) {
      expect(wide(chapterNumber)).not.toContain(1);
    }
  });
});
