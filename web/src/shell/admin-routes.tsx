import type { RouteObject } from "react-router";

/** The admin area: titles and their chapters (admins only; the server checks every call). */
export const adminRoutes: RouteObject[] = [
  {
    path: "admin",
    lazy: () =>
      import("../routes/admin/admin-titles-route.tsx").then((m) => ({
        Component: m.AdminTitlesRoute,
      })),
  },
  {
    path: "admin/titles/new",
    lazy: () =>
      import("../routes/admin/new-title-route.tsx").then((m) => ({ Component: m.NewTitleRoute })),
  },
  {
    path: "admin/titles/:mangaId",
    lazy: () =>
      import("../routes/admin/edit-title-route.tsx").then((m) => ({ Component: m.EditTitleRoute })),
  },
];
