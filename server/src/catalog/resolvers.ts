import type { Resolvers } from "../generated/graphql.ts";
import type { Manga } from "../generated/prisma/client.ts";
import type { Context } from "../lib/context.ts";
import { storedImageUrl } from "../media/image-variants.ts";
import { coverUrl } from "../media/urls.ts";
import {
  alternativeTitlesOfManga,
  favoritesOfManga,
  followersOfManga,
  genreListOfRequest,
  genresOfTitle,
  hotMangaIdsOfRequest,
  isFavoriteOfViewer,
  listedCardOf,
  mangaById,
  monthlyViewsOfManga,
  popularSlicesOfRequest,
  primeMangaCards,
  primeMangaPage,
  readCardRowsOfRequest,
  weeklyViewsOfManga,
} from "./loaders.ts";
import {
  featuredMangas,
  findManga,
  hasNewRelease,
  listMangas,
  popularMangaPage,
  popularMangas,
  recentUpdates,
} from "./service.ts";
import { rollPopularityTo, type PopularSlice } from "./popularity.ts";
import type { MangaCard } from "./cards.ts";

/**
 * A Manga field on a column outside a card's: a title from a list carries only its card's columns
 * (catalog/cards.ts), so it is read from the whole row, loaded for the list's titles at once.
 */
const wholeRowColumn =
  <Column extends keyof Manga>(column: Column) =>
  async (manga: MangaCard, _: unknown, context: Context): Promise<Manga[Column]> => {
    if (column in manga) return (manga as Manga)[column]; // a whole row
    const row = await context.loader(mangaById).load(manga.id);
    if (!row) throw new Error(`Manga ${manga.id} was deleted while it was read`);
    return row[column];
  };

/** A popular list of the request, read with the others it asks for (see popularSlicesOfRequest). */
const readPopularSlice = (context: Context) => (slice: PopularSlice) =>
  context.loader(popularSlicesOfRequest).load(slice);

export const resolvers: Resolvers = {
  Query: {
    mangas: async (_, args, context) => {
      await rollPopularityTo(context.primaryDb, context.now); // for the cards' hot ids
      const list = await listMangas(context.db, {
        ...args,
        now: context.now,
        kept: context.kept,
        readRows: readCardRowsOfRequest(context),
      });
      primeMangaCards(context, list);
      return list.connection;
    },
    manga: async (_, { id }, context) => {
      const page = await findManga(context.db, id, context.viewer?.id ?? null);
      if (!page) return null;
      primeMangaPage(context, page);
      return page.manga;
    },
    featuredMangas: async (_, __, context) => {
      await rollPopularityTo(context.primaryDb, context.now); // for the cards' hot ids
      const list = await featuredMangas(readCardRowsOfRequest(context));
      primeMangaCards(context, list);
      return list.mangas;
    },
    popularMangas: async (_, args, context) => {
      await rollPopularityTo(context.primaryDb, context.now);
      const list = await popularMangas(readPopularSlice(context), args);
      primeMangaCards(context, list);
      return list.entries;
    },
    popularMangaConnection: async (_, args, context) => {
      await rollPopularityTo(context.primaryDb, context.now);
      const page = await popularMangaPage(readPopularSlice(context), args);
      primeMangaCards(context, page);
      return page.connection;
    },
    recentUpdates: (_, args, { db, now }) => recentUpdates(db, { ...args, now }),
    genres: (_, __, context) => context.loader(genreListOfRequest)(),
  },
  Manga: {
    artist: wholeRowColumn("artist"),
    demographic: wholeRowColumn("demographic"),
    serialization: wholeRowColumn("serialization"),
    releaseYear: wholeRowColumn("releaseYear"),
    ratingCount: wholeRowColumn("ratingCount"),
    coverUrl: (manga) =>
      manga.coverKey && manga.coverWidth
        ? storedImageUrl(manga.coverKey, manga.coverWidth)
        : coverUrl(manga.id),
    alternativeTitles: (manga, _, context) =>
      context.loader(alternativeTitlesOfManga).load(manga.id),
    genres: (manga, _, context) => genresOfTitle(context, manga),
    weeklyViews: (manga, _, context) => context.loader(weeklyViewsOfManga).load(manga.id),
    monthlyViews: (manga, _, context) => context.loader(monthlyViewsOfManga).load(manga.id),
    followers: (manga, _, context) => context.loader(followersOfManga).load(manga.id),
    favoritesCount: (manga, _, context) => context.loader(favoritesOfManga).load(manga.id),
    isNew: (manga, _, { now }) => hasNewRelease(manga, now),
    isHot: (manga, _, context) =>
      listedCardOf(manga)?.isHot ??
      context
        .loader(hotMangaIdsOfRequest)
        .load()
        .then((hot) => hot.has(manga.id)),
    isFavorite: (manga, _, context) => context.loader(isFavoriteOfViewer).load(manga.id),
  },
};
