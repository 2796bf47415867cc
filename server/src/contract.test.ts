import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { buildSchema as buildSchemaFromSdl, findBreakingChanges } from "graphql";
import { describe, expect, it } from "vitest";
import { buildSchema } from "./lib/schema.ts";

// The public API contract lives beside the repository; the server's schema must be a superset of
// every file enforced here (an extension's `extend type`s build on schema.graphql).
const contractDir = path.resolve(import.meta.dirname, "../../../shared/contract");
const enforcedContractFiles = ["schema.graphql", "extensions/community.graphql"];

describe("server schema", () => {
  it("assembles every domain's types and resolvers", async () => {
    const schema = await buildSchema();
    expect(Object.keys(schema.getQueryType()!.getFields())).toEqual(
      expect.arrayContaining(["mangas", "manga", "chapter", "me"]),
    );
  });

  if (existsSync(path.join(contractDir, enforcedContractFiles[0]!))) {
    it(`keeps every type, field and argument of ${enforcedContractFiles.join(" + ")}`, async () => {
      const sdl = enforcedContractFiles.map((file) =>
        readFileSync(path.join(contractDir, file), "utf8"),
      );
      const contract = buildSchemaFromSdl(sdl.join("\n"));
      const breaking = findBreakingChanges(contract, await buildSchema());
      expect(breaking.map((change) => change.description)).toEqual([]);
    });
  }
});
