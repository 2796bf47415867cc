import { z } from "zod";
import type { Chapter } from "../generated/prisma/client.ts";
import type { Db } from "../lib/db.ts";
import { badUserInput } from "../lib/errors.ts";
import { isFirstViewThisHour } from "../lib/view-counting.ts";
import { cursorParts, cursorShape, pageRequest, type Connection } from "../lib/pagination.ts";
import { startOfUtcDay } from "../catalog/time-windows.ts";
import { releasedBy } from "../catalog/released.ts";

// Chapters are numbered in release order, so "newest" is the highest number.

/** A chapter by its manga's id or slug and its number; null when there is none. */
export function findChapter(
  db: Db,
  mangaIdOrSlug: string,
  number: number,
): Promise<Chapter | null> {
  if (!Number.isFinite(number) || number < 0) {
    throw badUserInput("number", `must be a chapter number (0 or more), got ${number}`);
  }
  return db.chapter.findFirst({
    where: {
      number,
      manga: { OR: [{ id: mangaIdOrSlug }, { slug: mangaIdOrSlug }] },
      ...releasedBy(new Date()),
    },
  });
}

const chapterCursor = cursorShape("chapters", z.object({ number: cursorParts.number }));

/** A manga's chapters, newest first. */
export async function chaptersOfManga(
  db: Db,
  mangaId: string,
  args: { first?: number | null; after?: string | null },
): Promise<Connection<Chapter>> {
  const page = pageRequest(args, chapterCursor);
  const { after } = page;
  const now = new Date();
  const chapters = await db.chapter.findMany({
    where: { mangaId, ...releasedBy(now), ...(after && { number: { lt: after.number } }) },
    orderBy: { number: "desc" },
    take: page.take,
  });
  const edges = chapters.map((chapter) => page.edge({ number: chapter.number }, chapter));
  return page.connection(edges, () => db.chapter.count({ where: { mangaId, ...releasedBy(now) } }));
}

/** The chapter just before (`previous`) or after (`next`) this one in its manga; null at either end. */
export function adjacentChapter(
  db: Db,
  chapter: Chapter,
  side: "previous" | "next",
): Promise<Chapter | null> {
  return db.chapter.findFirst({
    where: {
      mangaId: chapter.mangaId,
      ...releasedBy(new Date()),
      number: side === "previous" ? { lt: chapter.number } : { gt: chapter.number },
    },
    orderBy: { number: side === "previous" ? "desc" : "asc" },
  });
}

/**
 * Counts one read, once per visitor and hour (see lib/view-counting.ts): the chapter's views and
 * its manga's views for today (the manga's total follows by trigger). Null when the chapter does
 * not exist or is not out yet.
 */
export async function recordChapterView(
  db: Db,
  chapterId: string,
  { now, visitor }: { now: Date; visitor: string },
): Promise<Chapter | null> {
  const today = startOfUtcDay(now);
  return db.$transaction(async (tx) => {
    const released = await tx.chapter.findFirst({ where: { id: chapterId, ...releasedBy(now) } });
    if (!released) return null;
    if (!(await isFirstViewThisHour(tx, { visitor, kind: "chapter", itemId: chapterId, now }))) {
      return released;
    }
    const chapter = await tx.chapter.update({
      where: { id: chapterId },
      data: { views: { increment: 1 } },
    });
    // One atomic statement, so concurrent first reads of the day cannot collide on the insert.
    await tx.$executeRaw`
      INSERT INTO "MangaDailyView" ("mangaId", day, views) VALUES (${chapter.mangaId}, ${today}::date, 1)
      ON CONFLICT ("mangaId", day) DO UPDATE SET views = "MangaDailyView".views + 1`;
    return chapter;
  });
}
