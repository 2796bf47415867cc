import type { Locale } from "../i18n/languages.ts";

/** What a page the server rendered hands to the browser, so it hydrates without asking again. */
export interface PageState {
  /** the Apollo cache the server's render filled */
  apollo: unknown;
  /** the language the server rendered in */
  locale: Locale;
  siteOrigin: string;
  /** when the server rendered it (ISO), which relative times count from while hydrating */
  renderedAt: string;
  /** the template of the route the server matched (`/manga/:mangaId`), which web vitals report */
  route: string;
  /** the app starts without waiting for the reader to reach for the page (RouteHandle) */
  startsAtOnce: boolean;
}

const elementId = "page-state";

/**
 * The state as a JSON data block (not a script that runs, so the Content Security Policy needs
 * no exception). `<` is escaped so no text in the data can close the element or open a comment.
 */
export const pageStateElement = (state: PageState) =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- markup, not words
  `<script type="application/json" id="${elementId}">${JSON.stringify(state).replace(/</g, "\\u003c")}</script>`;

/** The state the server left in the page, or null for a page it did not render (Vite's dev server). */
export function readPageState(): PageState | null {
  const text = document.getElementById(elementId)?.textContent;
  return text ? (JSON.parse(text) as PageState) : null;
}
