import type { Resolvers } from "../generated/graphql.ts";

export const resolvers: Resolvers = {
  Query: {
    // No sessions yet: every request is signed out.
    me: () => null,
  },
};
