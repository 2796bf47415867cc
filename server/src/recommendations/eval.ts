import { Prisma } from "../generated/prisma/client.ts";
import type { Db } from "../lib/db.ts";
import { rebuildNeighbours } from "./refresh.ts";
import { recommendationPicksSql } from "./service.ts";
import { knownTitlesSql, releasedTitleSql } from "./signals.ts";

// Leave-one-out evaluation: each reader who read at least two titles loses the title they read last
// (every signal of theirs on it), the neighbours are rebuilt without it, and each recommender's top
// CUTOFF for the reader is checked for it. All of it happens in one transaction that is rolled back,
// so the database is left as it was.

export const CUTOFF = 10;

type Tx = Prisma.TransactionClient;
type Recommender = (tx: Tx, userId: string) => Promise<string[]>;

export interface Score {
  name: string;
  /** share of readers whose held-out title is in the top CUTOFF */
  hitRate: number;
  /** mean nDCG at CUTOFF: one relevant title, so 1 / log2(its rank + 1) when there */
  ndcg: number;
}

export interface Evaluation {
  readers: number;
  scores: Score[];
}

const idsOf = (rows: { id: string }[]) => rows.map((row) => row.id);

/** This recommender: User.recommendations as the API answers it. */
const itemItem: Recommender = async (tx, userId) =>
  idsOf(
    await tx.$queryRaw<{ id: string }[]>`
      WITH picks AS (${recommendationPicksSql(userId, CUTOFF)})
      SELECT id FROM picks ORDER BY ord LIMIT ${CUTOFF}`,
  );

/** Baseline: this week's most viewed titles the reader does not know. */
const mostPopular: Recommender = async (tx, userId) =>
  idsOf(
    await tx.$queryRaw<{ id: string }[]>`
      SELECT m.id FROM "Manga" m
      WHERE m.id NOT IN (${knownTitlesSql(userId)}) AND ${releasedTitleSql("m")}
      ORDER BY m."weekViews" DESC, m.id LIMIT ${CUTOFF}`,
  );

/** Baseline: titles sharing most genres with the title the reader read last, most viewed first. */
const sameGenresAsLast: Recommender = async (tx, userId) =>
  idsOf(
    await tx.$queryRaw<{ id: string }[]>`
      WITH last AS (
        SELECT "mangaId" FROM "ReadingHistory" WHERE "userId" = ${userId}
        ORDER BY "readAt" DESC LIMIT 1
      )
      SELECT m.id FROM "Manga" m
      JOIN "MangaGenre" mg ON mg."mangaId" = m.id
      WHERE mg."genreId" IN (SELECT "genreId" FROM "MangaGenre" WHERE "mangaId" IN (SELECT * FROM last))
        AND m.id NOT IN (${knownTitlesSql(userId)}) AND ${releasedTitleSql("m")}
      GROUP BY m.id ORDER BY count(*) DESC, m."weekViews" DESC, m.id LIMIT ${CUTOFF}`,
  );

const recommenders: Record<string, Recommender> = {
  "item-item (this recommender)": itemItem,
  "most popular this week": mostPopular,
  "same genres as the last title": sameGenresAsLast,
};

/** Thrown to roll the evaluation's transaction back once its numbers are in. */
class RollBack extends Error {
  constructor(readonly evaluation: Evaluation) {
    super("evaluation done");
  }
}

export async function evaluateRecommenders(db: Db): Promise<Evaluation> {
  try {
    await db.$transaction(
      async (tx) => {
        await tx.$executeRaw`
          CREATE TEMP TABLE held_out ON COMMIT DROP AS
          SELECT DISTINCT ON ("userId") "userId", "mangaId" FROM "ReadingHistory"
          WHERE "userId" IN (SELECT "userId" FROM "ReadingHistory"
            GROUP BY "userId" HAVING count(DISTINCT "mangaId") >= 2)
          ORDER BY "userId", "readAt" DESC, "mangaId"`;
        for (const table of [
          "ReadingHistory",
          "ReadingProgress",
          "Favorite",
          "SavedManga",
          "Review",
          "DismissedRecommendation",
        ]) {
          await tx.$executeRaw`DELETE FROM ${Prisma.raw(`"${table}"`)} t USING held_out h
            WHERE t."userId" = h."userId" AND t."mangaId" = h."mangaId"`;
        }
        await rebuildNeighbours(tx);
        const heldOut = await tx.$queryRaw<{ userId: string; mangaId: string }[]>`
          SELECT "userId", "mangaId" FROM held_out ORDER BY "userId"`;
        const scores: Score[] = [];
        for (const [name, recommend] of Object.entries(recommenders)) {
          let hits = 0;
          let gain = 0;
          for (const { userId, mangaId } of heldOut) {
            const rank = (await recommend(tx, userId)).indexOf(mangaId) + 1;
            if (rank === 0) continue;
            hits += 1;
            gain += 1 / Math.log2(rank + 1);
          }
          scores.push({ name, hitRate: hits / heldOut.length, ndcg: gain / heldOut.length });
        }
        throw new RollBack({ readers: heldOut.length, scores });
      },
      { timeout: 30 * 60_000, maxWait: 60_000 },
    );
  } catch (error) {
    if (error instanceof RollBack) return error.evaluation;
    throw error;
  }
  throw new Error("the evaluation's transaction ended without its numbers");
}
