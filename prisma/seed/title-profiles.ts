// The generated half of each title: who made it, how it rates, how many chapters it has, when they
// came out and how popular it is. Everything comes from a random stream named after the title and
// from `now`, so the same `now` always gives the same catalogue.

import { magazines, mangakaNames } from "./data/names.ts";
import { catalogTitles, type CatalogTitle } from "./data/titles/index.ts";
import { createRandom, type Random } from "./random.ts";
import { addDays, addHours, DAY_MS, floorToMinute } from "./time.ts";

/**
 * breakout: a sudden surge in the last days (an adaptation announced, a twist everyone talks about);
 * rising: a new hit gaining readers over months; fading: an old giant or an ended title losing them
 */
export type ViewTrend = "steady" | "breakout" | "rising" | "fading";

export interface TitleProfile extends CatalogTitle {
  slug: string;
  author: string;
  artist: string;
  serialization: string;
  /** how good readers find it, 0 to 10: their ratings (seeded as Review rows) scatter around it */
  rating: number;
  /** whole chapters, numbered 1 to chapterCount */
  chapterCount: number;
  /** a ".5" extra chapter follows this chapter number, if any */
  extraAfter: number | null;
  firstReleaseAt: Date;
  lastReleaseAt: Date;
  /** typical views a day at the title's usual level */
  dailyViews: number;
  trend: ViewTrend;
}

/** the catalogue never reaches back before this */
const EARLIEST_RELEASE = new Date(Date.UTC(2005, 0, 10));

export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export function buildTitleProfiles(now: Date): TitleProfile[] {
  let ongoingIndex = 0;
  return catalogTitles.map((title) => {
    const slug = slugify(title.title);
    const random = createRandom(`title:${slug}`);
    const lastReleaseAt =
      title.status === "ONGOING"
        ? ongoingLastRelease(now, ongoingIndex++, random)
        : endedLastRelease(title, now, random);
    const chapterCount = pickChapterCount(title, random);
    const chaptersPerYear = title.longRunning
      ? random.between(14, 22)
      : random.pick([6, 12, 12, 24, 48]);
    const runDays = (chapterCount / chaptersPerYear) * 365;
    const firstReleaseAt = floorToMinute(
      new Date(Math.max(EARLIEST_RELEASE.getTime(), lastReleaseAt.getTime() - runDays * DAY_MS)),
    );
    const author = random.pick(mangakaNames);
    const trend = pickTrend(title, firstReleaseAt, now, random);
    const rating = pickRating(title, random);
    const dailyViews = pickDailyViews(title, trend, random);
    return {
      ...title,
      slug,
      author,
      // Most mangaka draw their own stories; some work with an artist.
      artist: random.chance(0.6)
        ? author
        : random.pick(mangakaNames.filter((name) => name !== author)),
      serialization: random.pick(magazines[title.demographic]),
      rating,
      chapterCount,
      extraAfter: chapterCount > 12 && random.chance(0.12) ? random.int(3, chapterCount - 2) : null,
      firstReleaseAt,
      lastReleaseAt,
      dailyViews,
      trend,
    };
  });
}

// Ongoing titles take turns: a fifth released a chapter within the last day, two fifths within the
// week, the rest within the last months, so "today", "this week" and "this month" all have entries.
function ongoingLastRelease(now: Date, ongoingIndex: number, random: Random): Date {
  switch (ongoingIndex % 5) {
    case 0:
      return floorToMinute(addHours(now, -random.between(0.5, 20)));
    case 1:
    case 3:
      return floorToMinute(addHours(now, -random.between(26, 160)));
    case 2:
      return floorToMinute(addDays(now, -random.between(8, 28)));
    default:
      return floorToMinute(addDays(now, -random.between(32, 75)));
  }
}

function endedLastRelease(title: CatalogTitle, now: Date, random: Random): Date {
  const daysAgo = {
    HIATUS: random.between(120, 4 * 365),
    COMPLETED: random.between(60, 14 * 365),
    CANCELLED: random.between(365, 12 * 365),
    ONGOING: 0,
  }[title.status];
  return floorToMinute(addDays(now, -daysAgo));
}

function pickChapterCount(title: CatalogTitle, random: Random): number {
  if (title.longRunning) return random.int(205, 300);
  if (title.status === "CANCELLED") return random.int(10, 28);
  if (title.status === "COMPLETED") return random.int(24, 80);
  return random.int(10, 75);
}

function pickTrend(
  title: CatalogTitle,
  firstReleaseAt: Date,
  now: Date,
  random: Random,
): ViewTrend {
  if (title.longRunning || title.status !== "ONGOING") return "fading";
  if (random.chance(0.12)) return "breakout";
  const ageDays = (now.getTime() - firstReleaseAt.getTime()) / DAY_MS;
  return ageDays < 540 ? "rising" : "steady";
}

function pickRating(title: CatalogTitle, random: Random): number {
  const [low, high] =
    title.status === "CANCELLED" ? [5.2, 7.6] : title.featuredRank ? [8.8, 9.6] : [6.4, 9.4];
  return Math.round(random.between(low, high) * 10) / 10;
}

// Popularity has a long tail: a few titles get tens of thousands of views a day, most far fewer.
function pickDailyViews(title: CatalogTitle, trend: ViewTrend, random: Random): number {
  let views = 10 ** random.between(2.6, 4.2);
  if (title.longRunning) views *= 4;
  if (title.featuredRank) views *= 3;
  if (trend === "rising") views *= 2;
  if (title.status === "CANCELLED") views *= 0.4;
  return Math.round(views);
}
