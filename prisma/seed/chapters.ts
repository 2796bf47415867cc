// Chapters and their pages: numbered from 1, released at a steady pace between a title's first and
// last release, each 12 to 30 pages of mostly portrait pages with some double spreads.

import type { Db } from "../../server/src/lib/db.ts";
import { insertInChunks, requireId } from "./rows.ts";
import { chapterTitles, extraChapterTitles } from "./data/names.ts";
import { createRandom, type Random } from "./random.ts";
import { DAY_MS, floorToMinute } from "./time.ts";
import type { TitleProfile } from "./title-profiles.ts";

export interface ChapterPlan {
  number: number;
  title: string | null;
  releasedAt: Date;
  views: number;
}

export interface PagePlan {
  number: number;
  width: number;
  height: number;
  /** which panel arrangement the page renderer draws, 0 to 5 */
  layout: number;
}

const PORTRAIT_HEIGHTS = [1200, 1200, 1200, 1180, 1240, 1280];

export function planChapters(profile: TitleProfile, now: Date): ChapterPlan[] {
  const random = createRandom(`chapters:${profile.slug}`);
  const first = profile.firstReleaseAt.getTime();
  const interval =
    profile.chapterCount > 1
      ? (profile.lastReleaseAt.getTime() - first) / (profile.chapterCount - 1)
      : 0;
  // Chapter titles cycle through the list from a per-title offset, so neighbours never repeat.
  const titleOffset = random.int(0, chapterTitles.length - 1);
  const chapterTitle = (number: number) =>
    chapterTitles[(titleOffset + number * 3) % chapterTitles.length] ?? null;

  const chapters: ChapterPlan[] = [];
  for (let number = 1; number <= profile.chapterCount; number++) {
    const isEndpoint = number === 1 || number === profile.chapterCount;
    // Jitter below half an interval keeps releases in chapter order.
    const jitter = isEndpoint ? 0 : random.between(-0.3, 0.3) * interval;
    const releasedAt = floorToMinute(new Date(first + (number - 1) * interval + jitter));
    chapters.push({
      number,
      title: random.chance(0.85) ? chapterTitle(number) : null,
      releasedAt,
      views: chapterViews(profile, number, releasedAt, now, random),
    });
    if (number === profile.extraAfter) {
      // A fifth of an interval later: before the next chapter even if its jitter brings it closer.
      const releasedAtExtra = floorToMinute(new Date(releasedAt.getTime() + interval / 5));
      chapters.push({
        number: number + 0.5,
        title: `Extra: ${random.pick(extraChapterTitles)}`,
        releasedAt: releasedAtExtra,
        views: Math.round(chapterViews(profile, number, releasedAtExtra, now, random) / 2),
      });
    }
  }
  return chapters;
}

// Early chapters are read by everyone who tries a series; later ones by those who stayed, and the
// newest have had little time to collect views.
function chapterViews(
  profile: TitleProfile,
  number: number,
  releasedAt: Date,
  now: Date,
  random: Random,
): number {
  const retention = 0.35 + 0.65 * Math.exp(-(number - 1) / 25);
  const ageDays = (now.getTime() - releasedAt.getTime()) / DAY_MS;
  const freshness = Math.min(1, 0.15 + ageDays / 30);
  return Math.round(profile.dailyViews * 30 * retention * freshness * random.between(0.8, 1.2));
}

// Every third chapter (2, 5, 8, ...) has two spreads where a scanlator would put them: page 7,
// after an odd run of portrait pages (so the double-page layout must re-align around it), and
// page 12. Other chapters have the odd spread by chance.
const SPREADS_EVERY_THIRD_CHAPTER = new Set([7, 12]);
const hasPlannedSpreads = (chapterNumber: number) =>
  Number.isInteger(chapterNumber) && chapterNumber % 3 === 2;

export function planPages(mangaSlug: string, chapterNumber: number): PagePlan[] {
  const random = createRandom(`pages:${mangaSlug}:${chapterNumber}`);
  const pageCount = random.int(12, 30);
  const planned = hasPlannedSpreads(chapterNumber) ? SPREADS_EVERY_THIRD_CHAPTER : new Set();
  return Array.from({ length: pageCount }, (_, index) => {
    const isSpread = (index > 0 && random.chance(0.04)) || planned.has(index + 1);
    return {
      number: index + 1,
      width: isSpread ? 1600 : 800,
      height: isSpread ? 1200 : random.pick(PORTRAIT_HEIGHTS),
      layout: random.int(0, 5),
    };
  });
}

/** Creates the chapters and pages that are missing; existing rows are left as they are. */
export async function seedChapters(
  db: Db,
  profiles: TitleProfile[],
  mangaIdBySlug: Map<string, string>,
  now: Date,
) {
  const chapterRows = profiles.flatMap((profile) =>
    planChapters(profile, now).map((chapter) => ({
      ...chapter,
      mangaId: requireId(mangaIdBySlug, profile.slug),
    })),
  );
  await insertInChunks(chapterRows, (data) =>
    db.chapter.createMany({ data, skipDuplicates: true }),
  );

  const slugByMangaId = new Map([...mangaIdBySlug].map(([slug, id]) => [id, slug]));
  const chapters = await db.chapter.findMany({
    where: { mangaId: { in: [...slugByMangaId.keys()] } },
    select: { id: true, mangaId: true, number: true },
  });
  const pageRows = chapters.flatMap((chapter) =>
    planPages(requireId(slugByMangaId, chapter.mangaId), chapter.number).map((page) => ({
      ...page,
      chapterId: chapter.id,
    })),
  );
  await insertInChunks(pageRows, (rows) => insertPages(db, rows));
}

// Pages are most of the seed's rows (about 140,000), and Prisma's createMany spends ~170 µs of CPU
// on each; one INSERT over unnest()ed arrays is several times faster, which matters most on the
// embedded database. Page ids are never exposed by the API, so Postgres's UUIDs serve.
function insertPages(db: Db, rows: (PagePlan & { chapterId: string })[]) {
  const column = <Key extends keyof (typeof rows)[number]>(key: Key) => rows.map((row) => row[key]);
  return db.$executeRaw`
    INSERT INTO "Page" ("id", "chapterId", "number", "width", "height", "layout")
    SELECT gen_random_uuid()::text, * FROM unnest(
      ${column("chapterId")}::text[], ${column("number")}::int[], ${column("width")}::int[],
      ${column("height")}::int[], ${column("layout")}::int[]
    )
    ON CONFLICT ("chapterId", "number") DO NOTHING`;
}
