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
