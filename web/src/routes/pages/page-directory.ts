import { matchRoutes, type RouteObject } from "react-router";

/** The directory's categories; a tab shows one of the first seven, All shows every one. */
export const pageCategories = [
  "Main",
  "Content",
  "Authentication",
  "User",
  "Information",
  "Legal",
  "Developer",
  "Commerce",
  "Community",
] as const;
export type PageCategory = (typeof pageCategories)[number];

export const pageTabs: PageCategory[] = pageCategories.slice(0, 7);

export interface DirectoryPage {
  name: string;
  /** the route as a pattern, e.g. /manga/{id} */
  route: string;
  description: string;
  category: PageCategory;
}

/** Every screen of Inkpanel. Whether one is built is read from the app's routes, not written here. */
export const directoryPages: DirectoryPage[] = [
  {
    name: "Home",
    route: "/",
    category: "Main",
    description: "Featured carousel, latest releases, popular this week, blog and genres.",
  },
  {
    name: "Alternate Home",
    route: "/homev1",
    category: "Main",
    description: "The second home layout: hero, search, trending tabs and genre grid.",
  },
  {
    name: "Browse",
    route: "/browse",
    category: "Main",
    description: "The whole library with genre, status and rating filters, sorting and Load More.",
  },
  {
    name: "Popular",
    route: "/popular",
    category: "Main",
    description: "The most read titles of the week, month or all time, with the top three ranked.",
  },
  {
    name: "Latest Releases",
    route: "/latest",
    category: "Main",
    description: "Newly updated series, filtered by time and sorted your way.",
  },
  {
    name: "Search",
    route: "/search",
    category: "Main",
    description: "Search results for a title or author, with filters and sorting.",
  },
  {
    name: "Manga Detail",
    route: "/manga/{id}",
    category: "Content",
    description: "A title's cover, details, chapters, reviews and related series.",
  },
  {
    name: "Chapter Reader",
    route: "/manga/{mangaId}/chapter/{chapterNumber}",
    category: "Content",
    description: "Full-screen reading with single or double pages, zoom and keyboard shortcuts.",
  },
  {
    name: "Blog",
    route: "/blog",
    category: "Content",
    description: "Featured articles and all articles by category, in a grid or a list.",
  },
  {
    name: "Blog Article",
    route: "/blog/{id}",
    category: "Content",
    description: "An article with its table of contents, stats, author and related reading.",
  },
  {
    name: "Login",
    route: "/login",
    category: "Authentication",
    description: "Sign in with e-mail and password.",
  },
  {
    name: "Sign Up",
    route: "/signup",
    category: "Authentication",
    description: "Create an account and accept the terms.",
  },
  {
    name: "Forgot Password",
    route: "/forgot-password",
    category: "Authentication",
    description: "Request a password reset link by e-mail.",
  },
  {
    name: "Email Verification",
    route: "/verify-email",
    category: "Authentication",
    description: "Confirm an e-mail address from the link we sent.",
  },
  {
    name: "Reader Dashboard",
    route: "/dashboard",
    category: "User",
    description: "Continue reading, favorites, reading streak and monthly activity.",
  },
  {
    name: "Profile Settings",
    route: "/settings",
    category: "User",
    description: "Profile, account, preferences, notifications and security.",
  },
  {
    name: "Pricing",
    route: "/subscription",
    category: "Commerce",
    description: "Free, Premium and Ultimate plans, billed monthly or yearly.",
  },
  {
    name: "About",
    route: "/about",
    category: "Information",
    description: "Who we are, what we care about, and Inkpanel in numbers.",
  },
  {
    name: "Contact",
    route: "/contact",
    category: "Information",
    description: "Write to the team; we answer within 24 hours.",
  },
  {
    name: "Help Center",
    route: "/faq",
    category: "Information",
    description: "Searchable answers to common questions, by topic.",
  },
  {
    name: "Community",
    route: "/forums",
    category: "Community",
    description: "Where readers meet today, while forums and events are on their way.",
  },
  {
    name: "Terms of Service",
    route: "/terms",
    category: "Legal",
    description: "The rules for using Inkpanel.",
  },
  {
    name: "Privacy Policy",
    route: "/privacy",
    category: "Legal",
    description: "What we store about you and how to control it.",
  },
  {
    name: "Cookie Policy",
    route: "/cookies",
    category: "Legal",
    description: "The one cookie we set and the preferences kept in your browser.",
  },
  {
    name: "DMCA and Copyright",
    route: "/dmca",
    category: "Legal",
    description: "How to report material that infringes your copyright.",
  },
  {
    name: "Licensing",
    route: "/licensing",
    category: "Legal",
    description: "Who owns the series, the site and the software it is built with.",
  },
  {
    name: "Community Guidelines",
    route: "/guidelines",
    category: "Legal",
    description: "How we keep Inkpanel friendly and spoiler-safe.",
  },
  {
    name: "Documentation",
    route: "/docs",
    category: "Developer",
    description: "Set up, customise and deploy Inkpanel.",
  },
  {
    name: "All Pages",
    route: "/pages",
    category: "Developer",
    description: "This directory of every screen.",
  },
  {
    name: "HTML Elements",
    route: "/html-elements",
    category: "Developer",
    description: "The design system's elements, live, with code to copy.",
  },
  {
    name: "Navbar Showcase",
    route: "/navbar-showcase",
    category: "Developer",
    description: "Preview the six navbar styles and apply one.",
  },
];

/** Pages whose name or description contains the search text, ignoring case. */
export function searchPages<T extends Pick<DirectoryPage, "name" | "description">>(
  pages: readonly T[],
  search: string,
): T[] {
  const needle = search.trim().toLowerCase();
  return pages.filter(
    (page) =>
      page.name.toLowerCase().includes(needle) || page.description.toLowerCase().includes(needle),
  );
}

export type PageStatus = "Complete" | "Planned";

/**
 * Complete when the app has a screen at the page's route (with example ids for its {params}),
 * Planned when the route would only reach the not-found screen.
 */
export function pageStatus(page: Pick<DirectoryPage, "route">, routes: RouteObject[]): PageStatus {
  const path = page.route.replace(/\{\w+\}/g, "1");
  const deepest = matchRoutes(routes, path)?.at(-1);
  return deepest && deepest.route.path !== "*" ? "Complete" : "Planned";
}
