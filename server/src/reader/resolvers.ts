import type { Resolvers } from "../generated/graphql.ts";
import {
  chapterCountOfManga,
  firstChapterOfManga,
  latestChapterOfManga,
  listedCardOf,
  mangaById,
} from "../catalog/loaders.ts";
import { assertOneViewPerOperation, visitorOf } from "../lib/view-counting.ts";
import { storedImageUrl } from "../media/image-variants.ts";
import { pageImageUrl } from "../media/urls.ts";
import {
  newChapterIdsOfManga,
  nextChapterOf,
  pageCountOfChapter,
  pagesOfChapter,
  previousChapterOf,
  primeChapterPage,
  primeOpenedChapter,
} from "./loaders.ts";
import { chaptersOfManga, findChapter, recordChapterView } from "./service.ts";

export const resolvers: Resolvers = {
  Query: {
    chapter: async (_, { mangaId, number }, context) => {
      const opened = await findChapter(context.db, mangaId, number);
      if (!opened) return null;
      primeOpenedChapter(context, opened);
      return opened.chapter;
    },
  },
  Mutation: {
    recordChapterView: (_, { chapterId }, context, info) => {
      assertOneViewPerOperation(info);
      return recordChapterView(context.db, chapterId, {
        now: context.now,
        visitor: visitorOf(context),
      });
    },
  },
  Manga: {
    chapterCount: (manga, _, context) => context.loader(chapterCountOfManga).load(manga.id),
    latestChapter: (manga, _, context) => {
      const listed = listedCardOf(manga);
      return listed ? listed.latestChapter : context.loader(latestChapterOfManga).load(manga.id);
    },
    firstChapter: (manga, _, context) => context.loader(firstChapterOfManga).load(manga.id),
    chapters: async (manga, args, context) => {
      const page = await chaptersOfManga(context.db, manga.id, args, () =>
        context.loader(chapterCountOfManga).load(manga.id),
      );
      primeChapterPage(context, manga.id, page);
      return page.connection;
    },
  },
  Chapter: {
    pageCount: (chapter, _, context) => context.loader(pageCountOfChapter).load(chapter.id),
    pages: (chapter, _, context) => context.loader(pagesOfChapter).load(chapter.id),
    isNew: async (chapter, _, context) =>
      (await context.loader(newChapterIdsOfManga).load(chapter.mangaId)).has(chapter.id),
    manga: async (chapter, _, context) => {
      const manga = await context.loader(mangaById).load(chapter.mangaId);
      if (!manga) throw new Error(`Chapter ${chapter.id} has no manga`); // a foreign key forbids it
      return manga;
    },
    previous: (chapter, _, context) => context.loader(previousChapterOf).load(chapter.id),
    next: (chapter, _, context) => context.loader(nextChapterOf).load(chapter.id),
  },
  Page: {
    imageUrl: (page) =>
      page.imageKey
        ? storedImageUrl(page.imageKey, page.width)
        : pageImageUrl(page.chapterId, page.number),
  },
};
