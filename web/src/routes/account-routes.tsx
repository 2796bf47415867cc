import type { RouteObject } from "react-router";
import { DashboardRoute, dashboardLoader } from "./dashboard/dashboard-route.tsx";
import { ForgotPasswordRoute } from "./forgot-password/forgot-password-route.tsx";
import { ResetPasswordRoute } from "./forgot-password/reset-password-route.tsx";
import { LoginRoute } from "./login/login-route.tsx";
import { ModerationRoute } from "./moderation/moderation-route.tsx";
import { SettingsRoute, settingsLoader } from "./settings/settings-route.tsx";
import { SignupRoute } from "./signup/signup-route.tsx";
import { VerifyEmailRoute } from "./verify-email/verify-email-route.tsx";

/** Signing up, in, verifying and resetting; the reader's dashboard and settings. */
export const accountRoutes: RouteObject[] = [
  { path: "login", Component: LoginRoute },
  { path: "signup", Component: SignupRoute },
  { path: "forgot-password", Component: ForgotPasswordRoute },
  { path: "reset-password", Component: ResetPasswordRoute },
  { path: "verify-email", Component: VerifyEmailRoute },
  { path: "moderation", Component: ModerationRoute },
  ...["settings", "profile"].map((path) => ({
    path,
    loader: settingsLoader,
    Component: SettingsRoute,
  })),
  ...["dashboard", "favorites", "history"].map((path) => ({
    path,
    loader: dashboardLoader,
    Component: DashboardRoute,
  })),
];
