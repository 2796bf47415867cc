import type { Comment, Prisma } from "../generated/prisma/client.ts";
import type { Context } from "../lib/context.ts";
import type { Db } from "../lib/db.ts";
import { domainEvent } from "../lib/events.ts";
import { requireSignedIn } from "../accounts/viewer.ts";
import { badUserInput } from "../lib/errors.ts";
import { createdAtPage, type Connection } from "../lib/pagination.ts";
import { firstRepliesOfComment, replyCountOfComment } from "./loaders.ts";
import {
  assertMayChange,
  checkText,
  COMMENT_MAX_LENGTH,
  commentWrites,
  REPORT_REASON_MAX_LENGTH,
  requireWriter,
  spendWrite,
} from "./writers.ts";
import { releasedBy } from "../catalog/released.ts";

// Comments on blog posts and chapters: top-level comments with one level of replies. A deleted
// comment disappears, unless it has live replies: then it stays as an empty placeholder until its
// last reply goes.

/** Where a list of comments hangs: a post's or chapter's top level, or a comment's replies. */
export type Thread = { postId: string } | { chapterId: string } | { parentId: string };

/** The thread's comments, oldest first. */
export async function listComments(
  context: Context,
  thread: Thread,
  args: { first?: number | null; after?: string | null },
): Promise<Connection<Comment>> {
  const { db } = context;
  const page = createdAtPage(args, "comments", "asc");
  const where: Prisma.CommentWhereInput =
    "parentId" in thread ? { parentId: thread.parentId } : { ...thread, parentId: null };
  if ("parentId" in thread && !page.after) {
    // The first page of replies under each comment of a page loads in one batch.
    const replies = await context.loader(firstRepliesOfComment(page.take)).load(thread.parentId);
    return page.connection(replies, () =>
      context.loader(replyCountOfComment).load(thread.parentId),
    );
  }
  const rows = await db.comment.findMany({
    where: { AND: [where, page.past] },
    orderBy: page.orderBy,
    take: page.take,
  });
  return page.connection(rows, () => db.comment.count({ where }));
}

type AddCommentInput = {
  postId?: string | null;
  chapterId?: string | null;
  parentId?: string | null;
  body: string;
};

/** Where a new comment goes: its post or chapter, and the top-level comment it replies to. */
async function placeOf(
  db: Db,
  input: AddCommentInput,
): Promise<Pick<Comment, "postId" | "chapterId" | "parentId">> {
  const targets = [input.postId, input.chapterId, input.parentId].filter((id) => id != null);
  if (targets.length !== 1) {
    throw badUserInput("input", "give exactly one of postId, chapterId and parentId");
  }
  if (input.postId != null) {
    if (!(await db.blogPost.count({ where: { id: input.postId } }))) {
      throw badUserInput("input.postId", `there is no post with id "${input.postId}"`);
    }
    return { postId: input.postId, chapterId: null, parentId: null };
  }
  if (input.chapterId != null) {
    if (!(await db.chapter.count({ where: { id: input.chapterId, ...releasedBy(new Date()) } }))) {
      throw badUserInput("input.chapterId", `there is no chapter with id "${input.chapterId}"`);
    }
    return { postId: null, chapterId: input.chapterId, parentId: null };
  }
  const parent = await db.comment.findUnique({ where: { id: input.parentId! } });
  if (!parent || parent.deletedAt) {
    throw badUserInput("input.parentId", `there is no comment with id "${input.parentId}"`);
  }
  // One level of replies: a reply to a reply joins its parent's thread.
  return {
    postId: parent.postId,
    chapterId: parent.chapterId,
    parentId: parent.parentId ?? parent.id,
  };
}

/** A reader answered the comment `repliedToId` (its author may be notified). */
export const commentReplied = domainEvent<{ replyId: string; repliedToId: string }>(
  "comment-replied",
);

export async function addComment(context: Context, input: AddCommentInput): Promise<Comment> {
  const user = await requireWriter(context);
  const body = checkText(input.body, "input.body", COMMENT_MAX_LENGTH);
  const place = await placeOf(context.db, input);
  await spendWrite(context, commentWrites, user);
  const comment = await context.db.comment.create({
    data: { ...place, body, authorId: user.id, createdAt: context.now },
  });
  if (input.parentId != null) {
    await context.events.publish(commentReplied, {
      replyId: comment.id,
      repliedToId: input.parentId,
    });
  }
  return comment;
}

/** A comment that is not deleted: BAD_USER_INPUT naming `field` otherwise. */
async function liveComment(db: Db, id: string, field: string): Promise<Comment> {
  const comment = await db.comment.findUnique({ where: { id } });
  if (!comment || comment.deletedAt)
    throw badUserInput(field, `there is no comment with id "${id}"`);
  return comment;
}

export async function editComment(context: Context, id: string, body: string): Promise<Comment> {
  const user = await requireWriter(context);
  const comment = await liveComment(context.db, id, "id");
  assertMayChange(user, comment.authorId);
  checkText(body, "body", COMMENT_MAX_LENGTH);
  await spendWrite(context, commentWrites, user);
  return context.db.comment.update({ where: { id }, data: { body, editedAt: context.now } });
}

/** Deletes the comment (by its author or a moderator); false when there is no such comment. */
export async function deleteComment(context: Context, id: string): Promise<boolean> {
  const user = await requireWriter(context);
  const comment = await context.db.comment.findUnique({ where: { id } });
  if (!comment || comment.deletedAt) return false;
  assertMayChange(user, comment.authorId);
  await removeComment(context, comment);
  return true;
}

/**
 * Removes a comment: a top-level comment with live replies keeps its place, emptied (and its
 * reports closed); anything else goes, and a placeholder whose last reply goes, goes with it.
 */
export async function removeComment(context: Context, comment: Comment): Promise<void> {
  await context.db.$transaction(async (db) => {
    if (
      comment.parentId === null &&
      (await db.comment.count({ where: { parentId: comment.id } }))
    ) {
      await db.comment.update({
        where: { id: comment.id },
        data: { body: "", deletedAt: context.now },
      });
      await db.commentReport.deleteMany({ where: { commentId: comment.id } });
      return;
    }
    await db.comment.delete({ where: { id: comment.id } });
    if (comment.parentId !== null) {
      await db.comment.deleteMany({
        where: { id: comment.parentId, deletedAt: { not: null }, replies: { none: {} } },
      });
    }
  });
}

/** Reports the comment to the moderators (again: replaces the reader's reason). */
export async function reportComment(
  context: Context,
  id: string,
  reason: string,
): Promise<boolean> {
  const user = await requireSignedIn(context);
  checkText(reason, "reason", REPORT_REASON_MAX_LENGTH);
  await liveComment(context.db, id, "id");
  await context.db.commentReport.upsert({
    where: { commentId_reporterId: { commentId: id, reporterId: user.id } },
    create: { commentId: id, reporterId: user.id, reason, createdAt: context.now },
    update: { reason, createdAt: context.now },
  });
  return true;
}
