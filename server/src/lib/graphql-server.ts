import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import type { Context } from "./context.ts";
import { errorReporting } from "./error-reporting.ts";
import { formatError } from "./errors.ts";
import { operationBudget } from "./operation-budget.ts";
import { parseOptions, queryLimits } from "./query-limits.ts";
import type { RateLimit } from "./rate-limits.ts";
import { buildSchema } from "./schema.ts";

export interface GraphQLServerOptions {
  /** each IP's budget of operation cost (see operation-budget.ts); none outside HTTP (tests, scripts) */
  apiBudget?: RateLimit;
  /** masks graphql's "Did you mean ...?" field suggestions; by default in production */
  hideSuggestions?: boolean;
}

/** The started Apollo server; `createApp` mounts it and tests call `executeOperation` on it. */
export async function createGraphQLServer({
  apiBudget,
  hideSuggestions = process.env.NODE_ENV === "production",
}: GraphQLServerOptions = {}): Promise<ApolloServer<Context>> {
  const limits = queryLimits({ hideSuggestions });
  const server = new ApolloServer<Context>({
    schema: await buildSchema(),
    ...limits,
    parseOptions,
    formatError,
    includeStacktraceInErrorResponses: false,
    // The public playground (GraphiQL) needs introspection, which Apollo turns off in production.
    introspection: true,
    plugins: [
      ...limits.plugins,
      operationBudget(apiBudget),
      errorReporting,
      // The playground is our own GraphiQL page (see app.ts): Apollo's landing pages need a CDN.
      ApolloServerPluginLandingPageDisabled(),
    ],
  });
  await server.start();
  return server;
}
