import { readChoice } from "./url-params.ts";

/** Library screens show results as a grid of covers or a list of rows, chosen with `?view=`. */
export const libraryViews = ["grid", "list"] as const;
export type LibraryView = (typeof libraryViews)[number];

export const readLibraryView = (params: URLSearchParams): LibraryView =>
  readChoice(params, "view", libraryViews, "grid");
