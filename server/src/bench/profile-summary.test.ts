import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { packageOf, summarizeProfile } from "./profile-summary.ts";

describe("packageOf", () => {
  it("names a package in pnpm's layout, a node module, or the server's own file", () => {
    expect(packageOf("file:///r/node_modules/.pnpm/graphql@16.1.0/node_modules/graphql/x.js")).toBe(
      "graphql",
    );
    expect(packageOf("file:///r/node_modules/.pnpm/@a+b@1/node_modules/@apollo/server/y.js")).toBe(
      "@apollo/server",
    );
    expect(packageOf("node:internal/streams/writable")).toBe("node:internal/streams");
    expect(packageOf("file:///r/server/src/lib/db.ts")).toBe("server/src/lib/db.ts");
  });
});

describe("summarizeProfile", () => {
  it("counts only the samples inside the load's windows, and leaves idle ones out of the busy time", async () => {
    const frame = (id: number, functionName: string, url: string, children: number[] = []) => ({
      id,
      callFrame: { functionName, url, lineNumber: 0 },
      children,
    });
    const profile = {
      nodes: [
        frame(1, "(root)", "", [2, 3, 4]),
        frame(2, "execute", "file:///r/node_modules/graphql/execute.js"),
        frame(3, "(idle)", ""),
        frame(4, "startUp", "file:///r/node_modules/tsx/x.js"),
      ],
      // at 100 (start-up, outside), then 110, 120, 130 (inside: graphql, graphql, idle)
      startTime: 90,
      samples: [4, 2, 2, 3],
      timeDeltas: [10, 10, 10, 10],
    };
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), "profile-")), "p.cpuprofile");
    await writeFile(file, JSON.stringify(profile));
    const summary = await summarizeProfile(file, [[105, 135]]);
    expect(summary).toContain("3 samples under load, 33% of them idle.");
    expect(summary).toContain("100.0%  graphql");
    expect(summary).not.toContain("tsx");
  });
});
