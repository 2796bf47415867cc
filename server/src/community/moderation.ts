import { z } from "zod";
import { Prisma, type Comment, type CommentReport } from "../generated/prisma/client.ts";
import type { Context } from "../lib/context.ts";
import { cursorParts, cursorShape, pageRequest, type Connection } from "../lib/pagination.ts";
import { requireModerator } from "./writers.ts";

// The moderators' queue: comments with open reports, newest report first. Deleting goes through
// deleteComment (moderators may delete any comment); dismissing closes the reports.

export interface ReportedComment {
  comment: Comment;
  reports: CommentReport[];
  lastReportedAt: Date;
}

const queueCursor = cursorShape("reported-comments", z.tuple([cursorParts.time, cursorParts.id]));

export async function reportedComments(
  context: Context,
  args: { first?: number | null; after?: string | null },
): Promise<Connection<ReportedComment>> {
  await requireModerator(context);
  const { db } = context;
  const page = pageRequest(args, queueCursor);
  const { after } = page;
  // Reports of a deleted comment are closed with it, so every reported comment here is live.
  const resume = after
    ? Prisma.sql`HAVING (max("createdAt"), "commentId") < (${after[0]}::timestamp, ${after[1]})`
    : Prisma.empty;
  const queue = await db.$queryRaw<{ commentId: string; lastReportedAt: Date }[]>`
    SELECT "commentId", max("createdAt") AS "lastReportedAt" FROM "CommentReport"
    GROUP BY "commentId" ${resume}
    ORDER BY 2 DESC, 1 DESC
    LIMIT ${page.take}`;
  const ids = queue.map((entry) => entry.commentId);
  const [comments, reports] = await Promise.all([
    db.comment.findMany({ where: { id: { in: ids } } }),
    db.commentReport.findMany({
      where: { commentId: { in: ids } },
      orderBy: { createdAt: "desc" },
    }),
  ]);
  const commentById = new Map(comments.map((comment) => [comment.id, comment]));
  // A comment deleted since the query above has left the queue.
  const edges = queue
    .filter((entry) => commentById.has(entry.commentId))
    .map((entry) => {
      const { commentId, lastReportedAt } = entry;
      return page.edge([lastReportedAt.toISOString(), commentId], {
        comment: commentById.get(commentId)!,
        reports: reports.filter((report) => report.commentId === commentId),
        lastReportedAt,
      });
    });
  return page.connection(edges, async () => {
    const [row] = await db.$queryRaw<{ count: number }[]>`
      SELECT count(DISTINCT "commentId")::int AS count FROM "CommentReport"`;
    return row!.count;
  });
}

/** Closes every report of the comment, keeping the comment; false when it had none. */
export async function dismissCommentReports(context: Context, commentId: string): Promise<boolean> {
  await requireModerator(context);
  const { count } = await context.db.commentReport.deleteMany({ where: { commentId } });
  return count > 0;
}
