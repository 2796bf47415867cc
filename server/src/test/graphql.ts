import type { ApolloServer } from "@apollo/server";
import type { GraphQLFormattedError } from "graphql";
import { beforeAll, expect } from "vitest";
import { createContext } from "../app/context.ts";
import type { Context, Viewer } from "../lib/context.ts";
import type { Db } from "../lib/db.ts";
import { createGraphQLServer } from "../app/graphql-server.ts";
import { useOwnTestDatabase, useTestDb } from "./database.ts";
import { testDatabaseUrl } from "./database-url.ts";

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

/**
 * useGraphQL on the run's test database, or on a database of the file's own (`ownDatabase`, its
 * prefix: see useOwnTestDb), each result with `statements`: how many SQL statements were sent
 * while its operation ran (for tests that pin what a request costs; run one at a time, since
 * operations running at once count each other's).
 */
export function useCountingGraphQL(options: { now: Date; ownDatabase?: string }) {
  let sent = 0;
  const onQuery = () => sent++;
  const { db, url } = options.ownDatabase
    ? useOwnTestDatabase(options.ownDatabase, { onQuery })
    : { db: useTestDb({ onQuery }), url: testDatabaseUrl() };
  const execute = useGraphQL(db, options);
  async function executeCounting<Data = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    viewer: Viewer | null = null,
  ): Promise<OperationResult<Data> & { statements: number }> {
    const before = sent;
    const result = await execute<Data>(query, variables, viewer);
    return { ...result, statements: sent - before };
  }
  /**
   * `execute` twice, answering the second run, expected without errors: the first request of a
   * day rolls the popularity rollups, so a request's own cost is the second's.
   */
  async function executeWarm<Data = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    viewer: Viewer | null = null,
  ) {
    await execute(query, variables, viewer);
    const result = await executeCounting<Data>(query, variables, viewer);
    expect(result.errors).toBeUndefined();
    return result;
  }
  return { db, url, execute: executeCounting, executeWarm };
}

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
