import { createStoredValue } from "@inkpanel/ui";
import { i18n, type Messages } from "@lingui/core";
import { matchPath } from "react-router";
import {
  defaultLocale,
  localeOfPreference,
  negotiateLocale,
  preferenceOfLocale,
  type Locale,
} from "./languages.ts";

type Catalogue = Record<Locale, () => Promise<{ messages: Messages }>>;

// One chunk per language: the browser downloads only the catalogue of the language it shows.
const catalogues: Catalogue = {
  en: () => import("../locales/en.po"),
  ja: () => import("../locales/ja.po"),
  es: () => import("../locales/es.po"),
  fr: () => import("../locales/fr.po"),
};

// The messages a page's first screen shows before the reader goes elsewhere
// (web/first-screen-messages.ts): a third of the catalogue or less, which the page hydrates with
// while the whole one follows. Other pages start with the whole catalogue. (The paths are the
// routes' in shell/route-table.tsx and shell/content-routes.tsx.)
const firstScreens: { path: string; messages: Catalogue }[] = [
  {
    path: "/",
    messages: {
      en: () => import("../locales/en.po?home-first-screen"),
      ja: () => import("../locales/ja.po?home-first-screen"),
      es: () => import("../locales/es.po?home-first-screen"),
      fr: () => import("../locales/fr.po?home-first-screen"),
    },
  },
  {
    path: "/browse",
    messages: {
      en: () => import("../locales/en.po?browse-first-screen"),
      ja: () => import("../locales/ja.po?browse-first-screen"),
      es: () => import("../locales/es.po?browse-first-screen"),
      fr: () => import("../locales/fr.po?browse-first-screen"),
    },
  },
  {
    path: "/manga/:mangaId",
    messages: {
      en: () => import("../locales/en.po?title-first-screen"),
      ja: () => import("../locales/ja.po?title-first-screen"),
      es: () => import("../locales/es.po?title-first-screen"),
      fr: () => import("../locales/fr.po?title-first-screen"),
    },
  },
  {
    path: "/blog/:postId",
    messages: {
      en: () => import("../locales/en.po?article-first-screen"),
      ja: () => import("../locales/ja.po?article-first-screen"),
      es: () => import("../locales/es.po?article-first-screen"),
      fr: () => import("../locales/fr.po?article-first-screen"),
    },
  },
];

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
 * The language the app starts in at `pathname`. On the home page, Browse, a title and an
 * article, only the messages of the page's first screen come before it starts; the whole
 * catalogue follows, and a move to another page waits for it (`wholeCatalogueLoaded`).
 */
export async function startLocale(locale: Locale, pathname: string): Promise<void> {
  const firstScreen = firstScreens.find(({ path }) => matchPath(path, pathname));
  if (!firstScreen) return activateLocale(locale);
  const { messages } = await firstScreen.messages[locale]();
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
