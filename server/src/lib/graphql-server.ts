import { ApolloServer, type ApolloServerPlugin } from "@apollo/server";
import { ApolloServerErrorCode, unwrapResolverError } from "@apollo/server/errors";
import { ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { GraphQLError, type GraphQLFormattedError } from "graphql";
import type { Context } from "./context.ts";
import type { Db } from "./db.ts";
import { httpCachingPlugins } from "./http-caching.ts";
import { persistedQueryStore } from "./persisted-queries.ts";
import { queryLimits } from "./query-limits.ts";
import { buildSchema } from "./schema.ts";

const httpStatusOf = (error: GraphQLError) =>
  (error.extensions.http as { status?: number } | undefined)?.status;

/** Unexpected errors (a database failure, a bug) are logged here and reach clients without their details. */
function hideInternalErrors(
  formatted: GraphQLFormattedError,
  error: unknown,
): GraphQLFormattedError {
  if (formatted.extensions?.code !== ApolloServerErrorCode.INTERNAL_SERVER_ERROR) return formatted;
  const original = unwrapResolverError(error);
  // Apollo answers some bad requests (a persisted query's wrong hash) with status 400 and no code.
  if (original instanceof GraphQLError && httpStatusOf(original) === 400) {
    return { ...formatted, extensions: { ...formatted.extensions, code: "BAD_REQUEST" } };
  }
  console.error(original);
  return { ...formatted, message: "Internal server error" };
}

/** The started Apollo server; `createApp` mounts it and tests call `executeOperation` on it. */
export async function createGraphQLServer({
  db,
  plugins = [],
}: {
  /** where automatic persisted queries are kept; without it, in this process's memory */
  db?: Db;
  plugins?: ApolloServerPlugin<Context>[];
} = {}): Promise<ApolloServer<Context>> {
  const protection = queryLimits.protect();
  const server = new ApolloServer<Context>({
    schema: await buildSchema(),
    ...protection,
    formatError: hideInternalErrors,
    // The public playground (GraphiQL) needs introspection, which Apollo turns off in production.
    introspection: true,
    // The playground is our own GraphiQL page (see app.ts): Apollo's landing pages need a CDN.
    // Automatic persisted queries (the web app sends its queries as GETs of their hash).
    persistedQueries: db ? { cache: persistedQueryStore(db), ttl: null } : {},
    plugins: [
      ...protection.plugins,
      ...httpCachingPlugins(),
      ApolloServerPluginLandingPageDisabled(),
      ...plugins,
    ],
  });
  await server.start();
  return server;
}
