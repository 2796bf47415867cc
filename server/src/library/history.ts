import { z } from "zod";
import type { ReadingHistory } from "../generated/prisma/client.ts";
import type { Db } from "../lib/db.ts";
import { cursorParts, cursorShape, pageRequest, type Connection } from "../lib/pagination.ts";

// The reader's history: one row per chapter opened, kept by recordReading beside its reading events,
// so removing history leaves the reading stats (computed from the events) as they were.

/** A reader's turn to a page of a chapter, and when. */
export interface PageTurn {
  userId: string;
  mangaId: string;
  chapterId: string;
  page: number;
  readAt: Date;
}

/**
 * The statement that notes the page turn in the history: the chapter's furthest page and the time.
 * Not awaited here, so recordReading runs it in its transaction.
 */
export function recordHistory(db: Db, turn: PageTurn) {
  return db.$executeRaw`
    INSERT INTO "ReadingHistory" ("userId", "chapterId", "mangaId", "page", "readAt")
    VALUES (${turn.userId}, ${turn.chapterId}, ${turn.mangaId}, ${turn.page},
      ${turn.readAt.toISOString()}::timestamptz AT TIME ZONE 'UTC')
    ON CONFLICT ("userId", "chapterId") DO UPDATE
    SET "page" = GREATEST("ReadingHistory"."page", EXCLUDED."page"), "readAt" = EXCLUDED."readAt"`;
}

const historyCursor = cursorShape("history", z.tuple([cursorParts.time, cursorParts.id]));

/** Chapters the reader opened, most recently read first (chapters not yet released stay hidden). */
export async function historyOf(
  db: Db,
  userId: string,
  now: Date,
  args: { first?: number | null; after?: string | null },
): Promise<Connection<ReadingHistory>> {
  const page = pageRequest(args, historyCursor);
  const { after } = page;
  const where = { userId, chapter: { releasedAt: { lte: now } } };
  const rows = await db.readingHistory.findMany({
    where: {
      ...where,
      ...(after
        ? {
            OR: [
              { readAt: { lt: new Date(after[0]) } },
              { readAt: new Date(after[0]), chapterId: { gt: after[1] } },
            ],
          }
        : {}),
    },
    orderBy: [{ readAt: "desc" }, { chapterId: "asc" }],
    take: page.take,
  });
  const edges = rows.map((row) => page.edge([row.readAt.toISOString(), row.chapterId], row));
  return page.connection(edges, () => db.readingHistory.count({ where }));
}

/** Removes the chapter from the reader's history, or all of it; answers how many chapters went. */
export async function clearHistory(
  db: Db,
  userId: string,
  chapterId: string | null | undefined,
): Promise<number> {
  const { count } = await db.readingHistory.deleteMany({
    where: { userId, ...(chapterId ? { chapterId } : {}) },
  });
  return count;
}
