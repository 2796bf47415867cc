import { ApolloArmor } from "@escape.tech/graphql-armor";

// Limits against abusive queries, with room above the web app's own queries (query-limits.test.ts
// checks every one of them): the home page's query, a dozen lists with their cards, costs about
// 10,600. Lists are also capped at 100 items by `first`. GraphiQL's introspection query is exempt
// from depth and cost.
export const queryLimits = new ApolloArmor({
  maxDepth: { n: 10 },
  maxAliases: { n: 15 },
  maxDirectives: { n: 20 },
  maxTokens: { n: 5000 },
  costLimit: { maxCost: 20000 },
});
