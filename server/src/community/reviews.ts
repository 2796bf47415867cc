import { z } from "zod";
import { Prisma, type Review } from "../generated/prisma/client.ts";
import type { Context } from "../lib/context.ts";
import type { Db } from "../lib/db.ts";
import { badUserInput, forbidden } from "../lib/errors.ts";
import { cursorParts, cursorShape, pageRequest, type Connection } from "../lib/pagination.ts";
import {
  checkText,
  requireWriter,
  REVIEW_MAX_LENGTH,
  reviewWrites,
  spendWrite,
} from "./writers.ts";

// Ratings (1 to 10, one per reader and title) and their optional review texts. Manga.rating and
// ratingCount follow the Review rows by a trigger (see the community migration).

export type ReviewSort = "NEWEST" | "HELPFUL" | "RATING_HIGH" | "RATING_LOW";

async function assertMangaExists(db: Db, mangaId: string): Promise<void> {
  if (!(await db.manga.count({ where: { id: mangaId } }))) {
    throw badUserInput("mangaId", `there is no manga with id "${mangaId}"`);
  }
}

/** Creates or replaces the signed-in reader's rating of the title, with its review text if any. */
export async function rateManga(
  context: Context,
  args: {
    mangaId: string;
    rating: number;
    body?: string | null;
    containsSpoilers?: boolean | null;
  },
): Promise<Review> {
  const user = await requireWriter(context);
  if (!Number.isInteger(args.rating) || args.rating < 1 || args.rating > 10) {
    throw badUserInput("rating", `must be a whole number from 1 to 10, got ${args.rating}`);
  }
  const body = args.body == null ? null : checkText(args.body, "body", REVIEW_MAX_LENGTH);
  await assertMangaExists(context.db, args.mangaId);
  await spendWrite(context, reviewWrites, user);
  const review = { rating: args.rating, body, containsSpoilers: args.containsSpoilers ?? false };
  return context.db.review.upsert({
    where: { userId_mangaId: { userId: user.id, mangaId: args.mangaId } },
    create: { ...review, userId: user.id, mangaId: args.mangaId, createdAt: context.now },
    update: { ...review, updatedAt: context.now },
  });
}

/** Deletes the signed-in reader's rating of the title; false when there was none. */
export async function deleteMyReview(context: Context, mangaId: string): Promise<boolean> {
  const user = await requireWriter(context);
  const { count } = await context.db.review.deleteMany({ where: { userId: user.id, mangaId } });
  return count > 0;
}

/** Marks the review helpful, or takes the mark back; answers its helpful count after the change. */
export async function toggleReviewHelpful(context: Context, reviewId: string): Promise<number> {
  const user = await requireWriter(context);
  const { db } = context;
  const review = await db.review.findUnique({ where: { id: reviewId }, select: { userId: true } });
  if (!review) throw badUserInput("reviewId", `there is no review with id "${reviewId}"`);
  if (review.userId === user.id) throw forbidden("You cannot mark your own review helpful.");
  const key = { reviewId, userId: user.id };
  if ((await db.reviewHelpful.deleteMany({ where: key })).count === 0) {
    await db.reviewHelpful.createMany({
      data: [{ ...key, createdAt: context.now }],
      skipDuplicates: true,
    });
  }
  const { helpfulCount } = await db.review.findUniqueOrThrow({ where: { id: reviewId } });
  return helpfulCount;
}

/** The signed-in reader's own rating of the title, or null. */
export function myReview(context: Context, mangaId: string): Promise<Review | null> {
  if (!context.viewer) return Promise.resolve(null);
  return context.db.review.findUnique({
    where: { userId_mangaId: { userId: context.viewer.id, mangaId } },
  });
}

/** How many readers gave 1, 2, ... 10. */
export async function ratingDistribution(db: Db, mangaId: string): Promise<number[]> {
  const groups = await db.review.groupBy({ by: ["rating"], where: { mangaId }, _count: true });
  const counts = Array.from({ length: 10 }, () => 0);
  for (const group of groups) counts[group.rating - 1] = group._count;
  return counts;
}

// Every sort pages by (key DESC, createdAt DESC, id DESC): the key is what the sort is by (0 for
// NEWEST), negated for lowest-first, so one keyset query serves all four.
const sortKeys: Record<ReviewSort, (review: Review) => number> = {
  NEWEST: () => 0,
  HELPFUL: (review) => review.helpfulCount,
  RATING_HIGH: (review) => review.rating,
  RATING_LOW: (review) => -review.rating,
};
const sortKeySql: Record<ReviewSort, Prisma.Sql> = {
  NEWEST: Prisma.sql`0::int`, // an expression: a bare 0 in ORDER BY would name a column
  HELPFUL: Prisma.sql`r."helpfulCount"`,
  RATING_HIGH: Prisma.sql`r."rating"`,
  RATING_LOW: Prisma.sql`-r."rating"`,
};
const reviewCursor = cursorShape(
  "reviews",
  z.tuple([cursorParts.int, cursorParts.time, cursorParts.id]),
);

/** The title's reviews that have a text, by `sort` (newest first by default). */
export async function listReviews(
  db: Db,
  mangaId: string,
  args: { sort?: ReviewSort | null; first?: number | null; after?: string | null },
): Promise<Connection<Review>> {
  const page = pageRequest(args, reviewCursor);
  const sort = args.sort ?? "NEWEST";
  const { after } = page;
  const key = sortKeySql[sort];
  const resume = after
    ? Prisma.sql`AND (${key}, r."createdAt", r."id") < (${after[0]}::int, ${after[1]}::timestamp, ${after[2]})`
    : Prisma.empty;
  const rows = await db.$queryRaw<Review[]>`
    SELECT r.* FROM "Review" AS r
    WHERE r."mangaId" = ${mangaId} AND r."body" IS NOT NULL ${resume}
    ORDER BY ${key} DESC, r."createdAt" DESC, r."id" DESC
    LIMIT ${page.take}`;
  const edges = rows.map((review) =>
    page.edge([sortKeys[sort](review), review.createdAt.toISOString(), review.id], review),
  );
  return page.connection(edges, () => db.review.count({ where: { mangaId, body: { not: null } } }));
}
