import DataLoader from "dataloader";
import { Prisma, type Chapter, type Page } from "../generated/prisma/client.ts";
import type { Context } from "../lib/context.ts";
import { queryRows } from "../lib/db.ts";
import { countPerKey, groupByKeys, valueByKeys } from "../lib/loaders.ts";
import { mangaById } from "../catalog/loaders.ts";
import { releasedSql } from "../catalog/released.ts";
import { NEW_CHAPTERS, type ChapterPage, type OpenedChapter } from "./service.ts";

// Per-request batch loaders for chapter data. Use them through `context.loader(factory)`.

export const pageCountOfChapter = countPerKey("Page", "chapterId");

export const pagesOfChapter = ({ db }: Context) =>
  new DataLoader<string, Page[]>(async (chapterIds) => {
    const pages = await db.page.findMany({
      where: { chapterId: { in: [...chapterIds] } },
      orderBy: { number: "asc" },
    });
    return groupByKeys(chapterIds, pages, (page) => page.chapterId);
  });

/** The ids of each manga's new chapters. */
export const newChapterIdsOfManga = ({ db }: Context) =>
  new DataLoader<string, Set<string>>(async (mangaIds) => {
    const chapters = await queryRows<{ id: string; mangaId: string }>(
      db,
      Prisma.sql`
        SELECT id, "mangaId" FROM (
          SELECT id, "mangaId", row_number() OVER (PARTITION BY "mangaId" ORDER BY number DESC) AS position
          FROM "Chapter" WHERE "mangaId" = ANY(${[...mangaIds]}::text[]) AND ${releasedSql('"Chapter"')}
        ) numbered
        WHERE position <= ${NEW_CHAPTERS}`,
    );
    return groupByKeys(mangaIds, chapters, (c) => c.mangaId).map(
      (group) => new Set(group.map((c) => c.id)),
    );
  });

/** The chapter just before (`previous`) or after (`next`) each chapter in its manga; null at either end. */
const adjacentChapterOf =
  (side: "previous" | "next") =>
  ({ db }: Context) =>
    new DataLoader<string, Chapter | null>(async (chapterIds) => {
      const [comparison, order] = side === "previous" ? ["<", "DESC"] : [">", "ASC"];
      const rows = await queryRows<Chapter & { of: string }>(
        db,
        Prisma.sql`
          SELECT c.id AS "of", a.* FROM "Chapter" c
          CROSS JOIN LATERAL (SELECT * FROM "Chapter" a
            WHERE a."mangaId" = c."mangaId" AND a.number ${Prisma.raw(comparison)} c.number
              AND ${releasedSql("a")}
            ORDER BY a.number ${Prisma.raw(order)} LIMIT 1) a
          WHERE c.id = ANY(${[...chapterIds]}::text[])`,
      );
      return valueByKeys(
        chapterIds,
        rows,
        (row) => row.of,
        ({ of: _, ...chapter }): Chapter | null => chapter,
        null,
      );
    });

export const previousChapterOf = adjacentChapterOf("previous");
export const nextChapterOf = adjacentChapterOf("next");

/** Hands what `findChapter` read to the loaders the chapter's fields would otherwise query. */
export function primeOpenedChapter(
  context: Context,
  { chapter, manga, pages, previous, next }: OpenedChapter,
): void {
  context.loader(mangaById).prime(manga.id, manga);
  context.loader(pagesOfChapter).prime(chapter.id, pages);
  context.loader(pageCountOfChapter).prime(chapter.id, pages.length);
  context.loader(previousChapterOf).prime(chapter.id, previous?.chapter ?? null);
  if (previous) context.loader(pageCountOfChapter).prime(previous.chapter.id, previous.pageCount);
  context.loader(nextChapterOf).prime(chapter.id, next?.chapter ?? null);
  if (next) {
    context.loader(pagesOfChapter).prime(next.chapter.id, next.pages);
    context.loader(pageCountOfChapter).prime(next.chapter.id, next.pages.length);
  }
}

/** Hands what `chaptersOfManga` read with a page of a title's chapters to their fields' loaders. */
export function primeChapterPage(context: Context, mangaId: string, page: ChapterPage): void {
  for (const [chapterId, count] of page.pageCounts) {
    context.loader(pageCountOfChapter).prime(chapterId, count);
  }
  if (page.newChapterIds) context.loader(newChapterIdsOfManga).prime(mangaId, page.newChapterIds);
}
