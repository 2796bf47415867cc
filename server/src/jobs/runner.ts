import type { Clock } from "pg-boss";
import { commentReplyTask } from "../following/notifications.ts";
import { releaseChapterTask } from "../following/releases.ts";
import type { Db } from "../lib/db.ts";
import { runTasks, startJobQueue, stopJobQueue, type JobQueue, type Task } from "./queue.ts";

export interface JobRunnerOptions {
  db: Db;
  /** a pool of the queue's own on this database; without, the app's (see startJobQueue) */
  connectionString?: string;
  /** false: only add jobs, for a `pnpm worker` elsewhere to run (JOBS_IN_PROCESS=false) */
  runJobs?: boolean;
  schema?: string;
  clock?: Clock;
  pollingIntervalSeconds?: number;
}

/** Every kind of job the app has, bound to its database and the queue's clock. */
export function appTasks(db: Db, queue: JobQueue): Task<object>[] {
  return [releaseChapterTask(db, queue.now), commentReplyTask(db)] as Task<object>[];
}

export interface JobRunner {
  queue: JobQueue;
  /** finishes the jobs in hand and stops */
  stop(): Promise<void>;
}

/** Starts the queue for `db` and, unless told otherwise, works its jobs in this process. */
export async function startJobRunner({
  runJobs = true,
  ...options
}: JobRunnerOptions): Promise<JobRunner> {
  const queue = await startJobQueue(options);
  if (runJobs) await runTasks(queue, appTasks(options.db, queue));
  return { queue, stop: () => stopJobQueue(queue) };
}
