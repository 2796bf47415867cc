import type { RouteObject } from "react-router";
import { signedInOnly } from "./route-handle.ts";

/** Signing up, in, verifying and resetting; the reader's dashboard and settings. */
export const accountRoutes: RouteObject[] = [
  {
    path: "login",
    lazy: () =>
      import("../routes/login/login-route.tsx").then((m) => ({ Component: m.LoginRoute })),
  },
  {
    path: "signup",
    lazy: () =>
      import("../routes/signup/signup-route.tsx").then((m) => ({ Component: m.SignupRoute })),
  },
  {
    path: "forgot-password",
    lazy: () =>
      import("../routes/forgot-password/forgot-password-route.tsx").then((m) => ({
        Component: m.ForgotPasswordRoute,
      })),
  },
  {
    path: "reset-password",
    lazy: () =>
      import("../routes/forgot-password/reset-password-route.tsx").then((m) => ({
        Component: m.ResetPasswordRoute,
      })),
  },
  {
    path: "verify-email",
    lazy: () =>
      import("../routes/verify-email/verify-email-route.tsx").then((m) => ({
        Component: m.VerifyEmailRoute,
      })),
  },
  ...signedInOnly([
    {
      path: "moderation",
      lazy: {
        loader: () =>
          import("../routes/moderation/moderation-query.ts").then((m) => m.moderationLoader),
        Component: () =>
          import("../routes/moderation/moderation-route.tsx").then((m) => m.ModerationRoute),
      },
    },
    {
      path: "notifications",
      lazy: {
        loader: () =>
          import("../routes/notifications/notifications-query.ts").then(
            (m) => m.notificationsLoader,
          ),
        Component: () =>
          import("../routes/notifications/notifications-route.tsx").then(
            (m) => m.NotificationsRoute,
          ),
      },
    },
    ...["settings", "profile"].map((path) => ({
      path,
      lazy: {
        loader: () => import("../routes/settings/settings-query.ts").then((m) => m.settingsLoader),
        Component: () =>
          import("../routes/settings/settings-route.tsx").then((m) => m.SettingsRoute),
      },
    })),
    ...["dashboard", "favorites", "history"].map((path) => ({
      path,
      lazy: {
        loader: () =>
          import("../routes/dashboard/dashboard-query.ts").then((m) => m.dashboardLoader),
        Component: () =>
          import("../routes/dashboard/dashboard-route.tsx").then((m) => m.DashboardRoute),
      },
    })),
  ]),
];
