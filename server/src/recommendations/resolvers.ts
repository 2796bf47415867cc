import { primeMangaCards } from "../catalog/loaders.ts";
import { rollPopularityTo } from "../catalog/popularity.ts";
import type { Resolvers } from "../generated/graphql.ts";
import type { Context } from "../lib/context.ts";
import {
  becauseYouRead,
  dismissRecommendation,
  mangasByIds,
  recommendationsFor,
  relatedMangas,
  type MangaList,
} from "./service.ts";

/** Hands a list's cards to the loaders (one statement for the whole list) and answers its titles. */
async function cardsOf(context: Context, read: (db: Context["db"]) => Promise<MangaList>) {
  await rollPopularityTo(context.primaryDb, context.now); // weekly ranks and the cards' hot ids
  const list = await read(context.db);
  primeMangaCards(context, list);
  return list.mangas;
}

export const resolvers: Resolvers = {
  Manga: {
    related: (manga, { first }, context) =>
      cardsOf(context, (db) => relatedMangas(db, manga, first)),
  },
  // A User reaches clients only as `me`, so these are always the signed-in reader's own.
  User: {
    recommendations: (user, { first }, context) =>
      cardsOf(context, (db) => recommendationsFor(db, user.id, first)),
    becauseYouRead: async (user, { first }, context) => {
      const rows = await becauseYouRead(context.db, user.id, first);
      const ids = rows.flatMap((row) => [row.because, ...row.titles]);
      const byId = new Map(
        (await cardsOf(context, (db) => mangasByIds(db, ids))).map((manga) => [manga.id, manga]),
      );
      const mangaOf = (id: string) => byId.get(id)!; // read just now; a foreign key keeps them
      return rows.map((row) => ({
        because: mangaOf(row.because),
        titles: row.titles.map(mangaOf),
      }));
    },
  },
  Mutation: {
    dismissRecommendation: (_, { mangaId }, context) => dismissRecommendation(context, mangaId),
  },
};
