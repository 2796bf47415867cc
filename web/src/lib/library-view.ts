import { msg } from "@lingui/core/macro";
import { choiceParam, urlFilters, type ChoiceTable, type FilterSchema } from "./url-filters.ts";

/** Library screens show results as a grid of covers or a list of rows, chosen with `?view=`. */
export const viewParam = choiceParam(
  "view",
  { grid: { label: msg`Grid` }, list: { label: msg`List` } },
  "grid",
);
export type LibraryView = typeof viewParam.defaultValue;

export const readLibraryView = viewParam.read;

/**
 * A library screen's URL: its own `params`, then its order (`?sort=`, from `sorts`, each carrying
 * the API's value) and its view (`?view=list`).
 */
export const libraryUrlFilters = <
  const TParams extends FilterSchema,
  const TSorts extends ChoiceTable<{ sort: string }>,
>(
  params: TParams,
  sorts: TSorts,
  defaultSort: keyof TSorts & string,
) => urlFilters({ ...params, sort: choiceParam("sort", sorts, defaultSort), view: viewParam });
