import { Prisma } from "../generated/prisma/client.ts";
import { RESPONSE_CACHE_CHANNEL } from "../lib/change-listener.ts";
import { queryRows } from "../lib/db.ts";
import type { KeptValue } from "../lib/kept-values.ts";

// A chapter exists for readers from its releasedAt on: publishing may schedule one for later, and
// until then it is in no list, count, feed or reader. Every read of chapters goes through these.

/** Prisma: the chapters out by `now`. */
export const releasedBy = (now: Date) => ({ releasedAt: { lte: now } });

/** SQL: the chapter row under `alias` is out (releasedAt is stored as UTC without a zone). */
export const releasedSql = (alias: string) =>
  Prisma.sql`${Prisma.raw(`${alias}."releasedAt"`)} <= (now() AT TIME ZONE 'UTC')`;

/**
 * When the next scheduled chapter comes out, if one is scheduled: public answers change then
 * though no data does, so nothing may keep them past it (see lib/http-caching.ts). Kept by each
 * instance until chapters change (each notifies the channel) or that moment has passed.
 */
export const keptNextRelease: KeptValue<Date | null> = {
  channel: RESPONSE_CACHE_CHANNEL,
  key: "next release",
  read: async (db) => {
    const [{ next }] = (await queryRows<{ next: Date | null }>(
      db,
      Prisma.sql`SELECT min(c."releasedAt") AS next FROM "Chapter" c WHERE NOT ${releasedSql("c")}`,
    )) as [{ next: Date | null }];
    return next;
  },
  until: (next) => next?.getTime() ?? null,
};
