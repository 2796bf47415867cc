import { PgBoss, type Clock, type Job, type SendOptions } from "pg-boss";
import { poolOf, type Db } from "../lib/db.ts";
import { logger } from "../lib/logger.ts";

// Background jobs on pg-boss, in PostgreSQL beside the data: a job survives restarts, runs once
// however many processes work the queue (SKIP LOCKED), and is retried with backoff when it fails.

/** The schema pg-boss installs its tables in (created at the queue's first start). */
export const JOB_SCHEMA = "pgboss";

/** Every job's retries: 5 more attempts, waiting about 10 s, 20 s, 40 s... between them. */
export const RETRIES: Pick<SendOptions, "retryLimit" | "retryDelay" | "retryBackoff"> = {
  retryLimit: 5,
  retryDelay: 10,
  retryBackoff: true,
};

export interface JobQueueOptions {
  /** the app's database: jobs are added for it, and live in it */
  db: Db;
  /**
   * Gives the queue a pool of its own on this database. Without it, the queue shares the app's
   * pool, which the embedded database needs: it runs every connection on one session, so a second
   * pool would interleave its statements with the app's transactions.
   */
  connectionString?: string;
  /** pg-boss's schema; tests use one of their own */
  schema?: string;
  /** a TestClock in tests, so scheduled jobs come due when the test says */
  clock?: Clock;
  /** how often an idle worker looks for due jobs */
  pollingIntervalSeconds?: number;
  /** false for a queue that only adds jobs: no maintenance and no cron timers */
  supervise?: boolean;
}

export interface JobQueue {
  boss: PgBoss;
  schema: string;
  pollingIntervalSeconds: number;
  /** the queue's time: the clock's in tests, the system's otherwise */
  now(): Date;
}

/**
 * A pg-boss instance on the database, started (its schema installed when missing), through which
 * jobs added for `db` go from now on.
 */
export async function startJobQueue({
  db,
  connectionString,
  schema = JOB_SCHEMA,
  clock,
  pollingIntervalSeconds = 2,
  supervise = true,
}: JobQueueOptions): Promise<JobQueue> {
  const pool = poolOf(db);
  const boss = new PgBoss({
    schema,
    clock,
    supervise,
    schedule: supervise,
    ...(connectionString
      ? { connectionString, max: 3, application_name: "inkpanel-jobs" }
      : { db: { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) } }),
  });
  boss.on("error", (error) => logger.error({ err: error }, "job queue error"));
  await boss.start();
  const queue = {
    boss,
    schema,
    pollingIntervalSeconds,
    now: () => new Date(clock ? clock.now() : Date.now()),
  };
  queues.set(db, Promise.resolve(queue));
  return queue;
}

// The queue jobs for each database go to, so services that only hold a `db` can add jobs.
const queues = new WeakMap<Db, Promise<JobQueue>>();

/**
 * The queue started for `db`; for a database without one (a script, a test), one that only adds
 * jobs, on the same pool, for a worker elsewhere to run.
 */
export function jobQueueOf(db: Db): Promise<JobQueue> {
  let queue = queues.get(db);
  if (!queue) {
    queue = startJobQueue({ db, supervise: false });
    queues.set(db, queue);
  }
  return queue;
}

/** Stops the queue `jobQueueOf` made for `db`, if any: before a script or test closes the pool. */
export async function stopJobQueueOf(db: Db): Promise<void> {
  const queue = queues.get(db);
  if (!queue) return;
  queues.delete(db);
  await stopJobQueue(await queue);
}

/** One kind of job: its queue's name, and what a runner does with each job of it. */
export interface Task<Data extends object> {
  name: string;
  run(job: Job<Data>): Promise<void>;
}

/** Creates the queue and adds the job; null when a job with the same `id` exists already. */
export async function addJob<Data extends object>(
  queue: JobQueue,
  name: string,
  data: Data,
  options: SendOptions = {},
): Promise<string | null> {
  await queue.boss.createQueue(name);
  return queue.boss.send(name, data, { ...RETRIES, ...options });
}

/** Works each task's queue in this process until the queue stops. */
export async function runTasks(queue: JobQueue, tasks: Task<object>[]): Promise<void> {
  for (const task of tasks) {
    await queue.boss.createQueue(task.name);
    await queue.boss.work<object>(
      task.name,
      // A full batch means more are waiting: fetch again at once rather than a poll later (a
      // backlog of 500 took 100 s one batch per poll, 2.4 s this way).
      {
        pollingIntervalSeconds: queue.pollingIntervalSeconds,
        batchSize: 10,
        burstWhenBatchFull: true,
      },
      async (jobs) => {
        for (const job of jobs) await task.run(job);
      },
    );
  }
}

/** Jobs waiting or running in each queue (0 for an empty one), counted now: the /metrics gauge. */
export async function queueDepths(queue: JobQueue): Promise<{ name: string; depth: number }[]> {
  const { rows } = await queue.boss.getDb().executeSql(
    `SELECT q.name, count(j.id)::int AS depth FROM "${queue.schema}".queue AS q
     LEFT JOIN "${queue.schema}".job AS j
       ON j.name = q.name AND j.state::text IN ('created', 'retry', 'active')
     GROUP BY q.name`,
  );
  return rows as { name: string; depth: number }[];
}

/** Finishes the jobs in hand (at most `timeoutMs`) and stops polling. */
export async function stopJobQueue(queue: JobQueue, timeoutMs = 10_000): Promise<void> {
  await queue.boss.stop({ graceful: true, timeout: timeoutMs, close: true });
}

/**
 * JOBS_IN_PROCESS: unset or anything but "false" runs the jobs inside the server process; "false"
 * leaves them to a separate `pnpm worker` (the server still adds jobs).
 */
export function jobsInProcess(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.JOBS_IN_PROCESS?.trim().toLowerCase() !== "false";
}
