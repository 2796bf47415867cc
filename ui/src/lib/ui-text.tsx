import { createContext, use, type ReactNode } from "react";
import { COLOR_SCHEME_LABELS, THEME_LABELS } from "../theme/theme.ts";

/**
 * The words the design system's components show on their own (navigation, footer, menus). The
 * library has no i18n of its own: it shows English unless the app passes its translations in
 * through `UiTextProvider`. Anything an app already passes as a prop (titles, labels) is the
 * app's to translate.
 */
export const englishUiText = {
  /** the language dates are written in (a BCP 47 tag) */
  locale: "en",
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
    downloads: "Downloads",
    settings: "Settings",
    dashboard: "Dashboard",
    moderation: "Moderation",
    admin: "Admin",
  },
  navSections: { explore: "Explore", more: "More", you: "You" },
  mainNavigation: "Main",
  skipToContent: "Skip to content",
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
    ONGOING: "Ongoing",
    COMPLETED: "Completed",
    HIATUS: "Hiatus",
    CANCELLED: "Cancelled",
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
    tryAgain: "Try again",
  },
  close: "Close",
  dismiss: "Dismiss",
  selectPlaceholder: "Select…",
  showPassword: "Show password",
  hidePassword: "Hide password",
  startReading: "Start Reading",
  viewDetails: "View Details",
  rating: {
    yourRating: "Your rating",
    outOfTen: (score: string) => `${score} out of 10`,
    rated: (score: string) => `Rated ${score} out of 10`,
    ratedFrom: (score: string, count: number) =>
      `Rated ${score} out of 10 from ${count.toLocaleString("en")} ratings`,
    byScore: "Ratings by score",
  },
  carousel: {
    previous: "Previous slide",
    next: "Next slide",
    slide: (position: number, count: number, label: string) => `${position} of ${count}: ${label}`,
    goTo: (position: number, label: string) => `Go to slide ${position}: ${label}`,
    pause: "Pause slides",
    play: "Play slides",
  },
  review: {
    containsSpoilers: "This review contains spoilers.",
    showSpoilers: "Show spoilers",
    helpful: (count: number) => `Helpful (${count})`,
    foundHelpful: (count: number) => `${count} found this helpful`,
  },
  readerPage: {
    failed: (page: string) => `${page} could not be loaded.`,
    retry: "Retry",
  },
  theme: {
    theme: "Theme",
    colourScheme: "Colour scheme",
    themes: THEME_LABELS,
    schemes: COLOR_SCHEME_LABELS,
  },
  comments: {
    list: "Comments",
    replies: "Replies",
    moreReplies: (count: number) =>
      count === 1 ? "Show 1 more reply" : `Show ${count} more replies`,
    deletedComment: "Deleted comment",
    commentBy: (name: string) => `Comment by ${name}`,
    deleted: "[deleted]",
    edited: "edited",
    editYourComment: "Edit your comment",
    save: "Save",
    reply: "Reply",
    replyTo: (name: string) => `Reply to ${name}`,
    edit: "Edit",
    delete: "Delete",
    report: "Report",
    reported: "Reported",
    whyReport: "Why are you reporting this comment?",
    cancel: "Cancel",
    dismissReports: "Dismiss reports",
    reportCount: (count: number) => (count === 1 ? "1 report" : `${count} reports`),
    deleteComment: "Delete comment",
  },
  chapterRow: {
    chapter: (number: string) => `Chapter ${number}`,
    read: "Read",
    readChapter: (number: string) => `Read chapter ${number}`,
    pages: (count: number) => `${count} pages`,
  },
  moreGenres: (count: number) => `${count} more genres`,
  /** the dismiss button on a recommended title's card */
  notInterested: (title: string) => `Not interested in ${title}`,
  views: "views",
  notifications: {
    title: "Notifications",
    unread: "unread",
    unreadItem: "(unread)",
    failed: "The notifications could not be loaded. Try again",
    loading: "Loading notifications",
    empty: "Nothing new. Follow a title to hear of its chapters.",
    markAllRead: "Mark all read",
    seeAll: "See all notifications",
  },
  autoScroll: {
    group: "Auto-scroll",
    start: "Auto-scroll",
    pause: "Pause auto-scroll",
    speed: "Auto-scroll speed",
  },
  copy: { copy: "Copy", copied: "Copied!", failed: "Copy failed" },
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
