import type { ApolloServer } from "@apollo/server";
import type { GraphQLFormattedError } from "graphql";
import { beforeAll, expect } from "vitest";
import { createContext } from "../app/context.ts";
import type { Context, Viewer } from "../lib/context.ts";
import type { Db } from "../lib/db.ts";
import { createGraphQLServer } from "../app/graphql-server.ts";

export interface OperationResult<Data> {
  data: Data | null | undefined;
  errors: readonly GraphQLFormattedError[] | undefined;
}

/**
 * Runs whole GraphQL operations the way a request does (schema, limits, resolvers, a fresh
 * context per call), against `db` with a fixed clock.
 */
export function useGraphQL(db: Db, options: { now: Date }) {
  let server: ApolloServer<Context>;
  beforeAll(async () => {
    server = await createGraphQLServer();
    return () => server.stop();
  });

  return async function execute<Data = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    viewer: Viewer | null = null,
  ): Promise<OperationResult<Data>> {
    const response = await server.executeOperation<Data>(
      { query, variables },
      { contextValue: createContext({ db, now: options.now, viewer }) },
    );
    if (response.body.kind !== "single") throw new Error("Expected a single result");
    return { data: response.body.singleResult.data, errors: response.body.singleResult.errors };
  };
}

export type ExecuteOperation = ReturnType<typeof useGraphQL>;

/** `execute` for operations that must succeed: expects no errors and returns the data. */
export function expectingNoErrors(execute: ExecuteOperation) {
  return async function data<Data>(
    query: string,
    variables: Record<string, unknown> = {},
    viewer: Viewer | null = null,
  ): Promise<Data> {
    const result = await execute<Data>(query, variables, viewer);
    expect(result.errors).toBeUndefined();
    return result.data!;
  };
}
