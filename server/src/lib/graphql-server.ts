import { ApolloServer, type ApolloServerPlugin } from "@apollo/server";
import { ApolloServerErrorCode, unwrapResolverError } from "@apollo/server/errors";
import { ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import type { GraphQLFormattedError } from "graphql";
import type { Context } from "./context.ts";
import { queryLimits } from "./query-limits.ts";
import { buildSchema } from "./schema.ts";

/** Unexpected errors (a database failure, a bug) are logged here and reach clients without their details. */
function hideInternalErrors(
  formatted: GraphQLFormattedError,
  error: unknown,
): GraphQLFormattedError {
  if (formatted.extensions?.code !== ApolloServerErrorCode.INTERNAL_SERVER_ERROR) return formatted;
  console.error(unwrapResolverError(error));
  return { ...formatted, message: "Internal server error" };
}

/** The started Apollo server; `createApp` mounts it and tests call `executeOperation` on it. */
export async function createGraphQLServer({
  plugins = [],
}: { plugins?: ApolloServerPlugin<Context>[] } = {}): Promise<ApolloServer<Context>> {
  const protection = queryLimits.protect();
  const server = new ApolloServer<Context>({
    schema: await buildSchema(),
    ...protection,
    formatError: hideInternalErrors,
    // The public playground (GraphiQL) needs introspection, which Apollo turns off in production.
    introspection: true,
    // The playground is our own GraphiQL page (see app.ts): Apollo's landing pages need a CDN.
    plugins: [...protection.plugins, ApolloServerPluginLandingPageDisabled(), ...plugins],
  });
  await server.start();
  return server;
}
