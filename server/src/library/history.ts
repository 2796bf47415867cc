import { z } from "zod";
import {
  Prisma,
  type Chapter,
  type Manga,
  type ReadingHistory,
} from "../generated/prisma/client.ts";
import { queryRows, sqlInteger, type Db } from "../lib/db.ts";
import { chapterOfJson, wholeMangaColumns, type ChapterJson } from "../catalog/cards.ts";
import { oneRow } from "./one-row.ts";
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

/** A history entry with its chapter and the chapter's title, read with it. */
export interface ListedHistoryEntry extends ReadingHistory {
  listed: { chapter: Chapter; manga: Manga };
}

/**
 * Chapters the reader opened, most recently read first (chapters not yet released stay hidden),
 * each with its chapter and the chapter's whole title row (for chapterById and mangaById).
 */
export async function historyOf(
  db: Db,
  userId: string,
  now: Date,
  args: { first?: number | null; after?: string | null },
  totalCount: () => Promise<number>,
): Promise<Connection<ListedHistoryEntry>> {
  const page = pageRequest(args, historyCursor);
  const { after } = page;
  const past = after
    ? Prisma.sql`AND (h."readAt" < ${new Date(after[0])}
        OR (h."readAt" = ${new Date(after[0])} AND h."chapterId" > ${after[1]}))`
    : Prisma.empty;
  const rows = await queryRows<ReadingHistory & Manga & { listedChapter: ChapterJson }>(
    db,
    Prisma.sql`SELECT h."userId", h."chapterId", h."mangaId", h.page, h."readAt",
        to_json(c.*) AS "listedChapter", ${wholeMangaColumns("m")}
      FROM "ReadingHistory" h CROSS JOIN LATERAL ${oneRow("Chapter", "c", 'h."chapterId"')}
        CROSS JOIN LATERAL ${oneRow("Manga", "m", 'h."mangaId"')}
      WHERE h."userId" = ${userId} AND c."releasedAt" <= ${now} ${past}
      ORDER BY h."readAt" DESC, h."chapterId" LIMIT ${sqlInteger(page.take)}`,
  );
  const edges = rows.map((row) => {
    const { userId, chapterId, mangaId, page: at, readAt, listedChapter, ...manga } = row;
    const entry: ListedHistoryEntry = {
      userId,
      chapterId,
      mangaId,
      page: at,
      readAt,
      listed: { chapter: chapterOfJson(listedChapter), manga },
    };
    return page.edge([readAt.toISOString(), chapterId], entry);
  });
  return page.connection(edges, totalCount);
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
