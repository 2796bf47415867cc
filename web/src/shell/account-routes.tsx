import type { RouteObject } from "react-router";
import { dashboardLoader } from "../routes/dashboard/dashboard-query.ts";
import { notificationsLoader } from "../routes/notifications/notifications-query.ts";
import { settingsLoader } from "../routes/settings/settings-query.ts";
import { moderationLoader } from "../routes/moderation/moderation-query.ts";

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
  {
    path: "moderation",
    loader: moderationLoader,
    lazy: () =>
      import("../routes/moderation/moderation-route.tsx").then((m) => ({
        Component: m.ModerationRoute,
      })),
  },
  {
    path: "notifications",
    loader: notificationsLoader,
    lazy: () =>
      import("../routes/notifications/notifications-route.tsx").then((m) => ({
        Component: m.NotificationsRoute,
      })),
  },
  ...["settings", "profile"].map((path) => ({
    path,
    loader: settingsLoader,
    lazy: () =>
      import("../routes/settings/settings-route.tsx").then((m) => ({ Component: m.SettingsRoute })),
  })),
  ...["dashboard", "favorites", "history"].map((path) => ({
    path,
    loader: dashboardLoader,
    lazy: () =>
      import("../routes/dashboard/dashboard-route.tsx").then((m) => ({
        Component: m.DashboardRoute,
      })),
  })),
];
