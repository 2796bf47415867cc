/// <reference lib="webworker" />
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst, NetworkOnly } from "workbox-strategies";
import {
  APP_FILES_CACHE,
  chapterDataKey,
  DOWNLOADS_CACHE,
  OFFLINE_DATA_CACHE,
  OFFLINE_QUERIES,
  READER_QUERY,
  RECENT_PAGES_CACHE,
} from "../src/lib/offline-caches.ts";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

// What reading offline needs: index.html and the built scripts, styles and fonts of the frame,
// the reader, the Library and Downloads (web/pwa.ts lists them).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// A new version takes over at once: the hashed assets it precached are the ones the server has.
void self.skipWaiting();
clientsClaim();

// Pages are network first (the server renders them); offline, the precached shell opens instead
// and the router draws the screen from what is on the device.
const network = new NetworkOnly();
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await network.handle(options);
      } catch {
        return (await matchPrecache("/index.html")) ?? Response.error();
      }
    },
    // What the server answers itself, never the app: the playground, files, feeds, probes.
    { denylist: [/^\/(graphql|media|uploads|downloads\/|feeds|opds|healthz|readyz|metrics)\b/] },
  ),
);

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// The app's other built files (another screen's chunk, first loaded with the worker in charge):
// their names change with their content, so a copy is kept as it first comes.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith("/assets/"),
  new CacheFirst({
    cacheName: APP_FILES_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })],
  }),
);

// Images: a downloaded page first, else the recently read ones (bounded; a full disk empties it).
const recentPages = new CacheFirst({
  cacheName: RECENT_PAGES_CACHE,
  plugins: [
    new ExpirationPlugin({
      maxEntries: 300,
      maxAgeSeconds: 7 * 24 * 60 * 60,
      purgeOnQuotaError: true,
    }),
  ],
});
registerRoute(
  ({ url, request }) =>
    sameOrigin(url) && url.pathname.startsWith("/media/") && request.destination === "image",
  async (options) => {
    // The app stored the page under the URL the reader asks for, whatever the Accept header.
    const downloaded = await caches.match(options.request.url, {
      cacheName: DOWNLOADS_CACHE,
      ignoreVary: true,
    });
    return downloaded ?? recentPages.handle(options);
  },
);

const operationOf = (url: URL) =>
  sameOrigin(url) && url.pathname === "/graphql" ? url.searchParams.get("operationName") : null;

// The Library and the frame's viewer: the last answer, when the network fails.
registerRoute(
  ({ url, request }) => {
    const operation = operationOf(url);
    return request.method === "GET" && operation !== null && OFFLINE_QUERIES.includes(operation);
  },
  new NetworkFirst({
    cacheName: OFFLINE_DATA_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 30, purgeOnQuotaError: true })],
  }),
);

// A chapter: from the network, else from its download (no other query is kept).
registerRoute(
  ({ url, request }) => request.method === "GET" && operationOf(url) === READER_QUERY,
  async ({ url, request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const { mangaId, number } = JSON.parse(url.searchParams.get("variables") ?? "{}") as {
        mangaId?: string;
        number?: number;
      };
      const downloaded =
        mangaId !== undefined && number !== undefined
          ? await caches.match(chapterDataKey(mangaId, number), { cacheName: DOWNLOADS_CACHE })
          : undefined;
      if (downloaded) return downloaded;
      throw error;
    }
  },
);
