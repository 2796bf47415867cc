import { ApolloServer } from "@apollo/server";
import { ApolloServerErrorCode, unwrapResolverError } from "@apollo/server/errors";
import { ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { ApolloArmor } from "@escape.tech/graphql-armor";
import type { GraphQLFormattedError } from "graphql";
import type { Context } from "./context.ts";
import { buildSchema } from "./schema.ts";

// Limits against abusive queries, with room above the web app's own queries (the deepest go
// about 7 fields down). GraphiQL's introspection query is exempt from depth and cost.
const armor = new ApolloArmor({
  maxDepth: { n: 10 },
  maxAliases: { n: 15 },
  maxDirectives: { n: 20 },
  maxTokens: { n: 5000 },
  costLimit: { maxCost: 5000 },
});

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
export async function createGraphQLServer(): Promise<ApolloServer<Context>> {
  const protection = armor.protect();
  const server = new ApolloServer<Context>({
    schema: await buildSchema(),
    ...protection,
    formatError: hideInternalErrors,
    // The playground is our own GraphiQL page (see app.ts): Apollo's landing pages need a CDN.
    plugins: [...protection.plugins, ApolloServerPluginLandingPageDisabled()],
  });
  await server.start();
  return server;
}
