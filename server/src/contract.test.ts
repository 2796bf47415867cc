import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { buildSchema as buildSchemaFromSdl, findBreakingChanges } from "graphql";
import { describe, expect, it } from "vitest";
import { buildSchema, domainNames } from "./lib/schema.ts";

// The public API contract lives beside the repository; the server's schema must be a superset.
const contractFile = path.resolve(import.meta.dirname, "../../../shared/contract/schema.graphql");

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

  if (existsSync(contractFile)) {
    it("keeps every type, field and argument of the contract", async () => {
      const contract = buildSchemaFromSdl(readFileSync(contractFile, "utf8"));
      const breaking = findBreakingChanges(contract, await buildSchema());
      expect(breaking.map((change) => change.description)).toEqual([]);
    });
  }
});
