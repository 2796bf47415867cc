import DataLoader from "dataloader";
import { avatarUrl } from "../accounts/avatars.ts";
import { Prisma, type Comment, type User } from "../generated/prisma/client.ts";
import type { Context, LoaderFactory } from "../lib/context.ts";
import { countPerKey, groupByKeys, rowByKeys, valueByKeys } from "../lib/loaders.ts";

// Per-request batch loaders for the community types' fields (use through `context.loader`).

export const userById = ({ db }: Context) =>
  new DataLoader<string, User | null>(async (ids) =>
    rowByKeys(ids, await db.user.findMany({ where: { id: { in: [...ids] } } }), (user) => user.id),
  );

export const commentById = ({ db }: Context) =>
  new DataLoader<string, Comment | null>(async (ids) =>
    rowByKeys(ids, await db.comment.findMany({ where: { id: { in: [...ids] } } }), (c) => c.id),
  );

/** A reader's avatar address, or null without a photo. */
export const avatarUrlOfUser = ({ db }: Context) =>
  new DataLoader<string, string | null>(async (userIds) => {
    const avatars = await db.userAvatar.findMany({
      where: { userId: { in: [...userIds] } },
      select: { userId: true, updatedAt: true },
    });
    return valueByKeys(
      userIds,
      avatars,
      (avatar) => avatar.userId,
      (avatar) => avatarUrl(avatar.userId, avatar.updatedAt),
      null,
    );
  });

/** Which of the reviews the signed-in reader marked helpful (all false when signed out). */
export const isHelpfulToViewer = ({ db, viewer }: Context) =>
  new DataLoader<string, boolean>(async (reviewIds) => {
    if (!viewer) return reviewIds.map(() => false);
    const marks = await db.reviewHelpful.findMany({
      where: { userId: viewer.id, reviewId: { in: [...reviewIds] } },
    });
    return valueByKeys(
      reviewIds,
      marks,
      (mark) => mark.reviewId,
      () => true,
      false,
    );
  });

/** Replies are never left as placeholders, so every reply row is a live one. */
export const replyCountOfComment = countPerKey("Comment", "parentId");

/** Live comments (replies included) per post or chapter (blog lists count them alike: listBlogPosts). */
const liveCommentsPer = (column: "postId" | "chapterId") =>
  countPerKey("Comment", column, Prisma.sql`"deletedAt" IS NULL`);

export const commentCountOfPost = liveCommentsPer("postId");
export const commentCountOfChapter = liveCommentsPer("chapterId");

/**
 * The first `limit` replies of each comment, oldest first, in one statement for a whole page of
 * comments (later pages of replies, with a cursor, are queried one by one).
 */
const firstRepliesLoaders = new Map<number, LoaderFactory<DataLoader<string, Comment[]>>>();
export function firstRepliesOfComment(limit: number): LoaderFactory<DataLoader<string, Comment[]>> {
  let factory = firstRepliesLoaders.get(limit);
  if (!factory) {
    factory = ({ db }) =>
      new DataLoader(async (parentIds) => {
        const rows = await db.$queryRaw<Comment[]>`
          SELECT "id", "postId", "chapterId", "parentId", "authorId", "body", "createdAt",
                 "editedAt", "deletedAt"
          FROM (SELECT c.*, row_number() OVER (PARTITION BY c."parentId"
                                               ORDER BY c."createdAt", c."id") AS position
                FROM "Comment" AS c WHERE c."parentId" = ANY(${[...parentIds]}::text[])) AS replies
          WHERE position <= ${limit}
          ORDER BY "createdAt", "id"`;
        return groupByKeys(parentIds, rows, (reply) => reply.parentId!);
      });
    firstRepliesLoaders.set(limit, factory);
  }
  return factory;
}
