import { useSyncExternalStore } from "react";
import { createStoredValue, oneOf, useStoredValue } from "../lib/stored-value.ts";

export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];
export type ResolvedTheme = Exclude<Theme, "system">;

export const COLOR_SCHEMES = ["default", "blue", "green", "purple", "orange", "red"] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

export const THEME_LABELS: Record<Theme, string> = {
  light: "Light",
  dark: "Dark",
  system: "System",
};

export const COLOR_SCHEME_LABELS: Record<ColorScheme, string> = {
  default: "Default",
  blue: "Ocean Blue",
  green: "Nature Green",
  purple: "Royal Purple",
  orange: "Sunset Orange",
  red: "Cherry Red",
};

export const themePreference = createStoredValue<Theme>({
  key: "theme",
  changeEvent: "theme-change",
  parse: oneOf(THEMES),
  fallback: "dark",
});

export const colorSchemePreference = createStoredValue<ColorScheme>({
  key: "colorScheme",
  changeEvent: "color-scheme-change",
  parse: oneOf(COLOR_SCHEMES),
  fallback: "default",
});

const DARK_QUERY = "(prefers-color-scheme: dark)";

/**
 * The cookies that tell the server this browser's choices, so a page's first byte carries them
 * (server/src/app/page-theme.ts reads them). Written whenever the choices change.
 */
export const THEME_COOKIE = "inkpanel-theme";
export const COLOR_SCHEME_COOKIE = "inkpanel-color-scheme";

/** Everything the document needs to know to apply a stored theme, serialisable into the boot script. */
const documentThemeConfig = {
  themes: THEMES,
  schemes: COLOR_SCHEMES,
  defaultTheme: themePreference.fallback,
  defaultScheme: colorSchemePreference.fallback,
  themeKey: themePreference.key,
  schemeKey: colorSchemePreference.key,
  themeCookie: THEME_COOKIE,
};

/**
 * Sets the theme's class (`.light`, `.dark` or `.system`, which the CSS resolves by the device's
 * `prefers-color-scheme`) and `data-scheme` on <html>. Self-contained on purpose: its source is
 * inlined into `themeScript`, so it must not reference anything outside itself.
 */
function applyDocumentTheme(
  config: typeof documentThemeConfig,
  storedTheme: string | null,
  storedScheme: string | null,
): void {
  const theme = config.themes.find((allowed) => allowed === storedTheme) ?? config.defaultTheme;
  const scheme = config.schemes.find((allowed) => allowed === storedScheme) ?? config.defaultScheme;
  const root = document.documentElement;
  for (const each of config.themes) root.classList.toggle(each, each === theme);
  // Set only when it changes: writing the same value still counts as a change of <html>.
  if (root.dataset.scheme !== scheme) root.dataset.scheme = scheme;
}

/**
 * The head script's work: applies the stored theme, unless the server already put this browser's
 * theme on <html> (it did when the page came with the theme cookie, which the server also sets
 * to a signed-in reader's saved theme). Pages the server did not theme (the offline shell, a
 * failed render, Vite's dev server) and browsers that stored a theme before the cookie existed
 * get it from here. Self-contained, like applyDocumentTheme.
 */
function applyStoredThemeUnlessServed(
  config: typeof documentThemeConfig,
  apply: typeof applyDocumentTheme,
): void {
  const root = document.documentElement;
  const served =
    config.themes.some((theme) => root.classList.contains(theme)) &&
    document.cookie.split("; ").some((cookie) => cookie.startsWith(`${config.themeCookie}=`));
  if (!served) {
    apply(config, localStorage.getItem(config.themeKey), localStorage.getItem(config.schemeKey));
  }
}

/**
 * Inline this in index.html's <head> (before any stylesheet paints) so the stored theme
 * applies on first paint, without a flash of the wrong theme.
 */
export const themeScript = `(function(){try{(${applyStoredThemeUnlessServed.toString()})(${JSON.stringify(
  documentThemeConfig,
)},${applyDocumentTheme.toString()})}catch(e){}})()`;

/** The class on <html> that turns transitions off while the theme changes (index.css). */
const THEME_CHANGING_CLASS = "theme-changing";

/** Applies a theme and scheme to <html> now; by default the stored preferences. */
export function applyTheme(
  theme: Theme = themePreference.read(),
  colorScheme: ColorScheme = colorSchemePreference.read(),
): void {
  const root = document.documentElement;
  if (root.classList.contains(theme) && root.dataset.scheme === colorScheme) return;
  // Every colour switches at once. Links and buttons with a colour transition would otherwise
  // fade into the new theme a beat after the page around them, mismatched meanwhile.
  root.classList.add(THEME_CHANGING_CLASS);
  applyDocumentTheme(documentThemeConfig, theme, colorScheme);
  // Reading a style settles the new colours while transitions are off: they are not a change
  // that starts a transition once the class is gone.
  void getComputedStyle(root).color;
  root.classList.remove(THEME_CHANGING_CLASS);
}

const cookie = (name: string, value: string) =>
  `${name}=${value}; path=/; max-age=31536000; samesite=lax`;

/**
 * Keeps <html> and the theme cookies in step with the stored preferences. It starts from the
 * theme <html> already carries (the server's, which knows the signed-in reader's saved one, or
 * the head script's), storing it, so the page does not change after it loads. Call once at app
 * start; returns the function that stops it.
 */
export function syncDocumentTheme(): () => void {
  const root = document.documentElement;
  const shownTheme = THEMES.find((theme) => root.classList.contains(theme));
  const shownScheme = COLOR_SCHEMES.find((scheme) => scheme === root.dataset.scheme);
  if (shownTheme && shownTheme !== themePreference.read()) themePreference.write(shownTheme);
  if (shownScheme && shownScheme !== colorSchemePreference.read()) {
    colorSchemePreference.write(shownScheme);
  }
  const applyStoredTheme = () => {
    const theme = themePreference.read();
    const colorScheme = colorSchemePreference.read();
    applyTheme(theme, colorScheme);
    document.cookie = cookie(THEME_COOKIE, theme);
    document.cookie = cookie(COLOR_SCHEME_COOKIE, colorScheme);
  };
  applyStoredTheme();
  const stops = [
    themePreference.subscribe(applyStoredTheme),
    colorSchemePreference.subscribe(applyStoredTheme),
  ];
  return () => stops.forEach((stop) => stop());
}

function subscribeToSystemTheme(onChange: () => void): () => void {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function systemTheme(): ResolvedTheme {
  return window.matchMedia(DARK_QUERY).matches ? "dark" : "light";
}

export function resolveTheme(theme: Theme, system: ResolvedTheme): ResolvedTheme {
  return theme === "system" ? system : theme;
}

/** The theme preferences, the theme in effect, and setters that store and broadcast. */
export function useTheme() {
  const theme = useStoredValue(themePreference);
  const colorScheme = useStoredValue(colorSchemePreference);
  const system = useSyncExternalStore(subscribeToSystemTheme, systemTheme, () => "dark" as const);
  return {
    theme,
    colorScheme,
    resolvedTheme: resolveTheme(theme, system),
    setTheme: themePreference.write,
    setColorScheme: colorSchemePreference.write,
  };
}
