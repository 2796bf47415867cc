import { msg } from "@lingui/core/macro";
import { choiceParam } from "./url-filters.ts";

/** Library screens show results as a grid of covers or a list of rows, chosen with `?view=`. */
export const viewParam = choiceParam(
  "view",
  { grid: { label: msg`Grid` }, list: { label: msg`List` } },
  "grid",
);
export type LibraryView = typeof viewParam.defaultValue;

export const readLibraryView = viewParam.read;
