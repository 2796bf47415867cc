import type { QueryRef } from "@apollo/client/react";
import { PageHeader, Skeleton } from "@inkpanel/ui";
import { useId, type ReactNode } from "react";
import { useLocation } from "react-router";
import { graphql, useFragment, type FragmentType } from "../../gql";
import type { LibraryView } from "../../lib/library-view.ts";
import type { FetchMore } from "../../lib/use-load-more.ts";
import { addressOf } from "../../lib/url-params.ts";
import { useUrlFilters } from "../../lib/use-url-filters.ts";
import { FilterPanel } from "../filter-panel/filter-panel.tsx";
import { LibraryToolbar, usePlainOrderFields } from "../library-toolbar/library-toolbar.tsx";
import { MangaConnectionResults } from "../manga-results/manga-connection-results.tsx";
import { MangaResultsSkeleton } from "../manga-results/manga-results.tsx";
import { PageMeta } from "../page-meta/page-meta.tsx";
import { RouteData, type DataStates } from "../route-data/route-data.tsx";
import { SearchForm } from "../search-form/search-form.tsx";
import { ActiveFilterChips } from "./active-filter-chips.tsx";
import { CatalogueFilterPanel } from "./catalogue-filter-panel.tsx";
import { CataloguePlainFilters } from "./catalogue-plain-filters.tsx";
import type { AnyFilterValues, CatalogueFilter } from "./catalogue-filters.ts";
import type { CatalogueVariables } from "./catalogue-loader.ts";
import { useLingui } from "@lingui/react/macro";

/** What a catalogue screen's route query asks for: a page of titles, and the genres to filter by. */
export const CatalogueRoute_query = graphql(`
  fragment CatalogueRoute_query on Query {
    mangas(filter: $filter, sort: $sort, first: $first, after: $after) {
      totalCount
      ...MangaConnectionResults_connection
    }
    genres {
      id
      ...GenreCheckboxes_genre
      ...ActiveFilterChips_genre
    }
  }
`);

type Values = Partial<AnyFilterValues> & { sort: string; view: LibraryView };
type Change = Partial<AnyFilterValues & { sort: string; view: LibraryView }>;

/** A catalogue (catalogues.ts), as far as its screen reads it. */
interface CatalogueOf<TValues extends Values> {
  filters: readonly CatalogueFilter[];
  pageSize: number;
  schema: { sort: { options: () => { value: string; label: string }[] } };
  read: (params: URLSearchParams) => TValues;
  write: (values: TValues) => URLSearchParams;
  activeFilterCount: (values: TValues) => number;
  cleared: (values: TValues) => TValues;
}

interface CatalogueRouteProps<
  TValues extends Values,
  TData extends FragmentType<typeof CatalogueRoute_query>,
  TStates extends DataStates,
> {
  catalogue: CatalogueOf<TValues>;
  queryRef: QueryRef<TData, CatalogueVariables, TStates>;
  /** the page's heading and title */
  title: string;
  /** under the heading */
  description?: string;
  /** for search engines and link previews */
  metaDescription: string;
  /** the result count, as the screen words it, with how many filters are on */
  summary: (totalCount: number, activeFilterCount: number) => ReactNode;
  /** the panel's button that clears every filter */
  clearLabel: string;
  /** a chip per active filter above the results */
  showActiveFilters?: boolean;
  /** genres shown on a list row */
  listGenres?: number;
}

/** A catalogue screen: its filters beside a page of titles, all read from the URL. */
export function CatalogueRoute<
  TValues extends Values,
  TData extends FragmentType<typeof CatalogueRoute_query>,
  TStates extends DataStates,
>({
  queryRef,
  title,
  description,
  metaDescription,
  ...screen
}: CatalogueRouteProps<TValues, TData, TStates>) {
  const { t } = useLingui();
  const { catalogue } = screen;
  const [values, change] = useCatalogueValues(catalogue);
  const hasSearchForm = catalogue.filters.some((filter) => filter.kind === "search-form");
  return (
    <div className="mx-auto max-w-screen-2xl space-y-6 px-4 py-8 sm:px-6">
      <PageMeta title={title} description={metaDescription} />
      <PageHeader title={title} description={description} />
      {hasSearchForm && (
        <SearchForm
          key={values.search}
          label={t`Search manga`}
          placeholder={t`Search by title or author...`}
          defaultQuery={values.search}
          onSearch={(search) => change({ search })}
        />
      )}
      <RouteData
        queryRef={queryRef}
        skeleton={<CatalogueSkeleton view={values.view} count={catalogue.pageSize} />}
      >
        {(data, fetchMore) => <CatalogueList {...screen} data={data} fetchMore={fetchMore} />}
      </RouteData>
    </div>
  );
}

type CatalogueListProps<TValues extends Values> = Omit<
  CatalogueRouteProps<TValues, never, never>,
  "queryRef" | "title" | "description" | "metaDescription"
> & {
  data: FragmentType<typeof CatalogueRoute_query>;
  fetchMore: FetchMore<{ after?: string | null }>;
};

function CatalogueList<TValues extends Values>({
  catalogue,
  data,
  fetchMore,
  summary,
  clearLabel,
  showActiveFilters,
  listGenres,
}: CatalogueListProps<TValues>) {
  const { t } = useLingui();
  const { mangas, genres } = useFragment(CatalogueRoute_query, data);
  const [values, change] = useCatalogueValues(catalogue);
  const filterCount = catalogue.activeFilterCount(values);
  const clearFilters = () => change(catalogue.cleared(values));
  const { pathname } = useLocation();
  const resultsHeadingId = useId();
  const sortOptions = catalogue.schema.sort.options();
  const orderFields = usePlainOrderFields({ sort: values.sort, sortOptions, view: values.view });

  return (
    <div className="flex flex-col gap-6 lg:flex-row lg:items-start">
      <FilterPanel
        activeCount={filterCount}
        withoutScript={
          <CataloguePlainFilters
            filters={catalogue.filters}
            genres={genres}
            values={values}
            orderFields={orderFields}
            clear={{
              label: clearLabel,
              href: addressOf(pathname, catalogue.write(catalogue.cleared(values))),
            }}
          />
        }
      >
        <CatalogueFilterPanel
          filters={catalogue.filters}
          genres={genres}
          values={values}
          onChange={change}
          clearLabel={clearLabel}
          onClear={clearFilters}
        />
      </FilterPanel>
      <section aria-labelledby={resultsHeadingId} className="min-w-0 flex-1 space-y-5">
        {/* The cards' titles are headings of the third level: this one is their section's. */}
        <h2 id={resultsHeadingId} className="sr-only">
          {t`Results`}
        </h2>
        <LibraryToolbar
          summary={summary(mangas.totalCount, filterCount)}
          sort={values.sort}
          sortOptions={sortOptions}
          onSortChange={(sort) => change({ sort })}
          view={values.view}
          onViewChange={(view) => change({ view })}
        />
        {showActiveFilters && (
          // Without JavaScript the plain form shows what is chosen (the chips' buttons need it).
          <ActiveFilterChips
            className="noscript:hidden"
            filters={catalogue.filters}
            values={values}
            genres={genres}
            onChange={change}
          />
        )}
        <MangaConnectionResults
          connection={mangas}
          fetchMore={fetchMore}
          view={values.view}
          columns={5}
          listGenres={listGenres}
          onClearFilters={filterCount > 0 ? clearFilters : undefined}
        />
      </section>
    </div>
  );
}

/** The screen's values from the URL, and a change to write back. */
function useCatalogueValues<TValues extends Values>(catalogue: CatalogueOf<TValues>) {
  const [values, setValues] = useUrlFilters(catalogue);
  // A control changes only values of its screen's own filters, the sort or the view.
  return [values, setValues as (change: Change) => void] as const;
}

/** The loading shape: the filter column, the toolbar and a page of placeholder titles. */
function CatalogueSkeleton({ view, count }: { view: LibraryView; count: number }) {
  return (
    <div className="flex flex-col gap-6 lg:flex-row">
      <Skeleton className="h-10 w-full lg:h-[36rem] lg:w-64 lg:shrink-0" />
      <div className="flex-1 space-y-5">
        <Skeleton className="h-9 w-full" />
        <MangaResultsSkeleton view={view} columns={5} count={count} />
      </div>
    </div>
  );
}
