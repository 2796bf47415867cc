import DataLoader from "dataloader";
import { Prisma, type Chapter } from "../generated/prisma/client.ts";
import type { Context } from "../lib/context.ts";
import { valueByKeys } from "../lib/loaders.ts";
import { releasedSql } from "../catalog/released.ts";

// Per-request batch loaders for the library's fields. Use them through `context.loader(factory)`.

export const chapterById = ({ db }: Context) =>
  new DataLoader<string, Chapter | null>(async (ids) =>
    valueByKeys(
      ids,
      await db.chapter.findMany({ where: { id: { in: [...ids] } } }),
      (chapter) => chapter.id,
      (chapter) => chapter,
      null,
    ),
  );

/** Where a chapter stands in its manga: chapters before it, chapters in all, and its pages. */
export interface ChapterPosition {
  before: number;
  total: number;
  pages: number;
}

/** SQL: the ChapterPosition columns of the chapter under `alias`. */
export const chapterPositionColumns = (alias: string) => {
  const chapter = (column: string) => Prisma.raw(`${alias}."${column}"`);
  return Prisma.sql`
    (SELECT count(*)::int FROM "Chapter" b WHERE b."mangaId" = ${chapter("mangaId")}
      AND b.number < ${chapter("number")} AND ${releasedSql("b")}) AS before,
    (SELECT count(*)::int FROM "Chapter" t WHERE t."mangaId" = ${chapter("mangaId")}
      AND ${releasedSql("t")}) AS total,
    (SELECT count(*)::int FROM "Page" p WHERE p."chapterId" = ${chapter("id")}) AS pages`;
};

export const chapterPositionById = ({ db }: Context) =>
  new DataLoader<string, ChapterPosition>(async (ids) => {
    const rows = await db.$queryRaw<({ id: string } & ChapterPosition)[]>`
      SELECT c.id, ${chapterPositionColumns("c")}
      FROM "Chapter" c WHERE c.id = ANY(${[...ids]}::text[])`;
    return valueByKeys(
      ids,
      rows,
      (row) => row.id,
      (row): ChapterPosition => row,
      { before: 0, total: 0, pages: 0 },
    );
  });

/** Percent of the manga read at this page: finished chapters plus the share of this one's pages. */
export function percentRead(position: ChapterPosition, page: number): number {
  if (position.total === 0) return 0;
  const ofChapter = position.pages === 0 ? 1 : Math.min(page, position.pages) / position.pages;
  return Math.round((100 * (position.before + ofChapter)) / position.total);
}
