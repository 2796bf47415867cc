import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { i18n } from "@lingui/core";
import { OperationTypeNode } from "graphql";
import { PersistedQueryLink } from "@apollo/client/link/persisted-queries";
import { createQueryPreloader, type PreloadQueryFunction } from "@apollo/client/react";
import { createContext, type RouterContextProvider } from "react-router";
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
  const persisted = new PersistedQueryLink({ sha256, useGETForHashedQueries: true });
  return withInterfaceLanguage.concat(
    ApolloLink.split(
      (operation) => operation.operationType === OperationTypeNode.QUERY,
      persisted.concat(http),
      http,
    ),
  );
}

interface ClientOptions {
  /** rendering on the server: each query is fetched once and never polled */
  ssrMode?: boolean;
  /** hydrating a page the server rendered: its queries are answered from the restored cache */
  hydrating?: boolean;
}

/** The app's client configuration; tests pass a link that answers from fixtures. */
export function createApolloClient(link: ApolloLink = apiLink(), options: ClientOptions = {}) {
  return new ApolloClient({
    link,
    cache: new InMemoryCache({ typePolicies }),
    // Every data view renders its own error state with a retry, so errors come back as
    // results instead of being thrown.
    defaultOptions: { watchQuery: { errorPolicy: "all" } },
    ssrMode: options.ssrMode,
    // Screens that always ask the network (network-only) take the server's answer while they
    // hydrate, so the first client render matches the HTML.
    ssrForceFetchDelay: options.hydrating ? 100 : undefined,
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

/**
 * The client of this page view, handed to route loaders through the router's context: the
 * browser has one, the server one per request (so no reader's data reaches another's page).
 */
export const apolloClientContext = createContext<ApolloClient>();

const preloaders = new WeakMap<ApolloClient, PreloadQueryFunction>();

/** Starts a route's query from its loader, before the route renders, with this view's client. */
export function preloaderOf(context: Readonly<RouterContextProvider>): PreloadQueryFunction {
  const client = context.get(apolloClientContext);
  let preload = preloaders.get(client);
  if (!preload) preloaders.set(client, (preload = createQueryPreloader(client)));
  return preload;
}
