import { Prisma, type Genre } from "../generated/prisma/client.ts";
import { queryRows, type Db } from "../lib/db.ts";
import type { KeptValue } from "../lib/kept-values.ts";

/** Every genre, the one with most titles first (Genre.mangaCount is kept by a trigger). */
export function listGenres(db: Db): Promise<Genre[]> {
  return queryRows<Genre>(db, Prisma.sql`SELECT * FROM "Genre" ORDER BY "mangaCount" DESC, name`);
}

/**
 * The genre list as each instance keeps it: every browse page asks for it, and it changes only
 * with a statement on "Genre" (its counts too, which a trigger on MangaGenre updates), each of
 * which sends NOTIFY genres (migration 20261126170100_genres_notify).
 */
export const keptGenres: KeptValue<Genre[]> = {
  channel: "genres",
  key: "genres",
  read: listGenres,
};
