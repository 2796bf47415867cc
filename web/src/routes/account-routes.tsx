import type { RouteObject } from "react-router";
import { dashboardLoader } from "./dashboard/dashboard-query.ts";
import { notificationsLoader } from "./notifications/notifications-query.ts";
import { settingsLoader } from "./settings/settings-query.ts";

/** Signing up, in, verifying and resetting; the reader's dashboard and settings. */
export const accountRoutes: RouteObject[] = [
  {
    path: "login",
    lazy: () => import("./login/login-route.tsx").then((m) => ({ Component: m.LoginRoute })),
  },
  {
    path: "signup",
    lazy: () => import("./signup/signup-route.tsx").then((m) => ({ Component: m.SignupRoute })),
  },
  {
    path: "forgot-password",
    lazy: () =>
      import("./forgot-password/forgot-password-route.tsx").then((m) => ({
        Component: m.ForgotPasswordRoute,
      })),
  },
  {
    path: "reset-password",
    lazy: () =>
      import("./forgot-password/reset-password-route.tsx").then((m) => ({
        Component: m.ResetPasswordRoute,
      })),
  },
  {
    path: "verify-email",
    lazy: () =>
      import("./verify-email/verify-email-route.tsx").then((m) => ({
        Component: m.VerifyEmailRoute,
      })),
  },
  {
    path: "moderation",
    lazy: () =>
      import("./moderation/moderation-route.tsx").then((m) => ({
        Component: m.ModerationRoute,
      })),
  },
  {
    path: "notifications",
    loader: notificationsLoader,
    lazy: () =>
      import("./notifications/notifications-route.tsx").then((m) => ({
        Component: m.NotificationsRoute,
      })),
  },
  ...["settings", "profile"].map((path) => ({
    path,
    loader: settingsLoader,
    lazy: () =>
      import("./settings/settings-route.tsx").then((m) => ({ Component: m.SettingsRoute })),
  })),
  ...["dashboard", "favorites", "history"].map((path) => ({
    path,
    loader: dashboardLoader,
    lazy: () =>
      import("./dashboard/dashboard-route.tsx").then((m) => ({ Component: m.DashboardRoute })),
  })),
];
