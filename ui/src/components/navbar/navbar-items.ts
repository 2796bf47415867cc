import {
  BookOpen,
  Clock,
  Compass,
  Download,
  FileText,
  Flame,
  Heart,
  History,
  LayoutDashboard,
  LayoutGrid,
  LibraryBig,
  Newspaper,
  Settings,
  ShieldCheck,
  User,
  type LucideIcon,
} from "lucide-react";

import type { UiText } from "../../lib/ui-text.tsx";

/**
 * The app's addresses the navbar links to: one per page it names (the labels of `UiText.nav`),
 * and the rest of its links. The app fills these in, so the library knows none of its routes.
 */
export interface NavbarLinks extends Record<keyof UiText["nav"], string> {
  /** the logo's */
  home: string;
  /** the search page, which answers `GET search?q=` (the search box is a GET form to it) */
  search: string;
  /** the Premium badge's: the plans, or the reader's own */
  subscription: string;
  signIn: string;
  signUp: string;
}

export interface NavItem {
  /** its label in `UiText.nav` */
  label: keyof UiText["nav"];
  href: string;
  icon: LucideIcon;
}

type NavPage = Omit<NavItem, "href">;

const PRIMARY_PAGES: NavPage[] = [
  { label: "browse", icon: Compass },
  { label: "popular", icon: Flame },
  { label: "latest", icon: Clock },
];

const MORE_PAGES: NavPage[] = [
  { label: "blog", icon: Newspaper },
  { label: "docs", icon: BookOpen },
  { label: "documentation", icon: FileText },
  { label: "allPages", icon: LayoutGrid },
];

/** The sidebar style's extra links, also the signed-in user's menu. */
const ACCOUNT_PAGES: NavPage[] = [
  { label: "profile", icon: User },
  { label: "favorites", icon: Heart },
  { label: "history", icon: History },
  // Chapters kept on this device for reading offline.
  { label: "downloads", icon: Download },
  { label: "settings", icon: Settings },
];

const withHrefs = (pages: NavPage[], links: NavbarLinks): NavItem[] =>
  pages.map((page) => ({ ...page, href: links[page.label] }));

export const primaryItems = (links: NavbarLinks) => withHrefs(PRIMARY_PAGES, links);

export const moreItems = (links: NavbarLinks) => withHrefs(MORE_PAGES, links);

/** What a signed-in reader may do beyond reading: moderators moderate, admins also publish. */
export type NavbarRole = "READER" | "MODERATOR" | "ADMIN";

/** The account items of a reader with this role: theirs, then the staff pages they may open. */
export function accountItemsFor(links: NavbarLinks, role: NavbarRole | undefined): NavItem[] {
  const staff: NavPage[] = [];
  if (role === "MODERATOR" || role === "ADMIN")
    staff.push({ label: "moderation", icon: ShieldCheck });
  if (role === "ADMIN") staff.push({ label: "admin", icon: LibraryBig });
  return withHrefs([...ACCOUNT_PAGES, ...staff], links);
}

/** Active when the path is the item's page or below it (/blog/42 activates Blog). */
export function isActive(item: NavItem, currentPath: string): boolean {
  return currentPath === item.href || currentPath.startsWith(`${item.href}/`);
}

/** The signed-in reader's menu: their dashboard, then their account items. */
export const userMenuItems = (links: NavbarLinks, role: NavbarRole | undefined): NavItem[] => [
  { label: "dashboard", href: links.dashboard, icon: LayoutDashboard },
  ...accountItemsFor(links, role),
];
