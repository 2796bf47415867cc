import type { MangaCards } from "../catalog/cards.ts";
import { primeMangaCards } from "../catalog/loaders.ts";
import { rollPopularityTo } from "../catalog/popularity.ts";
import type { Resolvers } from "../generated/graphql.ts";
import type { Context } from "../lib/context.ts";
import {
  becauseYouRead,
  dismissRecommendation,
  recommendationsFor,
  relatedMangas,
} from "./service.ts";

/** Hands a list's cards to the loaders (one statement for the whole list) and answers the list. */
async function withCards<List extends MangaCards>(
  context: Context,
  read: (db: Context["db"]) => Promise<List>,
): Promise<List> {
  await rollPopularityTo(context.primaryDb, context.now); // weekly ranks and the cards' hot ids
  const list = await read(context.db);
  primeMangaCards(context, list);
  return list;
}

export const resolvers: Resolvers = {
  Manga: {
    related: async (manga, { first }, context) =>
      (await withCards(context, (db) => relatedMangas(db, manga, first))).mangas,
  },
  // A User reaches clients only as `me`, so these are always the signed-in reader's own.
  User: {
    recommendations: async (user, { first }, context) =>
      (await withCards(context, (db) => recommendationsFor(db, user.id, first))).mangas,
    becauseYouRead: async (user, { first }, context) =>
      (await withCards(context, (db) => becauseYouRead(db, user.id, first))).rows,
  },
  Mutation: {
    dismissRecommendation: (_, { mangaId }, context) => dismissRecommendation(context, mangaId),
  },
};
