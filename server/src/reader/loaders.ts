import DataLoader from "dataloader";
import type { Page } from "../generated/prisma/client.ts";
import type { Context } from "../lib/context.ts";
import { countPerKey, groupByKeys } from "../lib/loaders.ts";
import { releasedSql } from "../catalog/released.ts";

// Per-request batch loaders for chapter data. Use them through `context.loader(factory)`.

/** "New" chapters: the three newest of their manga. */
const NEW_CHAPTERS = 3;

export const chapterCountOfManga = countPerKey("Chapter", "mangaId", releasedSql('"Chapter"'));

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
    const chapters = await db.$queryRaw<{ id: string; mangaId: string }[]>`
      SELECT id, "mangaId" FROM (
        SELECT id, "mangaId", row_number() OVER (PARTITION BY "mangaId" ORDER BY number DESC) AS position
        FROM "Chapter" WHERE "mangaId" = ANY(${[...mangaIds]}::text[]) AND ${releasedSql('"Chapter"')}
      ) numbered
      WHERE position <= ${NEW_CHAPTERS}`;
    return groupByKeys(mangaIds, chapters, (c) => c.mangaId).map(
      (group) => new Set(group.map((c) => c.id)),
    );
  });
