import {
  BookOpen,
  Clock,
  Compass,
  FileText,
  Flame,
  Heart,
  History,
  LayoutGrid,
  Newspaper,
  Settings,
  User,
  type LucideIcon,
} from "lucide-react";

export interface NavItem {
  label: string;
  href: string;
  icon: LucideIcon;
}

export const PRIMARY_ITEMS: NavItem[] = [
  { label: "Browse", href: "/browse", icon: Compass },
  { label: "Popular", href: "/popular", icon: Flame },
  { label: "Latest", href: "/latest", icon: Clock },
];

export const MORE_ITEMS: NavItem[] = [
  { label: "Blog", href: "/blog", icon: Newspaper },
  { label: "Docs", href: "/docs", icon: BookOpen },
  { label: "Documentation", href: "/documentation.html", icon: FileText },
  { label: "All Pages", href: "/pages", icon: LayoutGrid },
];

/** The sidebar style's extra links, also the signed-in user's menu. */
export const ACCOUNT_ITEMS: NavItem[] = [
  { label: "Profile", href: "/profile", icon: User },
  { label: "Favorites", href: "/favorites", icon: Heart },
  { label: "History", href: "/history", icon: History },
  { label: "Settings", href: "/settings", icon: Settings },
];

/** Active when the path is the item's page or below it (/blog/42 activates Blog). */
export function isActive(item: NavItem, currentPath: string): boolean {
  return currentPath === item.href || currentPath.startsWith(`${item.href}/`);
}
