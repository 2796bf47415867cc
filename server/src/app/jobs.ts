import type { Clock } from "pg-boss";
import { DIGEST_CRON, SEND_DIGESTS, sendDigestsTask } from "../following/digest.ts";
import { commentReplyTask } from "../following/notifications.ts";
import { unsubscribeSecretOf } from "../following/unsubscribe-tokens.ts";
import { releaseChapterTask } from "../following/releases.ts";
import type { Db } from "../lib/db.ts";
import type { Mailer } from "../lib/mailer.ts";
import type { Storage } from "../lib/storage.ts";
import { mailerFromEnv } from "../mail/mailer.ts";
import { PURGE_UPLOADS, PURGE_UPLOADS_CRON, purgeUploadsTask } from "../publishing/uploads.ts";
import {
  REFRESH_RECOMMENDATIONS,
  REFRESH_RECOMMENDATIONS_CRON,
  refreshNeighboursTask,
} from "../recommendations/refresh.ts";
import { defaultStorage } from "../storage/storage.ts";
import { runTasks, startJobQueue, stopJobQueue, type JobQueue, type Task } from "../jobs/queue.ts";

export interface JobRunnerOptions {
  db: Db;
  /** a pool of the queue's own on this database; without, the app's (see startJobQueue) */
  connectionString?: string;
  /** false: only add jobs, for a `pnpm worker` elsewhere to run (JOBS_IN_PROCESS=false) */
  runJobs?: boolean;
  schema?: string;
  clock?: Clock;
  pollingIntervalSeconds?: number;
  /** how digests go out; by default as the environment says */
  mailer?: Mailer;
  unsubscribeSecret?: string;
  /** where uploads are kept; by default as the environment says */
  storage?: Storage;
}

/** Every kind of job the app has, bound to its database and the queue's clock. */
export function appTasks(
  db: Db,
  queue: JobQueue,
  mail: { mailer: Mailer; unsubscribeSecret: string },
  storage: Storage,
): Task<object>[] {
  return [
    releaseChapterTask(db, queue.now),
    commentReplyTask(db),
    sendDigestsTask(db, mail.mailer, { now: queue.now, unsubscribeSecret: mail.unsubscribeSecret }),
    purgeUploadsTask(db, storage, queue.now),
    refreshNeighboursTask(db),
  ] as Task<object>[];
}

export interface JobRunner {
  queue: JobQueue;
  /** finishes the jobs in hand and stops */
  stop(): Promise<void>;
}

/** Starts the queue for `db` and, unless told otherwise, works its jobs in this process. */
export async function startJobRunner({
  runJobs = true,
  mailer = mailerFromEnv(),
  unsubscribeSecret,
  storage = defaultStorage(),
  ...options
}: JobRunnerOptions): Promise<JobRunner> {
  const queue = await startJobQueue(options);
  if (runJobs) {
    await runTasks(
      queue,
      appTasks(
        options.db,
        queue,
        {
          mailer,
          unsubscribeSecret: unsubscribeSecret ?? (await unsubscribeSecretOf(options.db)),
        },
        storage,
      ),
    );
    // The daily digest: pg-boss sends one job a day across all processes (schedule() is an upsert).
    await queue.boss.schedule(SEND_DIGESTS, DIGEST_CRON, {}, { tz: "UTC" });
    await queue.boss.schedule(PURGE_UPLOADS, PURGE_UPLOADS_CRON, {}, { tz: "UTC" });
    await queue.boss.schedule(
      REFRESH_RECOMMENDATIONS,
      REFRESH_RECOMMENDATIONS_CRON,
      {},
      {
        tz: "UTC",
      },
    );
  }
  return { queue, stop: () => stopJobQueue(queue) };
}
