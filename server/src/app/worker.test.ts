import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { setTimeout as sleep } from "node:timers/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { followingScenario } from "../following/following.scenarios.ts";
import { scheduleChapterRelease } from "../following/releases.ts";
import { useOwnTestDatabase } from "../test/database.ts";
import { eventually } from "../test/jobs.ts";
import { startServerProcess, type ServerProcess } from "../test/server-process.ts";
import { stopJobQueueOf } from "../jobs/queue.ts";

// JOBS_IN_PROCESS=false: the server adds jobs and runs none; `pnpm worker` runs them apart.
const { db, url } = useOwnTestDatabase("inkworker_");
const scenario = followingScenario("worker");
scenario.use(db);
const serverDir = path.resolve(import.meta.dirname, "../..");
let server: ServerProcess | undefined;
const workers: ChildProcess[] = [];
afterAll(async () => {
  // A failed assertion must not leave a worker running on after the suite.
  for (const worker of workers) if (worker.exitCode === null) worker.kill("SIGKILL");
  await server?.stop();
}, 30_000);

/** `pnpm worker` in a process of its own: its output so far, and how it exits. */
function startWorker(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ["--import", "tsx", "src/app/worker.ts"], {
    cwd: serverDir,
    env: { ...process.env, LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  workers.push(child);
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = once(child, "exit").then(() => child.exitCode);
  return { child, output: () => output, exited };
}

const depthOf = async (queue: string) => {
  const metrics = await (await fetch(`${server!.url}/metrics`)).text();
  return Number(
    new RegExp(`^job_queue_depth\\{queue="${queue}"\\} (\\d+)$`, "m").exec(metrics)?.[1],
  );
};
const notified = (chapterId: string) => db.notification.count({ where: { chapterId } });

describe("pnpm worker", { timeout: 180_000 }, () => {
  it("refuses to start without DATABASE_URL", async () => {
    const worker = startWorker({ DATABASE_URL: "" });
    expect(await worker.exited).toBe(1);
    expect(worker.output()).toContain("pnpm worker needs DATABASE_URL");
  });

  it("runs the jobs a server with JOBS_IN_PROCESS=false only adds, and stops cleanly", async () => {
    server = await startServerProcess({
      DATABASE_URL: url,
      JOBS_IN_PROCESS: "false",
      LOG_LEVEL: "warn",
    });
    const chapter = await scenario.insertChapter(db, 3, new Date());
    await scheduleChapterRelease(db, { chapterId: chapter.id, releasedAt: chapter.releasedAt });
    await stopJobQueueOf(db);
    await eventually(async () => (await depthOf("release-chapter")) === 1);
    // A server that ran jobs would have taken this one within a poll (2 s): give it three.
    await sleep(6_000);
    expect(await depthOf("release-chapter")).toBe(1);
    expect(await notified(chapter.id)).toBe(0);

    const worker = startWorker({ DATABASE_URL: url });
    await eventually(async () => (await notified(chapter.id)) === 3);
    await eventually(async () => (await depthOf("release-chapter")) === 0);
    // Logged once its schedules are set, which a loaded machine may finish after the job.
    await eventually(() => worker.output().includes("the job worker is running"));
    worker.child.kill("SIGTERM");
    expect(await worker.exited).toBe(0);
  });
});
