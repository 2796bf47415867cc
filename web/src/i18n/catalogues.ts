import { createStoredValue } from "@inkpanel/ui";
import { i18n, type Messages } from "@lingui/core";
import {
  defaultLocale,
  localeOfPreference,
  negotiateLocale,
  preferenceOfLocale,
  type Locale,
} from "./languages.ts";

// One chunk per language: the browser downloads only the catalogue of the language it shows.
const catalogues: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import("../locales/en.po"),
  ja: () => import("../locales/ja.po"),
  es: () => import("../locales/es.po"),
  fr: () => import("../locales/fr.po"),
};

// The messages `/` shows before the reader goes elsewhere (web/first-screen-messages.ts): a
// fifth of the catalogue, which the page hydrates with while the whole one follows.
const homeFirstScreen: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import("../locales/en.po?first-screen"),
  ja: () => import("../locales/ja.po?first-screen"),
  es: () => import("../locales/es.po?first-screen"),
  fr: () => import("../locales/fr.po?first-screen"),
};

/** Where the picker keeps this browser's choice (the preference's code: en, jp, es, fr). */
const languageStorageKey = "inkpanel-language";

/** The language picked on this browser; undefined where none was. */
export const languageChoice = createStoredValue<Locale, undefined>({
  key: languageStorageKey,
  parse: localeOfPreference,
  serialize: preferenceOfLocale,
  fallback: undefined,
});

/** The language to start in: the one picked on this browser, else the browser's own. */
export const initialLocale = (): Locale =>
  languageChoice.read() ?? negotiateLocale(navigator.languages ?? [defaultLocale]);

const loaded = new Set<Locale>();

let wholeCatalogue = Promise.resolve();

/** Downloads `locale`'s messages (once) and makes it the interface's language. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) {
    const { messages } = await catalogues[locale]();
    i18n.load(locale, messages);
    loaded.add(locale);
  }
  show(locale);
}

function show(locale: Locale) {
  i18n.activate(locale);
  // On the server the page's <html lang> is written into the HTML instead.
  if (typeof document !== "undefined") document.documentElement.lang = locale;
}

/**
 * The language the app starts in at `pathname`. On `/`, only the messages of its first screen
 * come before it starts; the whole catalogue follows, and a move to another page waits for it
 * (`wholeCatalogueLoaded`).
 */
export async function startLocale(locale: Locale, pathname: string): Promise<void> {
  if (pathname !== "/") return activateLocale(locale);
  const { messages } = await homeFirstScreen[locale]();
  i18n.load(locale, { ...messages });
  show(locale);
  const active = i18n.messages;
  wholeCatalogue = catalogues[locale]().then(({ messages }) => {
    // Into the messages in use, without Lingui's change event: nothing on the screen needs them,
    // and the event would draw the whole page again (during hydration, over the server's HTML).
    Object.assign(active, messages);
    loaded.add(locale);
  });
  // A failure shows on the next page the reader opens, which waits for it.
  wholeCatalogue.catch(() => {});
}

/** Resolves once the language the app started in has all its messages. */
export const wholeCatalogueLoaded = () => wholeCatalogue;

/** The cookie that tells the server this browser's choice, so its first byte is in that language. */
export const languageCookie = (locale: Locale) =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a cookie, for the browser
  `${languageStorageKey}=${preferenceOfLocale(locale)}; path=/; max-age=31536000; samesite=lax`;
