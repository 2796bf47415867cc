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

/** Everything the document needs to know to apply a stored theme, serialisable into the boot script. */
const documentThemeConfig = {
  themes: THEMES,
  schemes: COLOR_SCHEMES,
  defaultTheme: themePreference.fallback,
  defaultScheme: colorSchemePreference.fallback,
  darkQuery: DARK_QUERY,
};

/**
 * Sets `.dark`/`.light`, `data-scheme` and `color-scheme` on <html>. Self-contained on purpose:
 * its source is inlined into `themeScript`, so it must not reference anything outside itself.
 */
function applyDocumentTheme(
  config: typeof documentThemeConfig,
  storedTheme: string | null,
  storedScheme: string | null,
): void {
  const theme = config.themes.find((allowed) => allowed === storedTheme) ?? config.defaultTheme;
  const scheme = config.schemes.find((allowed) => allowed === storedScheme) ?? config.defaultScheme;
  const resolved =
    theme === "system" ? (window.matchMedia(config.darkQuery).matches ? "dark" : "light") : theme;
  const root = document.documentElement;
  root.classList.toggle("dark", resolved === "dark");
  root.classList.toggle("light", resolved === "light");
  root.dataset.scheme = scheme;
  root.style.colorScheme = resolved;
}

/**
 * Inline this in index.html's <head> (before any stylesheet paints) so the stored theme
 * applies on first paint, without a flash of the wrong theme.
 */
export const themeScript = `(function(){try{(${applyDocumentTheme.toString()})(${JSON.stringify(
  documentThemeConfig,
)},localStorage.getItem(${JSON.stringify(themePreference.key)}),localStorage.getItem(${JSON.stringify(
  colorSchemePreference.key,
)}))}catch(e){}})()`;

/** Applies a theme and scheme to <html> now; by default the stored preferences. */
export function applyTheme(
  theme: Theme = themePreference.read(),
  colorScheme: ColorScheme = colorSchemePreference.read(),
): void {
  applyDocumentTheme(documentThemeConfig, theme, colorScheme);
}

/**
 * Keeps <html> in step with the stored preferences and, for `system`, with the OS setting.
 * Call once at app start; returns the function that stops it.
 */
export function syncDocumentTheme(): () => void {
  const applyStoredTheme = () => applyTheme();
  applyStoredTheme();
  const stops = [
    themePreference.subscribe(applyStoredTheme),
    colorSchemePreference.subscribe(applyStoredTheme),
    subscribeToSystemTheme(applyStoredTheme),
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
