import { Prisma, type Genre } from "../generated/prisma/client.ts";
import { queryRows, type Db } from "../lib/db.ts";
import type { KeptValue } from "../lib/kept-values.ts";

/** A genre with its place in the list by name, as the database's collation orders names. */
export type ListedGenre = Genre & { nameOrder: number };

/** Every genre, the one with most titles first (Genre.mangaCount is kept by a trigger). */
export function listGenres(db: Db): Promise<ListedGenre[]> {
  return queryRows<ListedGenre>(
    db,
    Prisma.sql`SELECT *, (row_number() OVER (ORDER BY name))::int AS "nameOrder" FROM "Genre"
      ORDER BY "mangaCount" DESC, name`,
  );
}

/**
 * The genre list as each instance keeps it: every browse page asks for it, every title's card
 * names its genres from it, and it changes only with a statement on "Genre" (its counts too,
 * which a trigger on MangaGenre updates), each of which sends NOTIFY genres (migration
 * 20261126170100_genres_notify).
 */
export const keptGenres: KeptValue<ListedGenre[]> = {
  channel: "genres",
  key: "genres",
  read: listGenres,
};

/** The genre list by id. */
export type GenreIndex = ReadonlyMap<string, ListedGenre>;

export const genreIndex = (genres: ListedGenre[]): GenreIndex =>
  new Map(genres.map((genre) => [genre.id, genre]));

/**
 * The genre list by id to name `ids` from: `kept`, the instance's, unless it lacks one of them (a
 * genre made a moment ago, its notification still on the way); then `current`, the database's.
 */
export async function genreIndexFor(
  ids: Iterable<string>,
  kept: () => Promise<GenreIndex>,
  current: () => Promise<GenreIndex>,
): Promise<GenreIndex> {
  const index = await kept();
  for (const id of ids) if (!index.has(id)) return current();
  return index;
}

/** A title's genres, by name, from the ids of its MangaGenre rows (an id of no genre is left out). */
export function genresOfIds(ids: readonly string[], genreById: GenreIndex): ListedGenre[] {
  const genres: ListedGenre[] = [];
  for (const id of ids) {
    const genre = genreById.get(id);
    if (genre) genres.push(genre);
  }
  return genres.sort((a, b) => a.nameOrder - b.nameOrder);
}

/** SQL: the ids of the genres of the title under `alias`, as a JSON array (names come from the kept list). */
export const genreIdsJson = (alias: string) =>
  Prisma.sql`array_to_json(ARRAY(SELECT mg."genreId" FROM "MangaGenre" mg
    WHERE mg."mangaId" = ${Prisma.raw(`${alias}.id`)}))`;
