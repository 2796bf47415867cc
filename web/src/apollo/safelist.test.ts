import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, it } from "vitest";
import safelist from "../gql/safelist.json";

// web/scripts/safelist.ts writes the queries the server knows from the start (persisted queries
// the browser never registers): the app's own, and none of the documents its tests define.

const sourceDir = path.join(import.meta.dirname, "..");

/** The names of the queries defined in the source files `include` picks. */
async function queryNames(include: (file: string) => boolean): Promise<Set<string>> {
  const names = new Set<string>();
  for (const file of await readdir(sourceDir, { recursive: true })) {
    if (file.startsWith("gql") || !include(file)) continue;
    const text = await readFile(path.join(sourceDir, file), "utf8");
    for (const [, name] of text.matchAll(/(?:graphql\(|gql)`\s*query\s+(\w+)/g)) names.add(name!);
  }
  return names;
}

const safelisted = new Set(
  Object.values(safelist as Record<string, string>).map((text) => /\bquery\s+(\w+)/.exec(text)![1]),
);

it("holds every query of the app and none that only its tests define", async () => {
  const app = await queryNames((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
  const testsOnly = [...(await queryNames((file) => /\.test\.tsx?$/.test(file)))].filter(
    (name) => !app.has(name),
  );
  expect(testsOnly).toContain("RouteDataTestQuery");
  expect([...safelisted].sort()).toEqual([...app].sort());
  expect(testsOnly.filter((name) => safelisted.has(name))).toEqual([]);
});
