import { createStoredPreference, useStoredPreference } from "../../lib/stored-preference.ts";

export const NAVBAR_STYLES = [
  "default",
  "minimal",
  "centered",
  "gradient",
  "sidebar",
  "glassmorphism",
] as const;
export type NavbarStyle = (typeof NAVBAR_STYLES)[number];

export interface NavbarStyleInfo {
  id: NavbarStyle;
  name: string;
  description: string;
  features: string[];
  badge: string;
}

/** What the navbar showcase and docs say about each style. */
export const NAVBAR_STYLE_INFO: Record<NavbarStyle, NavbarStyleInfo> = {
  default: {
    id: "default",
    name: "Default",
    description: "A sticky bar with every link, search and account actions in one row.",
    features: ["Sticky with a blurred backdrop", "Inline search", "More menu"],
    badge: "Classic",
  },
  minimal: {
    id: "minimal",
    name: "Minimal",
    description: "A quiet, borderless bar that keeps attention on the covers.",
    features: ["No border or fill", "Compact height", "Text-only links"],
    badge: "Clean",
  },
  centered: {
    id: "centered",
    name: "Centered",
    description: "The logo on top and the links centred beneath, like a magazine masthead.",
    features: ["Two rows", "Centred navigation", "Balanced layout"],
    badge: "Editorial",
  },
  gradient: {
    id: "gradient",
    name: "Gradient",
    description: "A bold bar in the colour scheme's gradient.",
    features: ["Follows the colour scheme", "High-contrast text", "Eye-catching"],
    badge: "Bold",
  },
  sidebar: {
    id: "sidebar",
    name: "Sidebar",
    description:
      "A fixed side rail with quick links to your profile, favorites, history and settings.",
    features: ["Always-visible links", "Personal shortcuts", "Great on wide screens"],
    badge: "Power user",
  },
  glassmorphism: {
    id: "glassmorphism",
    name: "Glassmorphism",
    description: "A floating frosted-glass bar over the page.",
    features: ["Floating and rounded", "Frosted blur", "Modern look"],
    badge: "Trendy",
  },
};

/** Stored under `navbar-style`; a `navbar-style-change` event carrying the id switches every navbar. */
export const navbarStylePreference = createStoredPreference<NavbarStyle>({
  key: "navbar-style",
  changeEvent: "navbar-style-change",
  values: NAVBAR_STYLES,
  fallback: "default",
});

export const setNavbarStyle = navbarStylePreference.write;

export function useNavbarStyle(): NavbarStyle {
  return useStoredPreference(navbarStylePreference);
}
