/* eslint-disable lingui/no-unlocalized-strings -- names of caches and queries, never shown */
// What the service worker (web/sw/sw.ts) and the app agree on: cache names and keys. Both sides
// read these, so a download the app stores is the one the worker answers from.

/** Downloaded chapters: their pages and reader data. Nothing expires here by itself. */
export const DOWNLOADS_CACHE = "inkpanel-downloads";

/** The app's built files the worker did not precache, as they are first loaded (bounded). */
export const APP_FILES_CACHE = "inkpanel-app-files";

/** Pages read recently, bounded by the worker (entries and age). */
export const RECENT_PAGES_CACHE = "inkpanel-recent-pages";

/** The last answers of the queries that let the Library open offline. */
export const OFFLINE_DATA_CACHE = "inkpanel-offline-data";

/** The reader route's query, answered from a download when the network fails. */
export const READER_QUERY = "ReaderRouteQuery";

/** Queries the worker keeps the last answer of (network first), for the Library and the frame. */
export const OFFLINE_QUERIES: readonly string[] = ["ViewerQuery", "DashboardRouteQuery"];

/**
 * Where a downloaded chapter's reader data lives in the downloads cache: by the route's own
 * parameters (the title's id or slug as its URL has it, and the chapter's number).
 */
export const chapterDataKey = (mangaId: string, chapterNumber: number) =>
  `/offline/chapters/${encodeURIComponent(mangaId)}/${chapterNumber}.json`;
