import { createHash } from "node:crypto";
import type { Db } from "../lib/db.ts";
import { addJob, jobQueueOf, type Task } from "../jobs/queue.ts";
import { notifyNewChapter } from "./notifications.ts";

// Scheduled releases: a chapter whose releasedAt is ahead is invisible until then; at that time a
// `release-chapter` job brings the title's cached columns up to date and notifies its followers.

export const RELEASE_CHAPTER = "release-chapter";

type ReleaseChapterData = { chapterId: string; publisherId?: string | null };

/** One job per chapter: its id is derived from the chapter's, so adding it twice adds it once. */
function releaseJobId(chapterId: string): string {
  const hex = createHash("sha256").update(`release-chapter:${chapterId}`).digest("hex");
  // Shaped as a version 8 (custom) UUID, which is what pg-boss keys jobs by.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Queues the chapter's release for `releasedAt` (at once when that is past). Publishing calls it
 * for every chapter it adds (server/src/publishing/chapters.ts); calling it again for a chapter
 * still waiting moves its time.
 */
export async function scheduleChapterRelease(
  db: Db,
  {
    chapterId,
    releasedAt,
    publisherId = null,
  }: {
    chapterId: string;
    releasedAt: Date;
    /** who published it, who is not told of their own chapter */
    publisherId?: string | null;
  },
): Promise<void> {
  const queue = await jobQueueOf(db);
  const id = releaseJobId(chapterId);
  const added = await addJob<ReleaseChapterData>(
    queue,
    RELEASE_CHAPTER,
    { chapterId, publisherId },
    { id, startAfter: releasedAt },
  );
  if (added === null) {
    // Already queued: a job not yet begun takes the new time; one that ran finds the chapter's
    // releasedAt itself, so a chapter moved later is released by the job that is still due.
    await queue.boss.update(RELEASE_CHAPTER, undefined, { id, startAfter: releasedAt });
  }
}

/**
 * Brings the title's cached latest chapter time (and the sort key that follows it) up to date once
 * a scheduled chapter is out: the trigger that keeps it counts only chapters out when it fires.
 */
export async function refreshMangaOnRelease(db: Db, chapterId: string, now: Date): Promise<void> {
  await db.$executeRaw`
    UPDATE "Manga" AS m SET "latestChapterAt" = (
      SELECT MAX(c."releasedAt") FROM "Chapter" AS c
      WHERE c."mangaId" = m."id" AND c."releasedAt" <= ${now})
    WHERE m."id" = (SELECT "mangaId" FROM "Chapter" WHERE "id" = ${chapterId})`;
}

/** What the `release-chapter` job does; `now` is the queue's clock. */
export async function releaseChapter(
  db: Db,
  { chapterId, publisherId = null }: ReleaseChapterData,
  now: Date,
): Promise<void> {
  const chapter = await db.chapter.findUnique({ where: { id: chapterId } });
  // Deleted since, or moved later (its rescheduled job releases it then).
  if (!chapter || chapter.releasedAt > now) return;
  await refreshMangaOnRelease(db, chapterId, now);
  await notifyNewChapter(db, chapter, { exceptUserId: publisherId });
}

export function releaseChapterTask(db: Db, now: () => Date): Task<ReleaseChapterData> {
  return {
    name: RELEASE_CHAPTER,
    run: (job) => releaseChapter(db, job.data, now()),
  };
}
