import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { ApolloArmor } from "@escape.tech/graphql-armor";
import type { Context } from "./context.ts";
import { buildSchema } from "./schema.ts";

// Limits against abusive queries, set with room above the web app's own queries (the deepest,
// me → continueReading → edges → node → manga → genres → name, has depth 7). GraphiQL's
// introspection query is exempt from depth and cost.
const armor = new ApolloArmor({
  maxDepth: { n: 10 },
  maxAliases: { n: 15 },
  maxDirectives: { n: 20 },
  maxTokens: { n: 5000 },
  costLimit: { maxCost: 5000 },
});

/** The started Apollo server; `createApp` mounts it and tests call `executeOperation` on it. */
export async function createGraphQLServer(): Promise<ApolloServer<Context>> {
  const protection = armor.protect();
  const server = new ApolloServer<Context>({
    schema: await buildSchema(),
    ...protection,
    // The playground is our own GraphiQL page (see app.ts): Apollo's landing pages need a CDN.
    plugins: [...protection.plugins, ApolloServerPluginLandingPageDisabled()],
  });
  await server.start();
  return server;
}
