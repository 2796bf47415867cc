import type { RouteObject } from "react-router";
import { adminTitlesLoader } from "../routes/admin/admin-titles-query.ts";
import { editTitleLoader } from "../routes/admin/edit-title-query.ts";
import { newTitleLoader } from "../routes/admin/new-title-query.ts";

/** The admin area: titles and their chapters (admins only; the server checks every call). */
export const adminRoutes: RouteObject[] = [
  {
    path: "admin",
    loader: adminTitlesLoader,
    lazy: () =>
      import("../routes/admin/admin-titles-route.tsx").then((m) => ({
        Component: m.AdminTitlesRoute,
      })),
  },
  {
    path: "admin/titles/new",
    loader: newTitleLoader,
    lazy: () =>
      import("../routes/admin/new-title-route.tsx").then((m) => ({ Component: m.NewTitleRoute })),
  },
  {
    path: "admin/titles/:mangaId",
    loader: editTitleLoader,
    lazy: () =>
      import("../routes/admin/edit-title-route.tsx").then((m) => ({ Component: m.EditTitleRoute })),
  },
];
