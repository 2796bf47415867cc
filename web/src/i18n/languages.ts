// The languages the interface speaks. The reader's `language` preference stores the spec's codes
// (en, jp, es, fr); the catalogues, Intl and <html lang> use BCP 47 tags (ja, not jp).

// Each language is named in itself, so a reader finds theirs whatever the interface's language.
/* eslint-disable lingui/no-unlocalized-strings */
export const languages = [
  { preference: "en", locale: "en", name: "English" },
  { preference: "jp", locale: "ja", name: "日本語" },
  { preference: "es", locale: "es", name: "Español" },
  { preference: "fr", locale: "fr", name: "Français" },
] as const;
/* eslint-enable lingui/no-unlocalized-strings */

export type Locale = (typeof languages)[number]["locale"];
export type LanguagePreference = (typeof languages)[number]["preference"];

export const defaultLocale: Locale = "en";

const byLocale = (tag: string) =>
  languages.find(({ locale }) => locale === tag.toLowerCase().split("-")[0]);

/** The locale for a stored preference (`jp` → `ja`), or undefined for an unknown one. */
export const localeOfPreference = (preference: string | null | undefined): Locale | undefined =>
  languages.find((language) => language.preference === preference)?.locale;

export const preferenceOfLocale = (locale: Locale): LanguagePreference =>
  languages.find((language) => language.locale === locale)!.preference;

/**
 * The first of the browser's languages (its Accept-Language, `navigator.languages`) that the
 * site speaks: `fr-CA` → `fr`. English when none is.
 */
export function negotiateLocale(browserLanguages: readonly string[]): Locale {
  for (const tag of browserLanguages) {
    const language = byLocale(tag);
    if (language) return language.locale;
  }
  return defaultLocale;
}
