import type { RouteObject } from "react-router";
import { signedInOnly } from "./route-handle.ts";

/** The admin area: titles and their chapters (admins only; the server checks every call). */
export const adminRoutes: RouteObject[] = signedInOnly([
  {
    path: "admin",
    lazy: {
      loader: () =>
        import("../routes/admin/admin-titles-query.ts").then((m) => m.adminTitlesLoader),
      Component: () =>
        import("../routes/admin/admin-titles-route.tsx").then((m) => m.AdminTitlesRoute),
    },
  },
  {
    path: "admin/titles/new",
    lazy: {
      loader: () => import("../routes/admin/new-title-query.ts").then((m) => m.newTitleLoader),
      Component: () => import("../routes/admin/new-title-route.tsx").then((m) => m.NewTitleRoute),
    },
  },
  {
    path: "admin/titles/:mangaId",
    lazy: {
      loader: () => import("../routes/admin/edit-title-query.ts").then((m) => m.editTitleLoader),
      Component: () => import("../routes/admin/edit-title-route.tsx").then((m) => m.EditTitleRoute),
    },
  },
]);
