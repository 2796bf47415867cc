import { serialize } from "cookie";
import { ColorScheme, Theme } from "../generated/prisma/enums.ts";

/** The cookies the browser sets whenever the reader picks a theme or colour scheme (ui/src/theme/theme.ts). */
const THEME_COOKIE = "inkpanel-theme";
const COLOR_SCHEME_COOKIE = "inkpanel-color-scheme";

/** A theme and colour scheme as <html> carries them, in lower case: `light`, `green`. */
export interface PageTheme {
  theme: string;
  colorScheme: string;
}

/** The web app's own default (ui/src/theme/theme.ts). */
const DEFAULT_PAGE_THEME: PageTheme = { theme: "dark", colorScheme: "default" };

const themes = Object.values(Theme).map((theme) => theme.toLowerCase());
const colorSchemes = Object.values(ColorScheme).map((scheme) => scheme.toLowerCase());

/**
 * The theme a page is rendered in: the signed-in reader's saved one, else the one this browser
 * picked (its cookies), else the default.
 */
export function pageTheme(
  saved: { theme: Theme; colorScheme: ColorScheme } | null,
  cookies: Record<string, string | undefined>,
): PageTheme {
  if (saved)
    return { theme: saved.theme.toLowerCase(), colorScheme: saved.colorScheme.toLowerCase() };
  return {
    theme: themes.find((theme) => theme === cookies[THEME_COOKIE]) ?? DEFAULT_PAGE_THEME.theme,
    colorScheme:
      colorSchemes.find((scheme) => scheme === cookies[COLOR_SCHEME_COOKIE]) ??
      DEFAULT_PAGE_THEME.colorScheme,
  };
}

/**
 * The page with its theme on <html>: the theme's class (the CSS resolves `system` by the device's
 * `prefers-color-scheme`, so it needs no script) and the scheme as `data-scheme`. Stamped on each
 * answer, after the page cache: one render of a page serves every theme.
 */
export function withPageTheme(html: string, { theme, colorScheme }: PageTheme): string {
  return html.replace(/<html\b([^>]*)>/, `<html$1 class="${theme}" data-scheme="${colorScheme}">`);
}

/**
 * The Set-Cookie values that bring this browser's theme cookies in step with a signed-in reader's
 * saved theme, which their page carries: index.html's head script, which applies the browser's
 * stored theme to pages that came without the cookie, then leaves it be. Nothing when they agree.
 */
export function themeCookiesOf(
  { theme, colorScheme }: PageTheme,
  cookies: Record<string, string | undefined>,
): string[] {
  return Object.entries({ [THEME_COOKIE]: theme, [COLOR_SCHEME_COOKIE]: colorScheme })
    .filter(([name, value]) => cookies[name] !== value)
    .map(([name, value]) =>
      serialize(name, value, { path: "/", maxAge: 365 * 24 * 60 * 60, sameSite: "lax" }),
    );
}
