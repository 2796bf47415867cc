// A catalogue screen (Browse, Search) described once: the filters it offers, its sorts and its page
// size. From that description come its URL (`/browse?genre=action&status=completed`: every filter
// lives there, so a filtered view can be shared and back and forward step through changes), the
// `mangas(...)` arguments its loader asks for, its count of active filters, and what Clear keeps;
// the filter panel and the route component render from it too.
import type { MangaFilter, MangaSort } from "../../gql/graphql.ts";
import { libraryUrlFilters } from "../../lib/library-view.ts";
import type { ChoiceTable, FilterSchema, FiltersOf } from "../../lib/url-filters.ts";
import type { CatalogueFilter, Together } from "./catalogue-filters.ts";

type ParamsOf<TFilters extends readonly CatalogueFilter[]> = Extract<
  Together<TFilters[number]["params"]>,
  FilterSchema
>;

export function catalogue<
  const TFilters extends readonly CatalogueFilter[],
  const TSorts extends ChoiceTable<{ sort: MangaSort }>,
>(description: {
  /** in the panel's order, which is also the URL's */
  filters: TFilters;
  sorts: TSorts;
  defaultSort: keyof TSorts & string;
  /** titles per page, and per Load More */
  pageSize: number;
}) {
  const { filters, sorts, defaultSort, pageSize } = description;
  const url = libraryUrlFilters(
    Object.assign({}, ...filters.map((filter) => filter.params)) as ParamsOf<TFilters>,
    sorts,
    defaultSort,
  );
  type Values = FiltersOf<typeof url.schema>;
  // A filter sees only its own values; the screen's hold them all.
  const own = (values: Values) => values as never;
  const inPanel = filters.filter((filter) => filter.kind !== "search-form");

  return {
    filters,
    pageSize,
    schema: url.schema,
    read(params: URLSearchParams): Values {
      const values = url.read(params);
      return filters.reduce(
        (normal, filter) =>
          "normalize" in filter && filter.normalize
            ? { ...normal, ...filter.normalize(own(normal)) }
            : normal,
        values,
      );
    },
    /** The query string for `values`, leaving out every value that is the default. */
    write: url.write,
    /** The API's filter and sort; where two filters set one field, the later one wins. */
    toMangasArguments(values: Values): { filter: MangaFilter; sort: MangaSort } {
      return {
        filter: Object.assign({}, ...filters.map((filter) => filter.toFilter(own(values)))),
        sort: sorts[values.sort as keyof TSorts]!.sort,
      };
    },
    /** How many filters narrow the list, as the filter panel's toggle counts them. */
    activeFilterCount(values: Values): number {
      return filters.reduce((count, filter) => count + filter.activeCount(own(values)), 0);
    },
    /**
     * Every filter of the panel back to its default; the sort, the view and a search above the
     * list stay.
     */
    cleared(values: Values): Values {
      const defaults = url.defaults();
      const clearedValues = inPanel.flatMap((filter) =>
        Object.keys(filter.params).map((name) => [name, defaults[name as keyof Values]]),
      );
      return { ...values, ...Object.fromEntries(clearedValues) };
    },
  };
}
