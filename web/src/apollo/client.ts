import {
  ApolloClient,
  ApolloLink,
  HttpLink,
  InMemoryCache,
  type OperationVariables,
  type TypedDocumentNode,
} from "@apollo/client";
import { i18n } from "@lingui/core";
import { OperationTypeNode } from "graphql";
import { PersistedQueryLink } from "@apollo/client/link/persisted-queries";
import { createQueryPreloader } from "@apollo/client/react";
import { typePolicies } from "./type-policies.ts";

/** SHA-256 as hex, from the browser's own crypto (no hashing library in the bundle). */
async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Requests carry the interface's language as their Accept-Language (the browser would send its
 * own): what the API writes for the reader, such as the e-mails of signing up, reads in it.
 */
const withInterfaceLanguage = new ApolloLink((operation, forward) => {
  operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
    headers: { ...headers, "accept-language": i18n.locale },
  }));
  return forward(operation);
});

/**
 * The API over HTTP. Queries go as GETs of their hash (automatic persisted queries), which a CDN
 * can cache; the server asks once for a query it does not know. Mutations, never cached, go as
 * plain POSTs. Web Crypto exists only in secure contexts (https, localhost), so elsewhere queries
 * go as POSTs too.
 */
function apiLink(): ApolloLink {
  // The header satisfies Apollo Server's CSRF prevention for GETs.
  const http = new HttpLink({ uri: "/graphql", headers: { "apollo-require-preflight": "true" } });
  if (!globalThis.crypto?.subtle) return withInterfaceLanguage.concat(http);
  return withInterfaceLanguage.concat(
    ApolloLink.split(
      (operation) => operation.operationType === OperationTypeNode.QUERY,
      persistedQueryLink().concat(http),
      http,
    ),
  );
}

/**
 * Sends a query's hash in place of its text. The server knows the app's own queries' hashes from
 * the start (web/scripts/safelist.ts computes them through this same link at build time).
 */
export function persistedQueryLink(): ApolloLink {
  return new PersistedQueryLink({ sha256, useGETForHashedQueries: true });
}

/** The app's client configuration; tests pass a link that answers from fixtures. */
export function createApolloClient(link: ApolloLink = apiLink()) {
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

/**
 * Starts, from a route's loader, the query its screen then asks with `useQuery` (screens that
 * page and refetch it themselves): the request leaves while the screen's code downloads, always
 * fresh, and the screen (cache-first) finds the answer in the cache or joins the request still in
 * flight (Apollo deduplicates identical requests). A failure is the screen's to show.
 */
export function prefetchQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
) {
  apolloClient.query({ query, variables, fetchPolicy: "network-only" }).catch(() => {});
  return null;
}
