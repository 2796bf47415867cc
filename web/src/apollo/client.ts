import { ApolloClient, HttpLink, InMemoryCache, type ApolloLink } from "@apollo/client";
import { createQueryPreloader } from "@apollo/client/react";
import { typePolicies } from "./type-policies.ts";

/** The app's client configuration; tests pass a link that answers from fixtures. */
export function createApolloClient(link: ApolloLink = new HttpLink({ uri: "/graphql" })) {
  return new ApolloClient({
    link,
    cache: new InMemoryCache({ typePolicies }),
    // Every data view renders its own error state with a retry, so errors come back as
    // results instead of being thrown.
    defaultOptions: { watchQuery: { errorPolicy: "all" } },
  });
}

// Tells the types about the errorPolicy default above: results may carry an error.
// (Apollo declares default options in namespaces; module augmentation must follow them.)
/* eslint-disable @typescript-eslint/no-namespace */
declare module "@apollo/client" {
  export namespace ApolloClient {
    export namespace DeclareDefaultOptions {
      interface WatchQuery {
        errorPolicy: "all";
      }
    }
  }
}
/* eslint-enable @typescript-eslint/no-namespace */

/** The app's one client. */
export const apolloClient = createApolloClient();

/** Starts a route's query from its loader, before the route renders. */
export const preloadQuery = createQueryPreloader(apolloClient);
