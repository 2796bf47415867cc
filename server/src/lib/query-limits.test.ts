import type { ApolloServer } from "@apollo/server";
import {
  getIntrospectionQuery,
  getNamedType,
  Kind,
  specifiedRules,
  typeFromAST,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import * as webDocuments from "../../../web/src/gql/graphql.ts";
import { useTestDb } from "../test/database.ts";
import { standIn } from "../test/stand-ins.ts";
import { createContext } from "../app/context.ts";
import type { Context } from "./context.ts";
import { createGraphQLServer } from "../app/graphql-server.ts";
import { operationCost } from "./operation-cost.ts";
import { MAX_PAGE_SIZE } from "./pagination.ts";
import { OPERATION_LIMITS, queryLimits } from "./query-limits.ts";
import { buildSchema } from "../app/schema.ts";

const operationOf = (value: unknown): OperationDefinitionNode | undefined =>
  typeof value === "object" && value !== null && "definitions" in value
    ? (value as DocumentNode).definitions.find(
        (definition): definition is OperationDefinitionNode =>
          definition.kind === Kind.OPERATION_DEFINITION,
      )
    : undefined;

// The web app's operations, as codegen compiled them from web/src.
const webOperations = Object.entries(webDocuments).flatMap(([name, value]) =>
  operationOf(value) ? [[name, value as DocumentNode] as const] : [],
);

/**
 * The most expensive variables the web app can send: every `first` at the largest page, and a
 * stand-in for each other required variable (what it is does not change the cost).
 */
function costliestVariables(schema: GraphQLSchema, document: DocumentNode) {
  const variables: Record<string, unknown> = {};
  for (const definition of operationOf(document)?.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = getNamedType(typeFromAST(schema, definition.type as never))!;
    if (name === "first") variables[name] = MAX_PAGE_SIZE;
    else if (definition.type.kind !== Kind.NON_NULL_TYPE) continue;
    else variables[name] = standIn(type);
  }
  return variables;
}

describe("the web app's operations", () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await buildSchema();
  });

  it("are all found", () => {
    expect(webOperations.map(([name]) => name)).toContain("HomeRouteQueryDocument");
  });

  it.each(webOperations)("%s passes depth, aliases and directives", (_, document) => {
    const rules = [...specifiedRules, ...queryLimits({ hideSuggestions: true }).validationRules];
    expect(validate(schema, document, rules)).toEqual([]);
  });

  it.each(webOperations)("%s costs less than the limit with its largest pages", (_, document) => {
    const cost = operationCost(schema, document, undefined, costliestVariables(schema, document));
    expect(cost).toBeLessThanOrEqual(OPERATION_LIMITS.cost);
  });
});

// Whole operations through the server, as a client sends them.
const db = useTestDb();
let server: ApolloServer<Context>;
beforeAll(async () => {
  server = await createGraphQLServer({ hideSuggestions: true });
  return () => server.stop();
});

async function send(query: string, variables: Record<string, unknown> = {}) {
  const response = await server.executeOperation(
    { query, variables },
    { contextValue: createContext({ db }) },
  );
  if (response.body.kind !== "single") throw new Error("Expected a single result");
  const { errors, extensions } = response.body.singleResult;
  return { status: response.http.status, errors, extensions, error: errors?.[0] };
}

/** `{ manga(id: "x") { related(first: 1) { related(first: 1) { ... { id } } } } }`, `depth` fields deep */
const nested = (depth: number) =>
  `{ manga(id: "x") ${"{ related(first: 1) ".repeat(depth - 2)}{ id }${" }".repeat(depth - 2)} }`;

describe("operation limits", () => {
  it(`answers depth ${OPERATION_LIMITS.depth}, and refuses deeper with DEPTH_LIMIT_EXCEEDED and 400`, async () => {
    expect((await send(nested(OPERATION_LIMITS.depth))).errors).toBeUndefined();
    const { status, error } = await send(nested(OPERATION_LIMITS.depth + 1));
    expect(status).toBe(400);
    expect(error?.extensions).toMatchObject({
      code: "DEPTH_LIMIT_EXCEEDED",
      limit: OPERATION_LIMITS.depth,
    });
    expect(error?.message).toBe(
      `Query depth limit of ${OPERATION_LIMITS.depth} exceeded, found ${OPERATION_LIMITS.depth + 1}.`,
    );
  });

  it("lets the introspection query through whatever its depth", async () => {
    const { errors, extensions } = await send(getIntrospectionQuery());
    expect(errors).toBeUndefined();
    expect(extensions?.cost).toMatchObject({ requestedQueryCost: 0 });
  });

  it(`refuses more than ${OPERATION_LIMITS.aliases} aliases with ALIAS_LIMIT_EXCEEDED`, async () => {
    const aliases = (count: number) =>
      `{ ${Array.from({ length: count }, (_, index) => `a${index}: genres { id }`).join(" ")} }`;
    expect((await send(aliases(OPERATION_LIMITS.aliases))).errors).toBeUndefined();
    const { status, error } = await send(aliases(OPERATION_LIMITS.aliases + 1));
    expect(status).toBe(400);
    expect(error?.extensions?.code).toBe("ALIAS_LIMIT_EXCEEDED");
  });

  it(`refuses more than ${OPERATION_LIMITS.directives} directives with DIRECTIVE_LIMIT_EXCEEDED`, async () => {
    const directives = (count: number) => `{ genres { ${"id @include(if: true) ".repeat(count)}} }`;
    expect((await send(directives(OPERATION_LIMITS.directives))).errors).toBeUndefined();
    const { status, error } = await send(directives(OPERATION_LIMITS.directives + 1));
    expect(status).toBe(400);
    expect(error?.extensions?.code).toBe("DIRECTIVE_LIMIT_EXCEEDED");
  });

  it(`refuses more than ${OPERATION_LIMITS.tokens} tokens with TOKEN_LIMIT_EXCEEDED`, async () => {
    // 19 tokens around the list, and one per genre in it (commas are not tokens)
    const tokens = (count: number) =>
      `{ mangas(first: 0, filter: { genres: [${'"x", '.repeat(count - 19)}] }) { totalCount } }`;
    expect((await send(tokens(OPERATION_LIMITS.tokens))).errors).toBeUndefined();
    const { status, error } = await send(tokens(OPERATION_LIMITS.tokens + 1));
    expect(status).toBe(400);
    expect(error?.extensions).toMatchObject({ code: "TOKEN_LIMIT_EXCEEDED", limit: 1000 });
  });

  it("refuses 100 titles x 100 chapters x their pages with COST_LIMIT_EXCEEDED, and says its cost", async () => {
    const { status, error, extensions } = await send(`{
      mangas(first: 100) { edges { node { chapters(first: 100) { edges { node { pages { imageUrl } } } } } } }
    }`);
    expect(status).toBe(400);
    expect(error?.extensions).toMatchObject({
      code: "COST_LIMIT_EXCEEDED",
      limit: OPERATION_LIMITS.cost,
    });
    expect(error?.message).toMatch(/^The operation costs \d+, more than the limit of/);
    expect(extensions?.cost).toMatchObject({ requestedQueryCost: expect.any(Number) });
  });

  it("reports the cost of every operation it runs", async () => {
    const { extensions } = await send(
      `{ mangas(first: 10) { edges { node { id genres { name } } } } }`,
    );
    // 10 titles, each an edge, a node and up to 10 genres
    expect(extensions?.cost).toEqual({
      requestedQueryCost: 10 * (1 + 1 + 1 + 10),
      maximumQueryCost: OPERATION_LIMITS.cost,
    });
  });

  it.each([
    ["above the largest page", "1000000"],
    ["negative", "-1"],
  ])(
    "refuses a page size %s as BAD_USER_INPUT naming `first`, before the cost",
    async (_, first) => {
      const { status, error } = await send(`{
      mangas(first: ${first}) { edges { node { chapters(first: 100) { edges { node { pages { imageUrl } } } } } } }
    }`);
      expect(status).toBe(400);
      expect(error?.extensions).toMatchObject({ code: "BAD_USER_INPUT", argumentName: "first" });
    },
  );

  it("checks page sizes given in variables too", async () => {
    const { status, error } = await send(
      `query Page($size: Int) { genres { id } recentUpdates(first: $size) { chapter { id } } }`,
      { size: 101 },
    );
    expect(status).toBe(400);
    expect(error?.extensions).toMatchObject({ code: "BAD_USER_INPUT", argumentName: "first" });
  });

  it("answers a syntax error with GRAPHQL_PARSE_FAILED and 400", async () => {
    const { status, error } = await send("{ mangas(first: 1 { totalCount } }");
    expect(status).toBe(400);
    expect(error?.extensions?.code).toBe("GRAPHQL_PARSE_FAILED");
  });

  it("answers an unknown field with GRAPHQL_VALIDATION_FAILED and 400, without suggestions", async () => {
    const { status, error } = await send('{ manga(id: "x") { titel } }');
    expect(status).toBe(400);
    expect(error?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
    expect(error?.message).not.toMatch(/Did you mean/);
  });
});
