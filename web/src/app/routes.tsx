import type { RouteObject } from "react-router";
import { accountRoutes } from "../routes/account-routes.tsx";
import { BrowseRoute, browseLoader } from "../routes/browse/browse-route.tsx";
import { contentRoutes } from "../routes/content-routes.tsx";
import { HomeRoute, homeLoader } from "../routes/home/home-route.tsx";
import { HomeV1Route, homeV1Loader } from "../routes/home-v1/home-v1-route.tsx";
import { LatestRoute, latestLoader } from "../routes/latest/latest-route.tsx";
import { MangaDetailRoute, mangaDetailLoader } from "../routes/manga-detail/manga-detail-route.tsx";
import { PopularRoute, popularLoader } from "../routes/popular/popular-route.tsx";
import { NotFoundRoute } from "../routes/not-found/not-found-route.tsx";
import { SearchRoute, searchLoader } from "../routes/search/search-route.tsx";
import {
  ReaderRoute,
  readerLoader,
  readerShouldRevalidate,
} from "../routes/reader/reader-route.tsx";
import { AppLayout } from "./app-layout.tsx";
import { AppRoot } from "./app-root.tsx";

export const routes: RouteObject[] = [
  {
    Component: AppRoot,
    children: [
      // The reader fills the screen: no site navigation around it.
      {
        path: "/manga/:mangaId/chapter/:chapterNumber",
        loader: readerLoader,
        shouldRevalidate: readerShouldRevalidate,
        Component: ReaderRoute,
      },
      {
        Component: AppLayout,
        children: [
          { index: true, loader: homeLoader, Component: HomeRoute },
          { path: "homev1", loader: homeV1Loader, Component: HomeV1Route },
          { path: "browse", loader: browseLoader, Component: BrowseRoute },
          { path: "manga/:mangaId", loader: mangaDetailLoader, Component: MangaDetailRoute },
          { path: "search", loader: searchLoader, Component: SearchRoute },
          { path: "popular", loader: popularLoader, Component: PopularRoute },
          { path: "latest", loader: latestLoader, Component: LatestRoute },
          ...contentRoutes,
          ...accountRoutes,
          { path: "*", Component: NotFoundRoute },
        ],
      },
    ],
  },
];
