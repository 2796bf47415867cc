import type { Db } from "../lib/db.ts";
import { releasedSql } from "../catalog/released.ts";

/** A pause between page turns longer than this is a break: it counts as this much reading. */
export const MAX_COUNTED_PAUSE_SECONDS = 5 * 60;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ReaderStats {
  totalMangaRead: number;
  favorites: number;
  currentlyReading: number;
  readingStreakDays: number;
  chaptersReadThisMonth: number;
  hoursReadThisMonth: number;
  newFavoritesThisMonth: number;
}

const utcDay = (time: Date) => time.toISOString().slice(0, 10);

/** Days in a row with reading, ending today or (when nothing is read yet today) yesterday. */
export function readingStreak(daysWithReading: Set<string>, now: Date): number {
  let day = now.getTime();
  if (!daysWithReading.has(utcDay(now))) day -= DAY_MS;
  let streak = 0;
  while (daysWithReading.has(utcDay(new Date(day)))) {
    streak += 1;
    day -= DAY_MS;
  }
  return streak;
}

/** The dashboard's figures, from the reader's progress, reading events and favorites. */
export async function readerStats(db: Db, userId: string, now: Date): Promise<ReaderStats> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [totalMangaRead, favorites, newFavoritesThisMonth, [unfinished], days, [month]] =
    await Promise.all([
      db.readingProgress.count({ where: { userId } }),
      db.favorite.count({ where: { userId } }),
      db.favorite.count({ where: { userId, createdAt: { gte: monthStart } } }),
      // Unfinished: a later chapter exists, or pages of the current one are left.
      db.$queryRaw<{ count: number }[]>`
        SELECT count(*)::int AS count
        FROM "ReadingProgress" p JOIN "Chapter" c ON c.id = p."chapterId"
        WHERE p."userId" = ${userId} AND (
          EXISTS (SELECT 1 FROM "Chapter" n WHERE n."mangaId" = p."mangaId" AND n.number > c.number
            AND ${releasedSql("n")})
          OR p.page < (SELECT count(*) FROM "Page" pg WHERE pg."chapterId" = c.id))`,
      db.$queryRaw<{ day: string }[]>`
        SELECT DISTINCT to_char("readAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day
        FROM "ReadingEvent" WHERE "userId" = ${userId} AND "readAt" <= ${now}`,
      db.$queryRaw<{ chapters: number; seconds: number }[]>`
        SELECT count(DISTINCT "chapterId")::int AS chapters,
          -- LEAST ignores nulls: the first turn, with no pause before it, must be left out.
          coalesce(sum(least(extract(epoch FROM "readAt" - previous), ${MAX_COUNTED_PAUSE_SECONDS}))
            FILTER (WHERE previous IS NOT NULL), 0)::float AS seconds
        FROM (
          SELECT "chapterId", "readAt", lag("readAt") OVER (ORDER BY "readAt") AS previous
          FROM "ReadingEvent"
          WHERE "userId" = ${userId} AND "readAt" >= ${monthStart} AND "readAt" <= ${now}
        ) turns`,
    ]);
  return {
    totalMangaRead,
    favorites,
    currentlyReading: unfinished?.count ?? 0,
    readingStreakDays: readingStreak(new Set(days.map((row) => row.day)), now),
    chaptersReadThisMonth: month?.chapters ?? 0,
    hoursReadThisMonth: Math.round(((month?.seconds ?? 0) / 3600) * 10) / 10,
    newFavoritesThisMonth,
  };
}
