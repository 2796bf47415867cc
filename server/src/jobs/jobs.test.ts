import { TestClock } from "pg-boss";
import { afterAll, describe, expect, it } from "vitest";
import { useTestDb } from "../test/database.ts";
import { eventually } from "../test/jobs.ts";
import { createMetrics } from "../lib/metrics.ts";
import { poolOf } from "../lib/db.ts";
import {
  addJob,
  queueDepths,
  runTasks,
  startJobQueue,
  stopJobQueue,
  type JobQueue,
} from "./queue.ts";
import { testDatabaseUrl } from "../test/database-url.ts";

const db = useTestDb();
const connectionString = testDatabaseUrl();
const schema = "pgboss_jobs_test";
const started: JobQueue[] = [];
afterAll(() => Promise.all(started.map((queue) => stopJobQueue(queue))));

/** A runner on the test database, as another server process would start one. */
async function runner() {
  const queue = await startJobQueue({ db, connectionString, schema, pollingIntervalSeconds: 0.5 });
  started.push(queue);
  return queue;
}

describe("background jobs", { timeout: 30_000 }, () => {
  it("run once each, however many runners share the database", async () => {
    const [one, two] = [await runner(), await runner()];
    const runs: string[] = [];
    const task = { name: "count-runs", run: async (job: { id: string }) => void runs.push(job.id) };
    await runTasks(one, [task]);
    await runTasks(two, [task]);
    const ids = [];
    for (let i = 0; i < 40; i++) ids.push(await addJob(i % 2 ? one : two, task.name, { i }));
    await eventually(
      async () =>
        runs.length >= ids.length &&
        (await one.boss.findJobs(task.name)).every((job) => job.state === "completed"),
    );
    expect(runs.toSorted()).toEqual(ids.toSorted());
  });

  it("retry a failing job with backoff until it succeeds", async () => {
    const queue = await runner();
    const attempts: number[] = [];
    await runTasks(queue, [
      {
        name: "fails-once",
        run: async (job: { retryCount: number }) => {
          attempts.push(job.retryCount);
          if (attempts.length === 1) throw new Error("the first attempt fails");
        },
      },
    ]);
    const id = await addJob(queue, "fails-once", {}, { retryDelay: 1 });
    await eventually(async () => {
      const [job] = await queue.boss.findJobs("fails-once", { id: id! });
      return job?.state === "completed";
    });
    const [job] = await queue.boss.findJobs("fails-once", { id: id! });
    expect(attempts).toEqual([0, 1]);
    expect(job).toMatchObject({ retryCount: 1, retryBackoff: true, retryLimit: 5 });
  });

  it("drain a backlog without waiting a poll between full batches", async () => {
    // The clock never moves, so a runner that waited a poll after each batch would stop at 10.
    const queue = await startJobQueue({
      db,
      connectionString,
      schema: "pgboss_jobs_backlog_test",
      clock: new TestClock(new Date()),
    });
    started.push(queue);
    for (let i = 0; i < 35; i++) await addJob(queue, "backlog", { i });
    const runs: unknown[] = [];
    await runTasks(queue, [{ name: "backlog", run: async (job) => void runs.push(job.data) }]);
    await eventually(() => runs.length === 35);
  });

  it("survive a restart: a job added before a runner stops runs in the next one", async () => {
    const before = await runner();
    const id = await addJob(before, "after-restart", { note: "kept" });
    await stopJobQueue(before);
    started.splice(started.indexOf(before), 1);

    const after = await runner();
    const seen: unknown[] = [];
    await runTasks(after, [
      { name: "after-restart", run: async (job: { data: unknown }) => void seen.push(job.data) },
    ]);
    await eventually(() => seen.length > 0);
    expect(seen).toEqual([{ note: "kept" }]);
    const [job] = await after.boss.findJobs("after-restart", { id: id! });
    expect(job?.state).toBe("completed");
  });

  it("report how many jobs wait in each queue on /metrics", async () => {
    const queue = await runner();
    const inAnHour = new Date(Date.now() + 3_600_000);
    for (let i = 0; i < 3; i++)
      await addJob(queue, "waits-an-hour", { i }, { startAfter: inAnHour });
    await eventually(async () =>
      (await queueDepths(queue)).some((q) => q.name === "waits-an-hour" && q.depth === 3),
    );
    const metrics = createMetrics({ pool: poolOf(db), jobQueueDepths: () => queueDepths(queue) });
    const scrape = async () => {
      let body = "";
      await metrics.handler(
        { get: () => undefined } as never,
        { set: () => ({ send: (text: string) => void (body = text) }) } as never,
        () => {},
      );
      return body;
    };
    expect(await scrape()).toContain('job_queue_depth{queue="waits-an-hour"} 3');

    // Once they are gone the queue reads 0, not the last count it had.
    const jobs = await queue.boss.findJobs("waits-an-hour");
    await queue.boss.cancel(
      "waits-an-hour",
      jobs.map((job) => job.id),
    );
    expect(await scrape()).toContain('job_queue_depth{queue="waits-an-hour"} 0');
  });
});
