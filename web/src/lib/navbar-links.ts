import type { NavbarLinks } from "@inkpanel/ui";

/**
 * The app's pages the site navigation links to, for ui's Navbar and NotificationBell, which know
 * no routes of their own. Kept in this one place so that no navbar drifts from the route table
 * (shell/route-table.test.ts checks each against it).
 */
export const navbarLinks = {
  home: "/",
  // The server answers it too: the navbar's search box is a GET form to it.
  search: "/search",
  browse: "/browse",
  popular: "/popular",
  latest: "/latest",
  blog: "/blog",
  docs: "/docs",
  documentation: "/documentation.html",
  allPages: "/pages",
  profile: "/profile",
  favorites: "/favorites",
  history: "/history",
  downloads: "/downloads",
  settings: "/settings",
  dashboard: "/dashboard",
  moderation: "/moderation",
  admin: "/admin",
  subscription: "/subscription",
  signIn: "/login",
  signUp: "/signup",
  // The bell's "See all notifications".
  notifications: "/notifications",
} satisfies NavbarLinks & { notifications: string };
