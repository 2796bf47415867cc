import type { Chapter, Notification, Prisma } from "../generated/prisma/client.ts";
import { addJob, jobQueueOf, type Task } from "../jobs/queue.ts";
import type { Db } from "../lib/db.ts";
import { createdAtPage, type Connection } from "../lib/pagination.ts";

// Notifications: NEW_CHAPTER to a title's followers when a chapter comes out, COMMENT_REPLY to a
// comment's author when someone else replies. Both are written by jobs, never in a reader's request,
// and the partial unique indexes make every write idempotent: a job run twice notifies nobody twice.

/** Followers notified per statement: a title with 100,000 followers takes 20 short inserts. */
export const FAN_OUT_BATCH = 5_000;

/**
 * One NEW_CHAPTER notification to each reader who favorited or saved the chapter's title and has
 * notifications on, except `exceptUserId` (whoever published it). Answers how many were added.
 */
export async function notifyNewChapter(
  db: Db,
  chapter: Pick<Chapter, "id" | "mangaId" | "releasedAt">,
  {
    exceptUserId = null,
    batchSize = FAN_OUT_BATCH,
  }: { exceptUserId?: string | null; batchSize?: number } = {},
): Promise<number> {
  let added = 0;
  let after = "";
  for (;;) {
    // Followers in user id order, a batch at a time: each statement is short, and a retried job
    // resumes past the readers it already notified (ON CONFLICT skips them).
    const [batch] = await db.$queryRaw<{ last: string | null; size: number; added: number }[]>`
      WITH followers AS (
        SELECT "userId" FROM "Favorite" WHERE "mangaId" = ${chapter.mangaId} AND "userId" > ${after}
        UNION
        SELECT "userId" FROM "SavedManga" WHERE "mangaId" = ${chapter.mangaId} AND "userId" > ${after}
      ), batch AS (
        SELECT "userId" FROM followers ORDER BY "userId" LIMIT ${batchSize}
      ), inserted AS (
        INSERT INTO "Notification" ("id", "userId", "kind", "mangaId", "chapterId", "createdAt")
        SELECT gen_random_uuid()::text, b."userId", 'NEW_CHAPTER', ${chapter.mangaId}, ${chapter.id},
          ${chapter.releasedAt.toISOString()}::timestamptz AT TIME ZONE 'UTC'
        FROM batch AS b JOIN "User" AS u ON u."id" = b."userId"
        WHERE u."notifications" AND b."userId" IS DISTINCT FROM ${exceptUserId}::text
        ON CONFLICT ("chapterId", "userId") WHERE "kind" = 'NEW_CHAPTER' DO NOTHING
        RETURNING 1
      )
      SELECT (SELECT max("userId") FROM batch) AS last, (SELECT count(*)::int FROM batch) AS size,
        (SELECT count(*)::int FROM inserted) AS added`;
    added += batch!.added;
    if (batch!.size < batchSize || batch!.last === null) return added;
    after = batch!.last;
  }
}

/**
 * A COMMENT_REPLY notification to the author of the comment `replyId` answered (`repliedToId`: a
 * top-level comment or, in a thread, another reply), unless they wrote the reply or turned
 * notifications off. Answers whether one was added.
 */
export async function notifyCommentReply(
  db: Db,
  { replyId, repliedToId }: { replyId: string; repliedToId: string },
): Promise<boolean> {
  const added = await db.$executeRaw`
    INSERT INTO "Notification" ("id", "userId", "kind", "commentId", "mangaId", "chapterId", "createdAt")
    SELECT gen_random_uuid()::text, parent."authorId", 'COMMENT_REPLY', reply."id",
      chapter."mangaId", reply."chapterId", reply."createdAt"
    FROM "Comment" AS reply
    JOIN "Comment" AS parent ON parent."id" = ${repliedToId}
    JOIN "User" AS u ON u."id" = parent."authorId"
    LEFT JOIN "Chapter" AS chapter ON chapter."id" = reply."chapterId"
    WHERE reply."id" = ${replyId} AND reply."deletedAt" IS NULL
      AND parent."authorId" <> reply."authorId" AND u."notifications"
    ON CONFLICT ("commentId", "userId") WHERE "kind" = 'COMMENT_REPLY' DO NOTHING`;
  return added > 0;
}

export const NOTIFY_COMMENT_REPLY = "notify-comment-reply";

type CommentReply = { replyId: string; repliedToId: string };

/** Queues the COMMENT_REPLY notification of a new reply (the reader's request only adds the job). */
export async function queueCommentReply(db: Db, reply: CommentReply): Promise<void> {
  await addJob(await jobQueueOf(db), NOTIFY_COMMENT_REPLY, reply);
}

export function commentReplyTask(db: Db): Task<CommentReply> {
  return {
    name: NOTIFY_COMMENT_REPLY,
    run: async (job) => {
      await notifyCommentReply(db, job.data);
    },
  };
}

/** A notification about a chapter still ahead of its time stays hidden with it. */
const released = (now: Date): Prisma.NotificationWhereInput => ({
  OR: [{ chapterId: null }, { chapter: { releasedAt: { lte: now } } }],
});

/** The reader's notifications, newest first. */
export async function notificationsOf(
  db: Db,
  userId: string,
  now: Date,
  args: { unreadOnly?: boolean | null; first?: number | null; after?: string | null },
): Promise<Connection<Notification>> {
  const page = createdAtPage(args, "notifications", "desc");
  const where: Prisma.NotificationWhereInput = {
    userId,
    ...(args.unreadOnly ? { readAt: null } : {}),
    ...released(now),
  };
  const rows = await db.notification.findMany({
    where: { AND: [where, page.past] },
    orderBy: page.orderBy,
    take: page.take,
  });
  return page.connection(rows, () => db.notification.count({ where }));
}

export function unreadNotificationCount(db: Db, userId: string, now: Date): Promise<number> {
  return db.notification.count({ where: { userId, readAt: null, ...released(now) } });
}

/** Marks the reader's notifications `ids` read (all of them without ids); answers how many changed. */
export async function markNotificationsRead(
  db: Db,
  userId: string,
  now: Date,
  ids: readonly string[] | null | undefined,
): Promise<number> {
  const { count } = await db.notification.updateMany({
    where: { userId, readAt: null, ...(ids ? { id: { in: [...ids] } } : {}) },
    data: { readAt: now },
  });
  return count;
}
