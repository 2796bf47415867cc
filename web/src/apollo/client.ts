import { ApolloClient, HttpLink, InMemoryCache } from "@apollo/client";
import { createQueryPreloader } from "@apollo/client/react";
import { typePolicies } from "./type-policies.ts";

export function createApolloClient(uri = "/graphql") {
  return new ApolloClient({
    link: new HttpLink({ uri }),
    cache: new InMemoryCache({ typePolicies }),
  });
}

/** The app's one client. */
export const apolloClient = createApolloClient();

/** Starts a route's query from its loader, before the route renders. */
export const preloadQuery = createQueryPreloader(apolloClient);
