import { isSavedByViewer, mangaById, primeMangaCards } from "../catalog/loaders.ts";
import { rollPopularityTo } from "../catalog/popularity.ts";
import type { Resolvers } from "../generated/graphql.ts";
import type { Context } from "../lib/context.ts";
import { readerListPage, statsOfReader } from "./figures.ts";
import { chapterById, chapterPositionById, percentRead } from "./loaders.ts";
import { primeListedProgress } from "./prime.ts";
import * as library from "./service.ts";
import type { ListedProgress } from "./service.ts";

/** The reader's favorites or saved titles, their cards handed to the cards' loaders. */
export const linkedCardsPage =
  (list: "favorites" | "saved") =>
  (
    user: { id: string },
    args: { first?: number | null; after?: string | null },
    context: Context,
    info: Parameters<typeof readerListPage>[3]["info"],
  ) =>
    readerListPage(context, user.id, list, { args, info }, async (totalCount) => {
      await rollPopularityTo(context.primaryDb, context.now); // for the cards' hot ids
      const page = await library.linkedCards(context.db, list, user.id, args, totalCount);
      primeMangaCards(context, page);
      return page.connection;
    });

export const resolvers: Resolvers = {
  Mutation: {
    toggleFavorite: (_, { mangaId }, context) => library.toggleFavorite(context, mangaId),
    toggleSave: (_, { mangaId }, context) => library.toggleSave(context, mangaId),
    recordReading: (_, args, context) => library.recordReading(context, args),
    toggleBlogLike: (_, { postId }, context) => library.toggleBlogLike(context, postId),
  },
  // A User reaches clients only as `me` (or a mutation's answer about the viewer), so these lists
  // are always the signed-in reader's own.
  User: {
    stats: (user, _, context) => statsOfReader(context, user.id),
    favorites: linkedCardsPage("favorites"),
    continueReading: (user, args, context, info) =>
      readerListPage(context, user.id, "reading", { args, info }, async (totalCount) => {
        const page = await library.continueReading(context.db, user.id, args, totalCount);
        primeListedProgress(
          context,
          page.edges.map((edge) => edge.node),
        );
        return page;
      }),
  },
  Manga: {
    isSaved: (manga, _, context) => context.loader(isSavedByViewer).load(manga.id),
  },
  ReadingProgress: {
    manga: async (progress, _, context) => {
      // A place of the continue-reading list carries its title's card.
      const listed = (progress as Partial<ListedProgress>).listed;
      if (listed) return listed.manga;
      const manga = await context.loader(mangaById).load(progress.mangaId);
      if (!manga) throw new Error(`Progress on a missing manga ${progress.mangaId}`); // a foreign key forbids it
      return manga;
    },
    chapter: async (progress, _, context) => {
      const chapter = await context.loader(chapterById).load(progress.chapterId);
      if (!chapter) throw new Error(`Progress on a missing chapter ${progress.chapterId}`);
      return chapter;
    },
    percent: async (progress, _, context) =>
      percentRead(
        await context.loader(chapterPositionById).load(progress.chapterId),
        progress.page,
      ),
  },
};
