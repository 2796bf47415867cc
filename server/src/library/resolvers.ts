import { mangaById } from "../catalog/loaders.ts";
import type { Resolvers } from "../generated/graphql.ts";
import { chapterById, chapterPositionById, isSavedByViewer, percentRead } from "./loaders.ts";
import * as library from "./service.ts";
import { readerStats } from "./stats.ts";

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
    stats: (user, _, { db, now }) => readerStats(db, user.id, now),
    favorites: (user, args, { db }) => library.favoritesOf(db, user.id, args),
    continueReading: (user, args, { db }) => library.continueReading(db, user.id, args),
  },
  Manga: {
    isSaved: (manga, _, context) => context.loader(isSavedByViewer).load(manga.id),
  },
  ReadingProgress: {
    manga: async (progress, _, context) => {
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
