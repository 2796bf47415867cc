import { mangaById, primeMangaCards } from "../catalog/loaders.ts";
import { rollPopularityTo } from "../catalog/popularity.ts";
import type { Manga } from "../generated/prisma/client.ts";
import type { Resolvers } from "../generated/graphql.ts";
import type { Context } from "../lib/context.ts";
import {
  becauseYouRead,
  dismissRecommendation,
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

async function mangasByIds(context: Context, ids: readonly string[]): Promise<Manga[]> {
  const mangas = await context.loader(mangaById).loadMany(ids);
  return mangas.filter((manga): manga is Manga => manga != null && !(manga instanceof Error));
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
      return Promise.all(
        rows.map(async (row) => ({
          because: (await mangasByIds(context, [row.because]))[0]!,
          titles: await mangasByIds(context, row.titles),
        })),
      );
    },
  },
  Mutation: {
    dismissRecommendation: (_, { mangaId }, context) => dismissRecommendation(context, mangaId),
  },
};
