import {
  ApolloClient,
  ApolloLink,
  HttpLink,
  InMemoryCache,
  type DocumentNode,
  type OperationVariables,
  type TypedDocumentNode,
} from "@apollo/client";
import { i18n } from "@lingui/core";
import { OperationTypeNode } from "graphql";
import { PersistedQueryLink } from "@apollo/client/link/persisted-queries";
import {
  createQueryPreloader,
  type PreloadQueryFunction,
  type PreloadQueryOptions,
} from "@apollo/client/react";
import { createContext, type RouterContextProvider } from "react-router";
import { rereadAfterSaves } from "./reread-after-saves.ts";
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
 * go as POSTs too. A query answered from before a save is asked again (see rereadAfterSaves).
 */
function apiLink(): ApolloLink {
  // The header satisfies Apollo Server's CSRF prevention for GETs.
  const http = new HttpLink({ uri: "/graphql", headers: { "apollo-require-preflight": "true" } });
  const api = globalThis.crypto?.subtle
    ? ApolloLink.split(
        (operation) => operation.operationType === OperationTypeNode.QUERY,
        persistedQueryLink().concat(http),
        http,
      )
    : http;
  return ApolloLink.from([withInterfaceLanguage, rereadAfterSaves(), api]);
}

/**
 * Sends a query's hash in place of its text. The server knows the app's own queries' hashes from
 * the start (web/scripts/safelist.ts computes them through this same link at build time).
 */
export function persistedQueryLink(): ApolloLink {
  return new PersistedQueryLink({ sha256, useGETForHashedQueries: true });
}

interface ClientOptions {
  /** rendering on the server: each query is fetched once and never polled */
  ssrMode?: boolean;
  /**
   * hydrating a page the server rendered: its queries are answered from the restored cache until
   * main.tsx turns `prioritizeCacheValues` off, once the routes' loaders have run
   */
  hydrating?: boolean;
}

/** The app's client configuration; tests pass a link that answers from fixtures. */
export function createApolloClient(link: ApolloLink = apiLink(), options: ClientOptions = {}) {
  const client = new ApolloClient({
    link,
    cache: new InMemoryCache({ typePolicies }),
    // Every data view renders its own error state with a retry, so errors come back as
    // results instead of being thrown.
    defaultOptions: { watchQuery: { errorPolicy: "all" } },
    ssrMode: options.ssrMode,
  });
  // Screens that always ask the network (network-only) take the server's answer when their
  // loaders run again to hydrate, so the first client render matches the HTML and no route query
  // is asked twice. (`ssrForceFetchDelay` ends after a fixed time, which a busy browser often
  // outlasted before the loaders ran.)
  if (options.hydrating) client.prioritizeCacheValues = true;
  return client;
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

let browserClient: ApolloClient | undefined;

/** Keeps the browser's one client (main.tsx makes it) for code that runs outside React. */
export function rememberBrowserClient(client: ApolloClient): void {
  browserClient = client;
}

/**
 * The browser's client, for what runs outside React and outlives a screen: offline downloads and
 * the queue of page turns read offline. Never on the server, where each request has its own.
 */
export function browserApolloClient(): ApolloClient {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- for the developer, not the reader
  if (!browserClient) throw new Error("The browser's Apollo client is not made yet (main.tsx)");
  return browserClient;
}

/**
 * The client of this page view, handed to route loaders through the router's context: the
 * browser has one, the server one per request (so no reader's data reaches another's page).
 */
export const apolloClientContext = createContext<ApolloClient>();

/**
 * Starts, from a route's loader, the query its screen then asks with `useQuery` (screens that
 * page and refetch it themselves): the request leaves while the screen's code downloads, always
 * fresh, and the screen (cache-first) finds the answer in the cache or joins the request still in
 * flight (Apollo deduplicates identical requests). A failure is the screen's to show.
 */
export function prefetchQuery<TData, TVariables extends OperationVariables>(
  context: Readonly<RouterContextProvider>,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
) {
  context
    .get(apolloClientContext)
    .query({ query, variables, fetchPolicy: "network-only" })
    .catch(() => {});
  return null;
}

const preloaders = new WeakMap<ApolloClient, PreloadQueryFunction>();

/** Starts a route's query from its loader, before the route renders, with this view's client. */
export function preloaderOf(context: Readonly<RouterContextProvider>): PreloadQueryFunction {
  const client = context.get(apolloClientContext);
  let preload = preloaders.get(client);
  if (!preload) preloaders.set(client, (preload = followingTheCache(client)));
  return preload;
}

/**
 * The client's preloader, whose references follow the cache from the start. While the client
 * hydrates (or renders on the server) Apollo answers a network-only query from the cache; but a
 * network-only reference starts watching the cache only once a network answer comes (Apollo
 * Client 4.3), and none does: what a mutation then writes, such as a preference the reader just
 * saved, never showed. Asked as cache-first, the answer it gets anyway, it follows every write.
 */
function followingTheCache(client: ApolloClient): PreloadQueryFunction {
  const preload = createQueryPreloader(client);
  const answeredFromCache = (query: DocumentNode, options?: PreloadQueryOptions) =>
    preload(
      query,
      client.prioritizeCacheValues && options?.fetchPolicy === "network-only"
        ? { ...options, fetchPolicy: "cache-first" }
        : options,
    );
  // The same function with its overloads' types: only the fetch policy changes.
  return Object.assign(answeredFromCache, { toPromise: preload.toPromise }) as PreloadQueryFunction;
}
