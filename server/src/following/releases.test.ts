import { TestClock } from "pg-boss";
import { afterAll, describe, expect, it } from "vitest";
import { startJobRunner, type JobRunner } from "../app/jobs.ts";
import { useTestDb } from "../test/database.ts";
import { eventually } from "../test/jobs.ts";
import { followingScenario } from "./following.scenarios.ts";
import { notifyNewChapter } from "./notifications.ts";
import { releaseChapter, scheduleChapterRelease } from "./releases.ts";
import { testDatabaseUrl } from "../test/database-url.ts";

const db = useTestDb();
const scenario = followingScenario("releases");
const { readers, manga } = scenario;
scenario.use(db);
const runners: JobRunner[] = [];
afterAll(() => Promise.all(runners.map((runner) => runner.stop())), 30_000);

const notified = async (chapterId: string) =>
  (await db.notification.findMany({ where: { chapterId, kind: "NEW_CHAPTER" } }))
    .map((n) => n.userId)
    .toSorted();
const followersWithNotificationsOn = [readers.fan.id, readers.saver.id, readers.both.id].toSorted();

describe("a scheduled chapter", { timeout: 60_000 }, () => {
  it("stays hidden and silent until its time, then appears and notifies each follower once", async () => {
    const start = new Date("2026-05-01T09:00:00.000Z");
    const clock = new TestClock(start);
    const runner = await startJobRunner({
      db,
      connectionString: testDatabaseUrl(),
      schema: "pgboss_releases_test",
      clock,
      pollingIntervalSeconds: 0.5,
    });
    runners.push(runner);
    const releasedAt = new Date(start.getTime() + 3_600_000);
    const chapter = await scenario.insertChapter(db, 3, releasedAt);

    await scheduleChapterRelease(db, { chapterId: chapter.id, releasedAt });
    // The runner polls on the test clock: a jump, then a few polls' time.
    await clock.setTime(new Date(start.getTime() + 30 * 60_000));
    await clock.tick(2000);
    const [job] = await runner.queue.boss.findJobs("release-chapter");
    expect(job?.state).toBe("created");
    expect(await notified(chapter.id)).toEqual([]);

    await clock.setTime(new Date(releasedAt.getTime() - 1000));
    await eventually(async () => {
      await clock.tick(500);
      return (await runner.queue.boss.findJobs("release-chapter"))[0]?.state === "completed";
    });
    expect(await notified(chapter.id)).toEqual(followersWithNotificationsOn);
    const title = await db.manga.findUniqueOrThrow({ where: { id: manga.id } });
    expect(title.latestChapterAt).toEqual(releasedAt);

    // Scheduled again, or run again: nobody hears of it twice.
    await scheduleChapterRelease(db, { chapterId: chapter.id, releasedAt });
    await releaseChapter(db, { chapterId: chapter.id }, new Date(releasedAt.getTime() + 1000));
    expect(await notified(chapter.id)).toEqual(followersWithNotificationsOn);
  });

  it("notifies nobody while its release time is ahead, and never its publisher", async () => {
    const releasedAt = new Date("2026-06-01T00:00:00.000Z");
    const chapter = await scenario.insertChapter(db, 4, releasedAt);
    await releaseChapter(db, { chapterId: chapter.id }, new Date(releasedAt.getTime() - 1));
    expect(await notified(chapter.id)).toEqual([]);

    await releaseChapter(db, { chapterId: chapter.id, publisherId: readers.fan.id }, releasedAt);
    expect(await notified(chapter.id)).toEqual([readers.saver.id, readers.both.id].toSorted());
  });
});

describe("new chapter notifications", { timeout: 120_000 }, () => {
  it("reach 100,000 followers in batches, once each", async () => {
    const count = 100_000;
    const prefix = scenario.id("crowd");
    await db.$executeRaw`
      INSERT INTO "User" ("id", "email", "name", "planId", "updatedAt")
      SELECT ${prefix} || lpad(n::text, 6, '0'), ${prefix} || n || '@crowd.test', 'Reader ' || n,
        ${scenario.plan.id}, now()
      FROM generate_series(1, ${count}) AS n`;
    await db.$executeRaw`
      INSERT INTO "SavedManga" ("userId", "mangaId")
      SELECT "id", ${manga.id} FROM "User" WHERE "id" LIKE ${prefix + "%"}`;
    const chapter = await scenario.insertChapter(db, 5, new Date("2026-07-01T00:00:00.000Z"));

    const added = await notifyNewChapter(db, chapter);
    expect(added).toBe(count + followersWithNotificationsOn.length);
    // A retried job adds nobody twice.
    expect(await notifyNewChapter(db, chapter)).toBe(0);
    expect(await db.notification.count({ where: { chapterId: chapter.id } })).toBe(added);
  });
});
