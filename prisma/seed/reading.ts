// The demo readers' reading: which titles each one read, how far, and when, as reading history and
// progress rows, so that recommendations have real tastes to learn from. Each reader has a taste
// (a cluster of genres, some a second one), reads mostly titles of it, and within it favours the
// titles its community holds dear; each taste also has a few favourites outside its genres, which
// its readers pick up by word of mouth. Everything comes from random streams named after the reader
// and the taste, so the same `now` gives the same rows; they are keyed by reader and chapter (or
// title), so a second run changes nothing.

import type { Prisma } from "../../server/src/generated/prisma/client.ts";
import type { Db } from "../../server/src/lib/db.ts";
import type { GenreSlug } from "./data/genres.ts";
import { planPages } from "./chapters.ts";
import { createRandom, type Random } from "./random.ts";
import { latest, timeBetween, type ReaderPlan } from "./readers.ts";
import { insertInChunks, requireId } from "./rows.ts";
import { addHours, HOUR_MS } from "./time.ts";
import type { TitleProfile } from "./title-profiles.ts";

/** The tastes readers fall into: the genres each one reads. */
export const TASTES: Record<string, GenreSlug[]> = {
  battle: ["action", "adventure", "supernatural", "fantasy"],
  hearts: ["romance", "school", "comedy", "slice-of-life"],
  dark: ["mystery", "thriller", "horror", "supernatural"],
  grownUp: ["drama", "romance", "slice-of-life"],
  future: ["sci-fi", "mecha", "cyberpunk", "action"],
  magic: ["fantasy", "magic", "adventure", "comedy"],
  field: ["sports", "school", "comedy", "drama"],
};

/** Titles outside a taste's genres that its readers love, per taste. */
const CROSS_GENRE_FAVOURITES = 3;
/** Chapters read of a title at most (the early ones: everyone starts at chapter 1). */
const MOST_CHAPTERS_READ = 10;
const MINUTES_PER_CHAPTER = 20;

export interface PlannedRead {
  email: string;
  mangaSlug: string;
  /** chapters 1 to `chapters` (by position), read one after another from `startedAt` */
  chapters: number;
  startedAt: Date;
}

interface TasteCommunity {
  genres: ReadonlySet<string>;
  /** how much the taste's readers favour each title, by slug: 0.2 to 5 */
  regard: Map<string, number>;
  crossGenreFavourites: string[];
}

function community(name: string, profiles: TitleProfile[]): TasteCommunity {
  const random = createRandom(`taste:${name}`);
  const genres = new Set<string>(TASTES[name]);
  const regard = new Map(
    profiles.map((profile) => [profile.slug, Math.exp((random.next() - 0.5) * 3.2)]),
  );
  const outside = profiles.filter((profile) => !profile.genres.some((genre) => genres.has(genre)));
  const crossGenreFavourites: string[] = [];
  while (crossGenreFavourites.length < CROSS_GENRE_FAVOURITES && outside.length > 0) {
    const [pick] = outside.splice(random.int(0, outside.length - 1), 1);
    crossGenreFavourites.push(pick!.slug);
  }
  return { genres, regard, crossGenreFavourites };
}

/** Picks `count` titles without repeats, each with a chance proportional to its weight. */
function weightedSample<T>(
  items: T[],
  weightOf: (item: T) => number,
  count: number,
  random: Random,
) {
  const pool = items.map((item) => ({ item, weight: weightOf(item) }));
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) {
    let roll = random.next() * pool.reduce((sum, entry) => sum + entry.weight, 0);
    const index = pool.findIndex((entry) => (roll -= entry.weight) < 0);
    picked.push(pool.splice(index === -1 ? pool.length - 1 : index, 1)[0]!.item);
  }
  return picked;
}

export function planReadings(
  readers: ReaderPlan[],
  profiles: TitleProfile[],
  now: Date,
): PlannedRead[] {
  const tasteNames = Object.keys(TASTES);
  const communities = new Map(tasteNames.map((name) => [name, community(name, profiles)]));
  const mostDailyViews = Math.max(...profiles.map((profile) => profile.dailyViews));
  const reads: PlannedRead[] = [];
  for (const reader of readers) {
    const random = createRandom(`reading:${reader.email}`);
    const tastes = [random.pick(tasteNames)];
    if (random.chance(0.3)) tastes.push(random.pick(tasteNames));
    const mine = tastes.map((name) => communities.get(name)!);
    const fondness = (profile: TitleProfile) =>
      Math.max(
        ...mine.map((taste) => {
          const shared = profile.genres.filter((genre) => taste.genres.has(genre)).length;
          const cult = taste.crossGenreFavourites.includes(profile.slug) ? 6 : 0;
          return (shared * shared + cult + 0.05) * taste.regard.get(profile.slug)!;
        }),
      ) * Math.sqrt(profile.dailyViews / mostDailyViews);
    const titles = weightedSample(profiles, fondness, random.int(5, 18), random);
    for (const profile of titles) {
      const since = latest(reader.createdAt, profile.firstReleaseAt);
      const chapters = random.int(1, MOST_CHAPTERS_READ);
      const until = new Date(now.getTime() - chapters * MINUTES_PER_CHAPTER * 60_000 - HOUR_MS);
      if (since >= until) continue; // joined or released too recently to have read it
      reads.push({
        email: reader.email,
        mangaSlug: profile.slug,
        chapters,
        startedAt: timeBetween(since, until, random),
      });
    }
  }
  return reads;
}

export async function seedReadings(
  db: Db,
  planned: PlannedRead[],
  ids: { userIdByEmail: ReadonlyMap<string, string>; mangaIdBySlug: ReadonlyMap<string, string> },
) {
  const chapters = await db.chapter.findMany({
    where: { mangaId: { in: [...ids.mangaIdBySlug.values()] } },
    orderBy: [{ mangaId: "asc" }, { number: "asc" }],
    select: { id: true, mangaId: true, number: true, releasedAt: true },
  });
  const chaptersOf = new Map<string, typeof chapters>();
  for (const chapter of chapters) {
    chaptersOf.set(chapter.mangaId, [...(chaptersOf.get(chapter.mangaId) ?? []), chapter]);
  }
  const history: Prisma.ReadingHistoryCreateManyInput[] = [];
  const progress: Prisma.ReadingProgressCreateManyInput[] = [];
  for (const read of planned) {
    const userId = requireId(ids.userIdByEmail, read.email);
    const mangaId = requireId(ids.mangaIdBySlug, read.mangaSlug);
    // Only chapters out by then: a reader starting early in a title's run reads what there was.
    const readable = (chaptersOf.get(mangaId) ?? [])
      .slice(0, read.chapters)
      .filter((chapter) => chapter.releasedAt <= read.startedAt);
    readable.forEach((chapter, index) => {
      const page = planPages(read.mangaSlug, chapter.number).length; // read to its last page
      const readAt = addHours(read.startedAt, (index * MINUTES_PER_CHAPTER) / 60);
      history.push({ userId, mangaId, chapterId: chapter.id, page, readAt });
      if (index === readable.length - 1) {
        progress.push({ userId, mangaId, chapterId: chapter.id, page, updatedAt: readAt });
      }
    });
  }
  await insertInChunks(history, (data) =>
    db.readingHistory.createMany({ data, skipDuplicates: true }),
  );
  await insertInChunks(progress, (data) =>
    db.readingProgress.createMany({ data, skipDuplicates: true }),
  );
}
