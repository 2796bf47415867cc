import { createContext, use, type ReactNode } from "react";

/**
 * The words the design system's components show on their own (navigation, footer, menus). The
 * library has no i18n of its own: it shows English unless the app passes its translations in
 * through `UiTextProvider`. Anything an app already passes as a prop (titles, labels) is the
 * app's to translate.
 */
export const englishUiText = {
  nav: {
    browse: "Browse",
    popular: "Popular",
    latest: "Latest",
    blog: "Blog",
    docs: "Docs",
    documentation: "Documentation",
    allPages: "All Pages",
    profile: "Profile",
    favorites: "Favorites",
    history: "History",
    settings: "Settings",
    dashboard: "Dashboard",
  },
  navSections: { explore: "Explore", more: "More", you: "You" },
  mainNavigation: "Main",
  home: "Inkpanel home",
  openMenu: "Open menu",
  menu: "Menu",
  searchLabel: "Search manga",
  searchPlaceholder: "Search manga...",
  premiumManage: "Premium member: manage subscription",
  premiumSeePlans: "Premium: see plans",
  premium: "Premium",
  accountMenuFor: "Account menu for",
  signIn: "Sign In",
  signUp: "Sign Up",
  signOut: "Sign out",
  statuses: {
    Ongoing: "Ongoing",
    Completed: "Completed",
    Hiatus: "Hiatus",
    Cancelled: "Cancelled",
  },
  newBadge: "New",
  hotBadge: "Hot",
  genres: "Genres",
  rank: "Rank",
  newsletter: {
    emailLabel: "E-mail address",
    subscribe: "Subscribe",
    subscribed: "You're subscribed. Watch your inbox!",
    invalidEmail: "Enter a valid e-mail address.",
    failed: "Something went wrong. Please try again.",
  },
  loadMore: {
    button: "Load More",
    loading: "Loading…",
    showing: (shown: number, total: number) => `Showing ${shown} of ${total}`,
    seenAll: (total: number) => `You've seen all ${total}`,
  },
  footer: {
    tagline: "Read manga online: thousands of series, new chapters every day, on any screen.",
    newsletterPitch: "Get new chapters in your inbox",
    follow: "Follow Inkpanel",
    opensInNewTab: "(opens in a new tab)",
    legal: "Legal",
    rightsReserved: "All rights reserved.",
    columns: {
      explore: "Explore",
      categories: "Categories",
      community: "Community",
      support: "Support",
    },
    links: {
      browse: "Browse",
      popular: "Popular",
      latest: "Latest",
      completed: "Completed",
      blog: "Blog",
      action: "Action",
      romance: "Romance",
      fantasy: "Fantasy",
      sciFi: "Sci-Fi",
      comedy: "Comedy",
      drama: "Drama",
      reviews: "Reviews",
      forums: "Forums",
      discord: "Discord",
      events: "Events",
      help: "Help Center",
      contact: "Contact Us",
      faq: "FAQ",
      report: "Report an Issue",
      guidelines: "Guidelines",
      terms: "Terms",
      privacy: "Privacy",
      cookies: "Cookies",
      dmca: "DMCA",
      licensing: "Licensing",
    },
  },
};

type Widened<T> = {
  [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: never[]) => string
      ? T[K]
      : Widened<T[K]>;
};
export type UiText = Widened<typeof englishUiText>;

const UiTextContext = createContext<UiText>(englishUiText);

export function UiTextProvider({ text, children }: { text: UiText; children: ReactNode }) {
  return <UiTextContext value={text}>{children}</UiTextContext>;
}

export const useUiText = () => use(UiTextContext);
