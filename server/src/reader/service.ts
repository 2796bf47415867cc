import { z } from "zod";
import { Prisma, type Chapter, type Manga, type Page } from "../generated/prisma/client.ts";
import { queryRows, type Db } from "../lib/db.ts";
import { badUserInput } from "../lib/errors.ts";
import { isFirstViewThisHour } from "../lib/view-counting.ts";
import { cursorParts, cursorShape, pageRequest, type Connection } from "../lib/pagination.ts";
import { startOfUtcDay } from "../catalog/time-windows.ts";
import { releasedBy, releasedSql } from "../catalog/released.ts";
import {
  chapterOfJson,
  wholeChapterColumns,
  wholeMangaColumns,
  type ChapterJson,
} from "../catalog/cards.ts";

// Chapters are numbered in release order, so "newest" is the highest number.

/** A chapter as the reader opens it, with what its screen shows around it. */
export interface OpenedChapter {
  chapter: Chapter;
  manga: Manga;
  pages: Page[];
  /** the chapter numbered just below, whose page count the reader shows; null for the first */
  previous: { chapter: Chapter; pageCount: number } | null;
  /** the chapter numbered just above, whose pages the reader loads ahead; null for the newest */
  next: { chapter: Chapter; pages: Page[] } | null;
}

/** SQL: the pages of the chapter under `alias`, in order, as JSON. */
const pagesOf = (alias: string) =>
  Prisma.sql`(SELECT coalesce(json_agg(p.* ORDER BY p.number), '[]') FROM "Page" p
    WHERE p."chapterId" = ${Prisma.raw(`${alias}.id`)})`;

/**
 * A chapter by its manga's id or slug and its number, with its manga, its pages and its
 * neighbours (the reader's route asks for all of them), in one statement; null when there is none.
 */
export async function findChapter(
  db: Db,
  mangaIdOrSlug: string,
  number: number,
): Promise<OpenedChapter | null> {
  if (!Number.isFinite(number) || number < 0) {
    throw badUserInput("number", `must be a chapter number (0 or more), got ${number}`);
  }
  const [row] = await queryRows<
    Manga & {
      openedChapter: ChapterJson;
      openedPages: Page[];
      openedPrevious: { chapter: ChapterJson; pageCount: number } | null;
      openedNext: { chapter: ChapterJson; pages: Page[] } | null;
    }
  >(
    db,
    Prisma.sql`
      SELECT ${wholeMangaColumns("m")}, to_json(c.*) AS "openedChapter", ${pagesOf("c")} AS "openedPages",
        (SELECT json_build_object('chapter', to_json(pc.*),
            'pageCount', (SELECT count(*) FROM "Page" p WHERE p."chapterId" = pc.id))
          FROM "Chapter" pc WHERE pc."mangaId" = m.id AND pc.number < c.number AND ${releasedSql("pc")}
          ORDER BY pc.number DESC LIMIT 1) AS "openedPrevious",
        (SELECT json_build_object('chapter', to_json(nc.*), 'pages', ${pagesOf("nc")})
          FROM "Chapter" nc WHERE nc."mangaId" = m.id AND nc.number > c.number AND ${releasedSql("nc")}
          ORDER BY nc.number LIMIT 1) AS "openedNext"
      FROM "Manga" m JOIN "Chapter" c ON c."mangaId" = m.id
      WHERE (m.id = ${mangaIdOrSlug} OR m.slug = ${mangaIdOrSlug}) AND c.number = ${number}
        AND ${releasedSql("c")}`,
    // One plan for every title and chapter (two unique indexes and the chapters' own), which
    // PostgreSQL keeps after five runs: planning took more than running it (0.7-1.1 ms against
    // 0.6-0.8 on 100,000 titles; EXPLAIN ANALYZE EXECUTE after: 0.01 planning, 0.3 running).
    { prepare: "with values" },
  );
  if (!row) return null;
  const { openedChapter, openedPages, openedPrevious, openedNext, ...manga } = row;
  return {
    chapter: chapterOfJson(openedChapter),
    manga,
    pages: openedPages,
    previous: openedPrevious && {
      chapter: chapterOfJson(openedPrevious.chapter),
      pageCount: openedPrevious.pageCount,
    },
    next: openedNext && { chapter: chapterOfJson(openedNext.chapter), pages: openedNext.pages },
  };
}

const chapterCursor = cursorShape("chapters", z.object({ number: cursorParts.number }));

/** "New" chapters: the three newest of their manga. */
export const NEW_CHAPTERS = 3;

/** A page of a title's chapters, with what their fields would otherwise query. */
export interface ChapterPage {
  connection: Connection<Chapter>;
  /** each chapter's pages, by chapter id */
  pageCounts: Map<string, number>;
  /** the ids of the title's new chapters; null when no row was read to carry them */
  newChapterIds: Set<string> | null;
}

/**
 * A manga's chapters, newest first, with each one's page count and the title's new chapters in
 * the same statement (each was a statement of its own). `totalCount` is asked for apart: the
 * title's page has already read it with the title (primeMangaPage).
 */
export async function chaptersOfManga(
  db: Db,
  mangaId: string,
  args: { first?: number | null; after?: string | null },
  totalCount: () => Promise<number>,
): Promise<ChapterPage> {
  const page = pageRequest(args, chapterCursor);
  const { after } = page;
  // The new chapters' subquery does not depend on the row: PostgreSQL runs it once.
  const rows = await queryRows<Chapter & { pageCount: number; newChapterIds: string[] }>(
    db,
    Prisma.sql`
      SELECT ${wholeChapterColumns("c")},
        (SELECT count(*)::int FROM "Page" p WHERE p."chapterId" = c.id) AS "pageCount",
        array_to_json(ARRAY(SELECT n.id FROM "Chapter" n
          WHERE n."mangaId" = ${mangaId} AND ${releasedSql("n")}
          ORDER BY n.number DESC LIMIT ${NEW_CHAPTERS})) AS "newChapterIds"
      FROM "Chapter" c
      WHERE c."mangaId" = ${mangaId} AND ${releasedSql("c")}
        ${after ? Prisma.sql`AND c.number < ${after.number}` : Prisma.empty}
      ORDER BY c.number DESC LIMIT ${page.take}`,
    // one plan for every title and page: by the title's chapters' index whatever the values
    { prepare: "with values" },
  );
  const pageCounts = new Map<string, number>();
  const edges = rows.map(({ pageCount, newChapterIds: _, ...chapter }) => {
    pageCounts.set(chapter.id, pageCount);
    return page.edge({ number: chapter.number }, chapter);
  });
  return {
    connection: page.connection(edges, totalCount),
    pageCounts,
    newChapterIds: rows.length > 0 ? new Set(rows[0]!.newChapterIds) : null,
  };
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
