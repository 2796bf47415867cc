import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServerProcess, type ServerProcess } from "./test/server-process.ts";
import { testDatabaseUrl } from "./test/database-url.ts";

// The log of the real server process (index.ts), whose lines are written in batches
// (lib/logger.ts): none is held for long, and none is lost when the process ends.

let server: ServerProcess;

beforeAll(async () => {
  server = await startServerProcess({ DATABASE_URL: testDatabaseUrl(), LOG_LEVEL: "info" });
}, 130_000);
afterAll(async () => {
  if (server.process.exitCode === null) server.process.kill("SIGKILL");
});

/** `count` requests to /graphql, one after another; their X-Request-Ids. */
async function ask(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let request = 0; request < count; request++) {
    const response = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ __typename }" }),
    });
    await response.text();
    ids.push(response.headers.get("x-request-id")!);
  }
  return ids;
}

/** the ids of the request lines the server has written so far */
const loggedIds = () =>
  server
    .output()
    .split("\n")
    .filter((line) => line.includes('"request completed"'))
    .map((line) => (JSON.parse(line) as { req: { id: string } }).req.id);

describe("the request log", () => {
  it("writes a few lines soon, without waiting for more", async () => {
    // Three lines are far fewer than a batch: they go out on the periodic flush.
    const ids = await ask(3);
    await expect.poll(loggedIds, { timeout: 5000 }).toEqual(expect.arrayContaining(ids));
  });

  it("writes every line still waiting when the server stops", async () => {
    const ids = await ask(50);
    expect(await server.stop()).toBe(0);
    expect(loggedIds()).toEqual(expect.arrayContaining(ids));
    // Each line whole, in the order it was logged, up to the last one.
    expect(loggedIds().slice(-ids.length)).toEqual(ids);
    expect(server.output().trimEnd().split("\n").at(-1)).toContain('"msg":"stopped"');
  }, 30_000);
});

describe("the log of a process that crashes", () => {
  it("still has every line logged before the crash", async () => {
    const script = `
      const { logger } = await import("./src/lib/logger.ts");
      for (let line = 0; line < 5; line++) logger.info({ line }, "before the crash");
      // At once, before any periodic flush could write them.
      throw new Error("crashed");
    `;
    const crashed = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "--input-type=module", "-e", script],
      { cwd: path.resolve(import.meta.dirname, ".."), env: { ...process.env, LOG_LEVEL: "info" } },
    ).then(
      () => null,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(crashed?.code).toBe(1);
    expect(crashed?.stderr).toContain("crashed");
    const lines = crashed!.stdout.trimEnd().split("\n");
    expect(lines.map((line) => (JSON.parse(line) as { line: number }).line)).toEqual([
      0, 1, 2, 3, 4,
    ]);
  });
});
