import { Prisma } from "../generated/prisma/client.ts";

// What counts as a reader liking a title, and how much. A reader's weight for a title is the sum of
// the signals they gave it, so a title read, favorited and rated 9 counts 7 and one only saved
// counts 1. Reading weighs most: it is what readers do, where a save (a follow for new chapters) or
// a favorite is one click, often made before reading (README, "Recommendations", has the numbers).
// The same weights feed the nightly similarities and a reader's own scores at query time.

export const SIGNAL_WEIGHTS = {
  /** reading progress or history on any chapter */
  read: 3,
  favorite: 2,
  /** a rating of HIGH_RATING or more */
  highRating: 2,
  save: 1,
} as const;

export const HIGH_RATING = 8;

/** A pair of titles counts only when at least this many readers gave signals to both. */
export const MIN_COMMON_READERS = 3;

/** How many neighbours each title keeps. */
export const NEIGHBOURS_PER_TITLE = 20;

/** SQL: `WHERE "userId" = …` for one reader, nothing for everyone. */
const ofReader = (userId: string | null, prefix: "WHERE" | "AND") =>
  userId ? Prisma.sql`${Prisma.raw(prefix)} "userId" = ${userId}` : Prisma.empty;

/** SQL: rows ("userId", "mangaId", weight) of every reader's signals, or one reader's. */
export function signalsSql(userId: string | null): Prisma.Sql {
  return Prisma.sql`
    SELECT "userId", "mangaId", sum(weight)::float8 AS weight FROM (
      SELECT "userId", "mangaId", ${SIGNAL_WEIGHTS.favorite}::float8 AS weight
        FROM "Favorite" ${ofReader(userId, "WHERE")}
      UNION ALL
      SELECT "userId", "mangaId", ${SIGNAL_WEIGHTS.save} FROM "SavedManga" ${ofReader(userId, "WHERE")}
      UNION ALL
      SELECT "userId", "mangaId", ${SIGNAL_WEIGHTS.highRating} FROM "Review"
        WHERE rating >= ${HIGH_RATING} ${ofReader(userId, "AND")}
      UNION ALL
      SELECT "userId", "mangaId", ${SIGNAL_WEIGHTS.read} FROM (
        SELECT "userId", "mangaId" FROM "ReadingProgress" ${ofReader(userId, "WHERE")}
        UNION
        SELECT "userId", "mangaId" FROM "ReadingHistory" ${ofReader(userId, "WHERE")}
      ) read
    ) signal
    GROUP BY "userId", "mangaId"`;
}

/**
 * SQL: the ids of the titles a reader already knows and is never recommended: started (progress
 * or history), favorited, saved, rated, or dismissed as "not interested".
 */
export function knownTitlesSql(userId: string): Prisma.Sql {
  return Prisma.sql`
    SELECT "mangaId" FROM "ReadingProgress" WHERE "userId" = ${userId}
    UNION SELECT "mangaId" FROM "ReadingHistory" WHERE "userId" = ${userId}
    UNION SELECT "mangaId" FROM "Favorite" WHERE "userId" = ${userId}
    UNION SELECT "mangaId" FROM "SavedManga" WHERE "userId" = ${userId}
    UNION SELECT "mangaId" FROM "Review" WHERE "userId" = ${userId}
    UNION SELECT "mangaId" FROM "DismissedRecommendation" WHERE "userId" = ${userId}`;
}

/**
 * SQL: the title under `alias` is out for readers. A title whose every chapter is still scheduled
 * (it has chapters, none released: latestChapterAt, kept by a trigger, counts only released ones)
 * is never recommended.
 */
export const releasedTitleSql = (alias: string) => {
  const m = Prisma.raw(alias);
  return Prisma.sql`NOT (${m}."latestChapterAt" IS NULL
    AND EXISTS (SELECT 1 FROM "Chapter" c WHERE c."mangaId" = ${m}.id))`;
};
