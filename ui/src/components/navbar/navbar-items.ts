import {
  BookOpen,
  Clock,
  Compass,
  Download,
  FileText,
  Flame,
  Heart,
  History,
  LayoutGrid,
  LibraryBig,
  Newspaper,
  Settings,
  ShieldCheck,
  User,
  type LucideIcon,
} from "lucide-react";

import type { UiText } from "../../lib/ui-text.tsx";

export interface NavItem {
  /** its label in `UiText.nav` */
  label: keyof UiText["nav"];
  href: string;
  icon: LucideIcon;
}

export const PRIMARY_ITEMS: NavItem[] = [
  { label: "browse", href: "/browse", icon: Compass },
  { label: "popular", href: "/popular", icon: Flame },
  { label: "latest", href: "/latest", icon: Clock },
];

export const MORE_ITEMS: NavItem[] = [
  { label: "blog", href: "/blog", icon: Newspaper },
  { label: "docs", href: "/docs", icon: BookOpen },
  { label: "documentation", href: "/documentation.html", icon: FileText },
  { label: "allPages", href: "/pages", icon: LayoutGrid },
];

/** The sidebar style's extra links, also the signed-in user's menu. */
export const ACCOUNT_ITEMS: NavItem[] = [
  { label: "profile", href: "/profile", icon: User },
  { label: "favorites", href: "/favorites", icon: Heart },
  { label: "history", href: "/history", icon: History },
  // Chapters kept on this device for reading offline.
  { label: "downloads", href: "/downloads", icon: Download },
  { label: "settings", href: "/settings", icon: Settings },
];

/** What a signed-in reader may do beyond reading: moderators moderate, admins also publish. */
export type NavbarRole = "READER" | "MODERATOR" | "ADMIN";

/** The account items of a reader with this role: theirs, then the staff pages they may open. */
export function accountItemsFor(role: NavbarRole | undefined): NavItem[] {
  const staff: NavItem[] = [];
  if (role === "MODERATOR" || role === "ADMIN") {
    staff.push({ label: "moderation", href: "/moderation", icon: ShieldCheck });
  }
  if (role === "ADMIN") staff.push({ label: "admin", href: "/admin", icon: LibraryBig });
  return [...ACCOUNT_ITEMS, ...staff];
}

/** Active when the path is the item's page or below it (/blog/42 activates Blog). */
export function isActive(item: NavItem, currentPath: string): boolean {
  return currentPath === item.href || currentPath.startsWith(`${item.href}/`);
}
