import { Kind, specifiedRules, validate, type DocumentNode } from "graphql";
import { describe, expect, it } from "vitest";
import * as webDocuments from "../../../web/src/gql/graphql.ts";
import { queryLimits } from "./query-limits.ts";
import { buildSchema } from "./schema.ts";

const isOperation = (value: unknown): value is DocumentNode =>
  typeof value === "object" &&
  value !== null &&
  "definitions" in value &&
  (value as DocumentNode).definitions.some(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION,
  );

// The web app's operations, as codegen compiled them from web/src.
const webOperations = Object.entries(webDocuments).flatMap(([name, value]) =>
  isOperation(value) ? [[name, value] as const] : [],
);

describe("query limits", () => {
  it("finds the web app's operations", () => {
    expect(webOperations.map(([name]) => name)).toContain("HomeRouteQueryDocument");
  });

  it.each(webOperations)("let the web app's %s through", async (_, document) => {
    const rules = [...specifiedRules, ...queryLimits.protect().validationRules];
    expect(validate(await buildSchema(), document, rules)).toEqual([]);
  });
});
