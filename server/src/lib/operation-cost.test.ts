import { GraphQLError, parse, type GraphQLSchema } from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { buildSchema } from "../app/schema.ts";
import { operationCost } from "./operation-cost.ts";

// Costs are kept per document and per values of the variables they depend on: these check that a
// kept cost never stands for another page size or @include condition, and that the variables'
// own checks still run on every request.

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await buildSchema();
});

const BROWSE =
  parse(`query Browse($first: Int, $sort: MangaSort, $withGenres: Boolean!, $search: String) {
  mangas(first: $first, sort: $sort, filter: { search: $search }) {
    edges { node { id genres @include(if: $withGenres) { name } } }
  }
}`);
const cost = (variables: Record<string, unknown>) =>
  operationCost(schema, BROWSE, "Browse", variables);
const errorOf = (price: () => unknown) => {
  try {
    price();
  } catch (error) {
    return error as GraphQLError;
  }
  throw new Error("expected the pricing to refuse");
};

describe("operationCost, kept per document", () => {
  it("follows `first` and @include, and not the other variables", () => {
    // `first` x (the connection 1 + edges 1 + node 1 + genres 10 x 1 when included)
    expect(cost({ first: 10, withGenres: false })).toBe(10 * 3);
    expect(cost({ first: 10, withGenres: true })).toBe(10 * 13);
    expect(cost({ first: 50, withGenres: true })).toBe(50 * 13);
    expect(cost({ first: 10, withGenres: false, sort: "RATING", search: "a" })).toBe(10 * 3);
    expect(cost({ withGenres: false })).toBe(20 * 3);
  });

  it("still refuses a page size out of range, naming `first`", () => {
    cost({ first: 100, withGenres: false });
    const error = errorOf(() => cost({ first: 101, withGenres: false }));
    expect(error.extensions).toMatchObject({ code: "BAD_USER_INPUT", argumentName: "first" });
  });

  it("still checks every request's variables: their types, and NUL characters by argument", () => {
    cost({ first: 10, withGenres: false, search: "club" });
    expect(errorOf(() => cost({ first: 10, withGenres: false, sort: "NOPE" })).message).toMatch(
      /\$sort/,
    );
    expect(errorOf(() => cost({ first: 10, withGenres: "yes" })).message).toMatch(/\$withGenres/);
    const nul = errorOf(() => cost({ first: 10, withGenres: false, search: "a\u0000b" }));
    expect(nul.extensions).toMatchObject({ code: "BAD_USER_INPUT", argumentName: "filter.search" });
  });
});
