import type { ApolloServer } from "@apollo/server";
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { createContext } from "./app/context.ts";
import type { Context } from "./lib/context.ts";
import { createGraphQLServer } from "./app/graphql-server.ts";
import { buildSchema } from "./app/schema.ts";
import { mangas, post, readers, useLibraryScenario } from "./library/library.scenarios.ts";
import { useTestDb } from "./test/database.ts";
import { standIn } from "./test/stand-ins.ts";

// A fuzz test generated from the server's own schema: every argument of every field, and every
// field of its input objects, gets hostile and invalid values, one at a time, from a signed-in
// reader and from an anonymous visitor. Whatever the value, the answer is a client error with a
// code (never a 500, INTERNAL_SERVER_ERROR or an unexplained error) and leaks nothing.

const db = useTestDb();
useLibraryScenario(db);
// A comment on the post, so that fields under a comment (its replies) run with each bad argument.
// Ben moderates, so that the moderation queue too reads the forged cursors below.
beforeAll(async () => {
  await db.user.update({ where: { id: readers.ben.id }, data: { role: "MODERATOR" } });
  const comment = await db.comment.create({
    data: { postId: post.id, authorId: readers.ada.id, body: "A comment to fuzz under" },
  });
  return async () => {
    await db.comment.deleteMany({ where: { id: comment.id } }); // the fuzzed mutations may delete it
  };
});
const schema = await buildSchema();

/** Values that fit the argument's GraphQL type but not what it means. */
const hostileValues: Record<string, unknown[]> = {
  String: [
    "",
    "   ",
    "x".repeat(5000),
    "\u0000",
    '\'; DROP TABLE "User"; --',
    "<script>alert(1)</script>",
    "../../../etc/passwd",
    "🙂".repeat(300),
  ],
  Int: [-1, 0, -2147483648, 2147483647],
  Float: [-1, 0, -1e308, 1e308, 0.0001],
  Boolean: [],
};
hostileValues.ID = hostileValues.String!;

/** Values of the wrong GraphQL type: graphql refuses these before any resolver runs. */
const wrongTypeValues = (type: GraphQLInputType): unknown[] => {
  const named = getNamedType(type);
  const values: unknown[] = isNonNullType(type) ? [null] : [];
  const isList = isListType(isNonNullType(type) ? type.ofType : type);
  if (isList) values.push({ not: "a list" });
  if (isEnumType(named)) return [...values, "NOT_A_VALUE"];
  if (isInputObjectType(named)) return [...values, "not an object", { notAField: 1 }];
  if (named.name === "Int") return [...values, 2 ** 31, 1.5, "1"];
  if (named.name === "Float") return [...values, "one"];
  if (named.name === "Boolean") return [...values, "true"];
  // graphql takes a number as an ID (as its string), not as a String
  return [...values, ...(named.name === "ID" ? [] : [12345]), ...(isList ? [] : [["x"]])];
};

/** Valid values by argument name: the scenario's records, so each case reaches its resolver. */
const knownIds: Record<string, string> = {
  mangaId: mangas.tides.id,
  chapterId: mangas.tides.chapters[0]!.id,
  postId: post.id,
  id: mangas.tides.id,
};

const validValue = (argument: { name: string; type: GraphQLInputType }) =>
  knownIds[argument.name] ?? standIn(getNamedType(argument.type));

interface FuzzCase {
  label: string;
  variables: Record<string, unknown>;
  /** graphql must refuse it (wrong type), rather than perhaps accept it */
  mustFail: boolean;
}

/** The hostile and wrong-type values of one argument, including each field of an input object. */
function casesOf(argument: GraphQLArgument, valid: Record<string, unknown>): FuzzCase[] {
  const withValue = (value: unknown, mustFail: boolean, label: string): FuzzCase => ({
    label: `${label} = ${JSON.stringify(value)?.slice(0, 40)}`,
    variables: { ...valid, [argument.name]: value },
    mustFail,
  });
  const named = getNamedType(argument.type);
  const cases = wrongTypeValues(argument.type).map((value) =>
    withValue(value, true, argument.name),
  );
  const isList = isListType(isNonNullType(argument.type) ? argument.type.ofType : argument.type);
  if (isInputObjectType(named)) {
    const base = valid[argument.name] as Record<string, unknown>;
    for (const field of Object.values(named.getFields())) {
      const fieldNamed = getNamedType(field.type);
      const values = isLeafType(fieldNamed) ? (hostileValues[fieldNamed.name] ?? []) : [];
      for (const value of [...values, ...wrongTypeValues(field.type)]) {
        const mustFail = !values.includes(value);
        const fieldValue =
          isListType(isNonNullType(field.type) ? field.type.ofType : field.type) && !mustFail
            ? [value]
            : value;
        cases.push(
          withValue(
            { ...base, [field.name]: fieldValue },
            mustFail,
            `${argument.name}.${field.name}`,
          ),
        );
      }
    }
  } else {
    for (const value of hostileValues[named.name] ?? []) {
      cases.push(withValue(isList ? [value] : value, false, argument.name));
    }
    if (isList) cases.push(withValue(Array(1000).fill(standIn(named)), false, argument.name));
  }
  return cases;
}

/** Where each type with arguments on its fields is reached from, with the scenario's records. */
const pathsTo: Record<string, (selection: string) => string> = {
  Query: (selection) => selection,
  Mutation: (selection) => selection,
  Manga: (selection) => `manga(id: "${mangas.tides.id}") { ${selection} }`,
  BlogPost: (selection) => `blogPost(id: "${post.id}") { ${selection} }`,
  Chapter: (selection) => `chapter(mangaId: "${mangas.tides.id}", number: 1) { ${selection} }`,
  Comment: (selection) =>
    `blogPost(id: "${post.id}") { comments(first: 1) { edges { node { ${selection} } } } }`,
  User: (selection) => `me { ${selection} }`,
};

interface FieldUnderTest {
  name: string;
  operation: "query" | "mutation";
  query: string;
  arguments: string[];
  /** a valid value for each argument */
  valid: Record<string, unknown>;
  cases: FuzzCase[];
}

function fieldUnderTest(
  type: GraphQLObjectType,
  field: GraphQLField<unknown, unknown>,
): FieldUnderTest {
  const operation = type.name === "Mutation" ? "mutation" : "query";
  const variables = field.args.map((argument) => `$${argument.name}: ${String(argument.type)}`);
  const argumentList = field.args.map((argument) => `${argument.name}: $${argument.name}`);
  const subselection = isLeafType(getNamedType(field.type)) ? "" : " { __typename }";
  const path = pathsTo[type.name];
  if (!path)
    throw new Error(
      `Add a path to ${type.name} for the fuzz test to reach ${type.name}.${field.name}`,
    );
  const valid = Object.fromEntries(
    field.args.map((argument) => [argument.name, validValue(argument)]),
  );
  return {
    name: `${type.name}.${field.name}`,
    operation,
    query: `${operation} Fuzz(${variables.join(", ")}) { ${path(`${field.name}(${argumentList.join(", ")})${subselection}`)} }`,
    arguments: field.args.map((argument) => argument.name),
    valid,
    cases: field.args.flatMap((argument) => casesOf(argument, valid)),
  };
}

const fieldsUnderTest = Object.values(schema.getTypeMap())
  .filter(isObjectType)
  .filter((type) => !type.name.startsWith("__"))
  .flatMap((type) =>
    Object.values(type.getFields())
      .filter((field) => field.args.length > 0)
      .map((field) => fieldUnderTest(type, field)),
  );

// What a client must never see: a stack, a file, SQL, the ORM or the driver.
const leak =
  /\.ts\b|\bat \w+ \(|node_modules|prisma|postgres|\bselect\b|\binsert\b|constraint|violates/i;

// Cursors that decode as JSON but are not this list's: another list's, an old format, or a
// position forged to fail in SQL (a text cast to a time or a number, an overflow, a NUL).
const cursor = (json: unknown) => Buffer.from(JSON.stringify(json)).toString("base64url");
const lists = (
  "mangas reviews comments reported-comments blog-posts history notifications chapters " +
  "favorites saved continue-reading elsewhere"
).split(" ");
const forgedPositions: unknown[] = [
  ["not a time", "x"],
  ["2026-01-01T00:00:00.000Z", "\u0000"],
  [1e300, "2026-01-01T00:00:00.000Z", "x"],
  [2 ** 31, "not a time", "x"],
  { sort: "POPULARITY", key: "ten", id: "x" },
  { sort: "POPULARITY", key: 1e300, id: "x" },
  { sort: "LATEST_CHAPTER", key: "yesterday", id: "x" },
  { time: "yesterday", mangaId: "x" },
  { publishedAt: 1, id: "x" },
  { number: "one" },
  null,
];
const forgedCursors = [
  cursor({ sort: "POPULARITY", key: 10, id: "x" }),
  cursor(["2026-01-01T00:00:00.000Z", "x"]),
  ...lists.flatMap((list) => forgedPositions.map((position) => cursor([list, position]))),
];
const cursorArguments = fieldsUnderTest.flatMap((field) =>
  field.arguments
    .filter((name) => name === "after" || name === "before")
    .map((argument) => ({ ...field, argument })),
);

describe("the schema, fuzzed", () => {
  let server: ApolloServer<Context>;
  beforeAll(async () => {
    server = await createGraphQLServer();
    return () => server.stop();
  });

  it("reaches every field that takes arguments", () => {
    expect(fieldsUnderTest.map((field) => field.name)).toEqual(
      expect.arrayContaining(["Query.mangas", "Manga.chapters", "Mutation.recordReading"]),
    );
  });

  it.each(cursorArguments)(
    "$name refuses another list's or a forged cursor as BAD_USER_INPUT naming it",
    async (field) => {
      expect(cursorArguments.length).toBeGreaterThanOrEqual(13);
      const viewer = { id: readers.ben.id };
      for (const forged of forgedCursors) {
        const response = await server.executeOperation(
          {
            query: field.query,
            variables: { ...field.valid, first: 1, [field.argument]: forged },
          },
          { contextValue: createContext({ db, viewer }) },
        );
        if (response.body.kind !== "single") throw new Error("Expected a single result");
        const { errors } = response.body.singleResult;
        const what = `${field.name} with ${Buffer.from(forged, "base64url").toString()}`;
        expect(
          errors?.map((error) => error.extensions),
          what,
        ).toEqual([
          expect.objectContaining({ code: "BAD_USER_INPUT", argumentName: field.argument }),
        ]);
      }
    },
    30_000,
  );

  it.each(fieldsUnderTest)(
    "$name answers every bad argument with a client error",
    async (field) => {
      for (const viewer of [{ id: readers.ada.id }, null]) {
        for (const fuzzCase of field.cases) {
          const response = await server.executeOperation(
            { query: field.query, variables: fuzzCase.variables },
            { contextValue: createContext({ db, viewer }) },
          );
          if (response.body.kind !== "single") throw new Error("Expected a single result");
          const { errors } = response.body.singleResult;
          const what = `${field.name} with ${fuzzCase.label} (${viewer ? "signed in" : "anonymous"})`;
          expect(response.http.status ?? 200, what).toBeLessThan(500);
          if (fuzzCase.mustFail) expect(errors, what).toBeDefined();
          for (const error of errors ?? []) {
            expect(error.extensions?.code, `${what}: ${error.message}`).toBeDefined();
            expect(error.extensions?.code, `${what}: ${error.message}`).not.toBe(
              "INTERNAL_SERVER_ERROR",
            );
            expect(error.message, what).not.toMatch(leak);
          }
        }
      }
    },
  );
});
