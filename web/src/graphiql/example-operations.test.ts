import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { buildSchema, parse, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { exampleTabs } from "./example-operations.ts";

// The server's schema, joined from the per-domain files it is built from.
const serverSource = join(import.meta.dirname, "../../../server/src");
const schema = buildSchema(
  readdirSync(serverSource, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith("schema.graphql"))
    .map((file) => readFileSync(join(serverSource, file), "utf8"))
    .join("\n"),
);

describe("GraphiQL example operations", () => {
  it.each(exampleTabs.map((tab) => [tab.query.split("\n")[0], tab] as const))(
    "%s is valid against the server's schema",
    (_title, tab) => {
      expect(validate(schema, parse(tab.query))).toEqual([]);
    },
  );

  it("gives every variable the example declares a value", () => {
    for (const tab of exampleTabs) {
      const declared = [...tab.query.matchAll(/\$(\w+):/g)].map((match) => match[1]);
      expect(Object.keys(JSON.parse(tab.variables ?? "{}"))).toEqual(declared);
    }
  });
});
