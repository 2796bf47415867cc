import { readFile } from "node:fs/promises";

// The top frames of a V8 CPU profile (`node --cpu-prof`): where the process spent its samples
// while the bench's load ran (its windows), by package and by function, as percentages of the busy
// time. The profile's timestamps are the system's monotonic clock in microseconds, which
// `process.hrtime` reads in every process, so the bench's windows select the server's samples.

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  startTime: number;
  timeDeltas: number[];
}

/** A span of the monotonic clock in microseconds (`process.hrtime.bigint() / 1000n`). */
export type Window = [start: number, end: number];

export const nowMicroseconds = () => Number(process.hrtime.bigint() / 1000n);

/** "graphql", "@prisma/client", "node:internal/..." or the repository's own file. */
export function packageOf(url: string): string {
  const module = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (module) return module[1]!;
  if (url.startsWith("node:")) return url.split("/").slice(0, 2).join("/");
  const own = /\/(server\/src\/.+)$/.exec(url);
  return own ? own[1]! : url || "(native)";
}

const NOT_BUSY = new Set(["(idle)", "(program)"]);

function top(counts: Map<string, number>, total: number, count: number): string[] {
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, samples]) => `${((100 * samples) / total).toFixed(1).padStart(5)}%  ${name}`);
}

export async function summarizeProfile(
  file: string,
  windows: Window[],
  count = 15,
): Promise<string> {
  const profile = JSON.parse(await readFile(file, "utf8")) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const frame = (node: ProfileNode) => {
    const { functionName, url, lineNumber } = node.callFrame;
    if (!url) return functionName || "(anonymous)";
    return `${functionName || "(anonymous)"} ${packageOf(url)}:${lineNumber + 1}`;
  };

  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const packages = new Map<string, number>();
  const packagesInclusive = new Map<string, number>();
  let busy = 0;
  let sampled = 0;
  let time = profile.startTime;
  for (const [index, id] of profile.samples.entries()) {
    time += profile.timeDeltas[index]!;
    if (!windows.some(([start, end]) => time >= start && time <= end)) continue;
    sampled += 1;
    const node = byId.get(id)!;
    if (NOT_BUSY.has(node.callFrame.functionName)) continue;
    busy += 1;
    self.set(frame(node), (self.get(frame(node)) ?? 0) + 1);
    const name = node.callFrame.url ? packageOf(node.callFrame.url) : node.callFrame.functionName;
    packages.set(name, (packages.get(name) ?? 0) + 1);
    const seen = new Set<string>();
    const seenPackages = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const { url } = byId.get(at)!.callFrame;
      if (url) seenPackages.add(packageOf(url));
      if (url.startsWith("file://") && !url.includes("node_modules"))
        seen.add(frame(byId.get(at)!));
    }
    for (const name of seen) inclusive.set(name, (inclusive.get(name) ?? 0) + 1);
    for (const name of seenPackages) {
      packagesInclusive.set(name, (packagesInclusive.get(name) ?? 0) + 1);
    }
  }
  return [
    `${sampled} samples under load, ${((100 * (sampled - busy)) / sampled).toFixed(0)}% of them idle.`,
    "By package (self time):",
    ...top(packages, busy, count),
    "By package, with what it calls:",
    ...top(packagesInclusive, busy, count),
    "By function (self time):",
    ...top(self, busy, count),
    "The server's own functions, with what they call:",
    ...top(inclusive, busy, count),
  ].join("\n");
}
