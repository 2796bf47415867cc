import { Prisma } from "../generated/prisma/client.ts";

// A chapter exists for readers from its releasedAt on: publishing may schedule one for later, and
// until then it is in no list, count, feed or reader. Every read of chapters goes through these.

/** Prisma: the chapters out by `now`. */
export const releasedBy = (now: Date) => ({ releasedAt: { lte: now } });

/** SQL: the chapter row under `alias` is out (releasedAt is stored as UTC without a zone). */
export const releasedSql = (alias: string) =>
  Prisma.sql`${Prisma.raw(`${alias}."releasedAt"`)} <= (now() AT TIME ZONE 'UTC')`;
