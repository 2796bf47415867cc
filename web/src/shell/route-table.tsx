import type { RouteObject } from "react-router";
import { NotFoundPage } from "../components/not-found-page/not-found-page.tsx";
import { browseLoader } from "../routes/browse/browse-query.ts";
import { homeV1Loader } from "../routes/home-v1/home-v1-query.ts";
import { homeLoader } from "../routes/home/home-query.ts";
import { latestLoader } from "../routes/latest/latest-query.ts";
import { mangaDetailLoader } from "../routes/manga-detail/manga-detail-query.ts";
import { pagesLoader } from "../routes/pages/pages-query.ts";
import { popularLoader } from "../routes/popular/popular-query.ts";
import { readerLoader, readerShouldRevalidate } from "../routes/reader/reader-query.ts";
import { searchLoader } from "../routes/search/search-query.ts";
import { accountRoutes } from "./account-routes.tsx";
import { adminRoutes } from "./admin-routes.tsx";
import { AppLayout } from "./app-layout.tsx";
import { AppRoot } from "./app-root.tsx";
import { contentRoutes } from "./content-routes.tsx";
import { RouteErrorPage } from "./route-error-page.tsx";

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
 * Every URL of the app. Each screen is its own chunk (`lazy`), fetched the first time its route
 * is visited; its loader is here in the main bundle, so the route's query starts at once,
 * while the chunk downloads.
 */
export const routes: RouteObject[] = [
  {
    Component: AppRoot,
    // The reader has no frame around it: nothing to show until its first chunk arrives.
    HydrateFallback: () => null,
    // Only for a frame that fails itself: each page has its own, inside the frame.
    ErrorBoundary: RouteErrorPage,
    children: [
      // The reader fills the screen: no site navigation around it.
      {
        path: "/manga/:mangaId/chapter/:chapterNumber",
        loader: readerLoader,
        shouldRevalidate: readerShouldRevalidate,
        ErrorBoundary: RouteErrorPage,
        lazy: () =>
          import("../routes/reader/reader-route.tsx").then((m) => ({ Component: m.ReaderRoute })),
      },
      {
        Component: AppLayout,
        children: showFrameWhileLoading([
          {
            index: true,
            loader: homeLoader,
            lazy: () =>
              import("../routes/home/home-route.tsx").then((m) => ({ Component: m.HomeRoute })),
          },
          {
            path: "homev1",
            loader: homeV1Loader,
            lazy: () =>
              import("../routes/home-v1/home-v1-route.tsx").then((m) => ({
                Component: m.HomeV1Route,
              })),
          },
          {
            path: "browse",
            loader: browseLoader,
            lazy: () =>
              import("../routes/browse/browse-route.tsx").then((m) => ({
                Component: m.BrowseRoute,
              })),
          },
          {
            path: "manga/:mangaId",
            loader: mangaDetailLoader,
            lazy: () =>
              import("../routes/manga-detail/manga-detail-route.tsx").then((m) => ({
                Component: m.MangaDetailRoute,
              })),
          },
          {
            path: "search",
            loader: searchLoader,
            lazy: () =>
              import("../routes/search/search-route.tsx").then((m) => ({
                Component: m.SearchRoute,
              })),
          },
          {
            path: "popular",
            loader: popularLoader,
            lazy: () =>
              import("../routes/popular/popular-route.tsx").then((m) => ({
                Component: m.PopularRoute,
              })),
          },
          {
            path: "latest",
            loader: latestLoader,
            lazy: () =>
              import("../routes/latest/latest-route.tsx").then((m) => ({
                Component: m.LatestRoute,
              })),
          },
          ...contentRoutes,
          // The directory of every page reads this table to tell which pages exist; the table
          // hands itself down, so the screen never imports it back.
          {
            path: "pages",
            loader: pagesLoader,
            lazy: () =>
              import("../routes/pages/pages-route.tsx").then(({ PagesRoute }) => ({
                Component: () => <PagesRoute routes={routes} />,
              })),
          },
          // Works offline: it reads only what is on the device.
          {
            path: "downloads",
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
