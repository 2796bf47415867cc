import { createStoredValue, oneOf, useStoredValue } from "../../lib/stored-value.ts";

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
export const navbarStylePreference = createStoredValue<NavbarStyle>({
  key: "navbar-style",
  changeEvent: "navbar-style-change",
  parse: oneOf(NAVBAR_STYLES),
  fallback: "default",
});

export const setNavbarStyle = navbarStylePreference.write;

export function useNavbarStyle(): NavbarStyle {
  return useStoredValue(navbarStylePreference);
}
