import { Prisma } from "../generated/prisma/client.ts";
import { releasedSql } from "../catalog/released.ts";
import { oneRow } from "./one-row.ts";

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

/** The first instant of `now`'s month (UTC). */
const monthStartOf = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/**
 * SQL: the columns of the reader's figures, read beside the reader's list counts in one statement
 * (see readerFigures): what each is made of, the reader's progress, reading events and favorites.
 */
export function statsColumns(userId: string, now: Date): Prisma.Sql {
  const monthStart = monthStartOf(now);
  return Prisma.sql`
    (SELECT count(*)::int FROM "Favorite" f WHERE f."userId" = ${userId}
      AND f."createdAt" >= ${monthStart}) AS "statsNewFavorites",
    -- Unfinished: a later chapter exists, or pages of the current one are left.
    (SELECT count(*)::int FROM "ReadingProgress" p CROSS JOIN LATERAL ${oneRow("Chapter", "c", 'p."chapterId"')}
      WHERE p."userId" = ${userId} AND (
        EXISTS (SELECT 1 FROM "Chapter" n WHERE n."mangaId" = p."mangaId" AND n.number > c.number
          AND ${releasedSql("n")})
        OR p.page < (SELECT count(*) FROM "Page" pg WHERE pg."chapterId" = c.id))) AS "statsUnfinished",
    (SELECT coalesce(json_agg(DISTINCT to_char(e."readAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD')), '[]')
      FROM "ReadingEvent" e WHERE e."userId" = ${userId} AND e."readAt" <= ${now}) AS "statsDays",
    (SELECT row_to_json(month) FROM (
      SELECT count(DISTINCT "chapterId")::int AS chapters,
        -- LEAST ignores nulls: the first turn, with no pause before it, must be left out.
        coalesce(sum(least(extract(epoch FROM "readAt" - previous), ${MAX_COUNTED_PAUSE_SECONDS}))
          FILTER (WHERE previous IS NOT NULL), 0)::float AS seconds
      FROM (
        SELECT "chapterId", "readAt", lag("readAt") OVER (ORDER BY "readAt") AS previous
        FROM "ReadingEvent"
        WHERE "userId" = ${userId} AND "readAt" >= ${monthStart} AND "readAt" <= ${now}
      ) turns) month) AS "statsMonth"`;
}

/** The columns of `statsColumns` as they arrive. */
export interface StatsColumns {
  statsNewFavorites: number;
  statsUnfinished: number;
  statsDays: string[];
  statsMonth: { chapters: number; seconds: number };
}

/** The figures of a row read with `statsColumns`, and the reader's progress and favorites counts. */
export function statsOf(
  row: StatsColumns,
  counts: { reading: number; favorites: number },
  now: Date,
): ReaderStats {
  return {
    totalMangaRead: counts.reading,
    favorites: counts.favorites,
    currentlyReading: row.statsUnfinished,
    readingStreakDays: readingStreak(new Set(row.statsDays), now),
    chaptersReadThisMonth: row.statsMonth.chapters,
    hoursReadThisMonth: Math.round((row.statsMonth.seconds / 3600) * 10) / 10,
    newFavoritesThisMonth: row.statsNewFavorites,
  };
}
