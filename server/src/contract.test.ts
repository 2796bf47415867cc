import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { buildSchema as buildSchemaFromSdl, findBreakingChanges } from "graphql";
import { describe, expect, it } from "vitest";
import { buildSchema, domainNames } from "./app/schema.ts";

// The public API contract lives beside the repository; the server's schema must be a superset of
// every file enforced here (an extension's `extend type`s build on schema.graphql).
const contractDir = path.resolve(import.meta.dirname, "../../../shared/contract");
const enforcedContractFiles = [
  "schema.graphql",
  "extensions/community.graphql",
  "extensions/following.graphql",
  "extensions/publishing.graphql",
  "extensions/recommendations.graphql",
];

describe("server schema", () => {
  it("assembles every domain's types and resolvers", async () => {
    const schema = await buildSchema();
    expect(Object.keys(schema.getQueryType()!.getFields())).toEqual(
      expect.arrayContaining(["mangas", "manga", "chapter", "me"]),
    );
  });

  it("lists every folder that has a schema.graphql as a domain", () => {
    const folders = readdirSync(import.meta.dirname, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .filter((entry) => existsSync(path.join(import.meta.dirname, entry.name, "schema.graphql")))
      .map((entry) => entry.name);
    expect([...domainNames].sort()).toEqual(folders.sort());
  });

  // The contract sits beside every checkout and CI clone: missing, the check fails rather than
  // passing without having looked.
  it(`keeps every type, field and argument of ${enforcedContractFiles.join(" + ")}`, async () => {
    const sdl = enforcedContractFiles.map((file) => {
      const contractFile = path.join(contractDir, file);
      if (!existsSync(contractFile)) throw new Error(`The contract is missing: ${contractFile}`);
      return readFileSync(contractFile, "utf8");
    });
    const contract = buildSchemaFromSdl(sdl.join("\n"));
    const breaking = findBreakingChanges(contract, await buildSchema());
    expect(breaking.map((change) => change.description)).toEqual([]);
  });
});
