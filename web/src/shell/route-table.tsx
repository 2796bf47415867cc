import type { RouteObject } from "react-router";
import { NotFoundPage } from "../components/not-found-page/not-found-page.tsx";
import { wholeCatalogueLoaded } from "../i18n/catalogues.ts";
import { accountRoutes } from "./account-routes.tsx";
import { adminRoutes } from "./admin-routes.tsx";
import { AppLayout } from "./app-layout.tsx";
import { AppRoot } from "./app-root.tsx";
import { contentRoutes } from "./content-routes.tsx";
import { RouteErrorPage } from "./route-error-page.tsx";
import type { RouteHandle } from "./route-handle.ts";

/** Where the first page will be: tall enough to keep the footer below the fold until it arrives. */
function PageLoading() {
  return <div className="min-h-dvh" />;
}

/**
 * While the first page's chunk loads, the site's frame already shows, around an empty page. (The
 * fallback sits on each page's route, not the layout's, so the frame stays the same element when
 * the page arrives, and nothing typed into it is lost.) A page that fails to load or draw shows
 * the error page inside the frame, for the same reason.
 */
const showFrameWhileLoading = (routes: RouteObject[]) =>
  routes.map((route) => ({
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteErrorPage,
    ...route,
  }));

/**
 * Every URL of the app. Each screen is its own chunk, and so is its loader (`lazy`), both fetched
 * side by side the first time its route is visited: the route's query starts as soon as the small
 * loader chunk (the query and the variables read from the URL) arrives, while the screen's chunk
 * still downloads, and no page carries the other pages' queries.
 */
export const routes: RouteObject[] = [
  {
    Component: AppRoot,
    // `/`, Browse, a title and an article start with their first screen's messages only
    // (i18n/catalogues.ts): a move to another page waits for the rest.
    middleware: [async (_args, next) => (await wholeCatalogueLoaded(), next())],
    // The reader has no frame around it: nothing to show until its first chunk arrives.
    HydrateFallback: () => null,
    // Only for a frame that fails itself: each page has its own, inside the frame.
    ErrorBoundary: RouteErrorPage,
    children: [
      // The reader fills the screen: no site navigation around it.
      {
        path: "/manga/:mangaId/chapter/:chapterNumber",
        ErrorBoundary: RouteErrorPage,
        // Its HTML is one page and links (reader-shell.tsx); turning pages by key, swipe or
        // scroll, and sizing them to the screen, is the app's: it starts untouched.
        handle: { startsAtOnce: true } satisfies RouteHandle,
        lazy: {
          loader: () => import("../routes/reader/reader-query.ts").then((m) => m.readerLoader),
          shouldRevalidate: () =>
            import("../routes/reader/reader-query.ts").then((m) => m.readerShouldRevalidate),
          Component: () => import("../routes/reader/reader-route.tsx").then((m) => m.ReaderRoute),
        },
      },
      {
        Component: AppLayout,
        children: showFrameWhileLoading([
          {
            index: true,
            lazy: {
              loader: () => import("../routes/home/home-query.ts").then((m) => m.homeLoader),
              Component: () => import("../routes/home/home-route.tsx").then((m) => m.HomeRoute),
            },
          },
          {
            path: "homev1",
            lazy: {
              loader: () =>
                import("../routes/home-v1/home-v1-query.ts").then((m) => m.homeV1Loader),
              Component: () =>
                import("../routes/home-v1/home-v1-route.tsx").then((m) => m.HomeV1Route),
            },
          },
          {
            path: "browse",
            lazy: {
              loader: () => import("../routes/browse/browse-query.ts").then((m) => m.browseLoader),
              Component: () =>
                import("../routes/browse/browse-route.tsx").then((m) => m.BrowseRoute),
            },
          },
          {
            path: "manga/:mangaId",
            lazy: {
              loader: () =>
                import("../routes/manga-detail/manga-detail-query.ts").then(
                  (m) => m.mangaDetailLoader,
                ),
              Component: () =>
                import("../routes/manga-detail/manga-detail-route.tsx").then(
                  (m) => m.MangaDetailRoute,
                ),
            },
          },
          {
            path: "search",
            lazy: {
              loader: () => import("../routes/search/search-query.ts").then((m) => m.searchLoader),
              Component: () =>
                import("../routes/search/search-route.tsx").then((m) => m.SearchRoute),
            },
          },
          {
            path: "popular",
            lazy: {
              loader: () =>
                import("../routes/popular/popular-query.ts").then((m) => m.popularLoader),
              Component: () =>
                import("../routes/popular/popular-route.tsx").then((m) => m.PopularRoute),
            },
          },
          {
            path: "latest",
            lazy: {
              loader: () => import("../routes/latest/latest-query.ts").then((m) => m.latestLoader),
              Component: () =>
                import("../routes/latest/latest-route.tsx").then((m) => m.LatestRoute),
            },
          },
          ...contentRoutes,
          // The directory of every page reads this table to tell which pages exist; the table
          // hands itself down, so the screen never imports it back.
          {
            path: "pages",
            lazy: {
              loader: () => import("../routes/pages/pages-query.ts").then((m) => m.pagesLoader),
              Component: () =>
                import("../routes/pages/pages-route.tsx").then(({ PagesRoute }) => () => (
                  <PagesRoute routes={routes} />
                )),
            },
          },
          // Works offline: it reads only what is on the device, which only the app can, so it
          // starts untouched.
          {
            path: "downloads",
            handle: { startsAtOnce: true } satisfies RouteHandle,
            lazy: () =>
              import("../routes/downloads/downloads-route.tsx").then((m) => ({
                Component: m.DownloadsRoute,
              })),
          },
          ...accountRoutes,
          ...adminRoutes,
          { path: "*", Component: NotFoundPage },
        ]),
      },
    ],
  },
];
