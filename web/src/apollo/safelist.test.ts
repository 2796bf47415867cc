import { expect, it } from "vitest";
import { isTestFile, queryNamesIn } from "../../scripts/query-names.ts";
import safelist from "../gql/safelist.json";

// web/scripts/safelist.ts writes the queries the server knows from the start (persisted queries
// the browser never registers): the app's own, and none of the documents its tests define.

const safelisted = new Set(
  Object.values(safelist as Record<string, string>).map((text) => /\bquery\s+(\w+)/.exec(text)![1]),
);

it("holds every query of the app and none that only its tests define", async () => {
  const app = await queryNamesIn((file) => !isTestFile(file));
  const testsOnly = [...(await queryNamesIn(isTestFile))].filter((name) => !app.has(name));
  expect(testsOnly).toContain("RouteDataTestQuery");
  expect([...safelisted].sort()).toEqual([...app].sort());
  expect(testsOnly.filter((name) => safelisted.has(name))).toEqual([]);
});
