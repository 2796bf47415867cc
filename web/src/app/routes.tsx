import type { RouteObject } from "react-router";
import { HomeRoute, homeLoader } from "../routes/home/home-route.tsx";
import { NotFoundRoute } from "../routes/not-found/not-found-route.tsx";
import { AppLayout } from "./app-layout.tsx";

export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    children: [
      { index: true, loader: homeLoader, Component: HomeRoute },
      { path: "*", Component: NotFoundRoute },
    ],
  },
];
