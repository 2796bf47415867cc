import type { Prisma } from "../generated/prisma/client.ts";
import type { Task } from "../jobs/queue.ts";
import type { Db } from "../lib/db.ts";
import { MIN_COMMON_READERS, NEIGHBOURS_PER_TITLE, signalsSql } from "./signals.ts";

// Item-item similarities in bulk SQL: each title is a vector of its readers' weights (signals.ts);
// two titles' similarity is the cosine of their vectors, over pairs that at least
// MIN_COMMON_READERS readers share. Each title keeps its NEIGHBOURS_PER_TITLE most similar ones in
// MangaNeighbor, replaced whole in one transaction, so readers never see a half-built table.

export const REFRESH_RECOMMENDATIONS = "refresh-recommendations";
/** Daily at 03:30 UTC, the quiet hours; readers' own new activity counts at once anyway. */
export const REFRESH_RECOMMENDATIONS_CRON = "30 3 * * *";

/** Rebuilds MangaNeighbor from every reader's signals; answers how many rows it holds now. */
export async function refreshNeighbours(db: Db): Promise<number> {
  return db.$transaction(
    async (tx) => {
      // Two refreshes at once (the job and `pnpm recs:refresh`) take turns.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('recommendations refresh'))`;
      return rebuildNeighbours(tx);
    },
    // The whole library in one statement: minutes at worst, far past Prisma's 5 s default.
    { timeout: 30 * 60_000, maxWait: 60_000 },
  );
}

/** The rebuild itself, inside the caller's transaction (the evaluation rolls it back). */
export async function rebuildNeighbours(tx: Prisma.TransactionClient): Promise<number> {
  await tx.$executeRaw`CREATE TEMP TABLE signal ON COMMIT DROP AS ${signalsSql(null)}`;
  await tx.$executeRaw`CREATE INDEX ON signal ("userId")`;
  await tx.$executeRaw`ANALYZE signal`;
  await tx.$executeRaw`DELETE FROM "MangaNeighbor"`;
  return tx.$executeRaw`
    INSERT INTO "MangaNeighbor" ("mangaId", "neighborId", similarity, rank)
    WITH norm AS (
      SELECT "mangaId", sqrt(sum(weight * weight)) AS norm FROM signal GROUP BY "mangaId"
    ), pair AS (
      SELECT a."mangaId", b."mangaId" AS "neighborId", sum(a.weight * b.weight) AS dot
      FROM signal a JOIN signal b ON b."userId" = a."userId" AND b."mangaId" <> a."mangaId"
      GROUP BY a."mangaId", b."mangaId"
      HAVING count(*) >= ${MIN_COMMON_READERS}
    ), scored AS (
      SELECT p."mangaId", p."neighborId", p.dot / (na.norm * nb.norm) AS similarity
      FROM pair p
      JOIN norm na ON na."mangaId" = p."mangaId"
      JOIN norm nb ON nb."mangaId" = p."neighborId"
    ), ranked AS (
      SELECT *, row_number() OVER (
        PARTITION BY "mangaId" ORDER BY similarity DESC, "neighborId") AS rank
      FROM scored
    )
    SELECT "mangaId", "neighborId", similarity, rank FROM ranked
    WHERE rank <= ${NEIGHBOURS_PER_TITLE}`;
}

export function refreshNeighboursTask(db: Db): Task<object> {
  return { name: REFRESH_RECOMMENDATIONS, run: () => refreshNeighbours(db).then(() => {}) };
}
