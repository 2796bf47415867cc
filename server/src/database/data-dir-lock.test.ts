import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { lockDataDir } from "./data-dir-lock.ts";

let parent: string;
let dataDir: string;

beforeEach(async () => {
  parent = await mkdtemp(path.join(tmpdir(), "inkdata-lock-"));
  dataDir = path.join(parent, "pglite");
});

afterEach(() => rm(parent, { recursive: true, force: true }));

/** The pid of a process that has already exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""]);
  await new Promise((resolve) => child.on("exit", resolve));
  return child.pid!;
}

describe("lockDataDir", () => {
  it("refuses a directory another holder has locked, naming the holder", async () => {
    const release = await lockDataDir(dataDir);

    await expect(lockDataDir(dataDir)).rejects.toThrow(`in use by process ${process.pid}`);
    await release();
  });

  it("can be taken again once released", async () => {
    const release = await lockDataDir(dataDir);
    await release();

    const releaseAgain = await lockDataDir(dataDir);
    await releaseAgain();
  });

  it("takes over a lock left by a process that has died", async () => {
    await writeFile(`${dataDir}.lock`, String(await deadPid()));

    const release = await lockDataDir(dataDir);

    expect(await readFile(`${dataDir}.lock`, "utf8")).toBe(String(process.pid));
    await release();
  });
});
