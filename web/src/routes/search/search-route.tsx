import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "@inkpanel/ui";
import { FilterPanel } from "../../components/filter-panel/filter-panel.tsx";
import { LibraryToolbar } from "../../components/library-toolbar/library-toolbar.tsx";
import { MangaConnectionResults } from "../../components/manga-results/manga-connection-results.tsx";
import { MangaResultsSkeleton } from "../../components/manga-results/manga-results.tsx";
import { PageMeta } from "../../components/page-meta/page-meta.tsx";
import { RouteData } from "../../components/route-data/route-data.tsx";
import { SearchForm } from "../../components/search-form/search-form.tsx";
import type { SearchRouteQueryQuery, SearchRouteQueryQueryVariables } from "../../gql/graphql.ts";
import type { FetchMore } from "../../lib/use-load-more.ts";
import { useRouteQuery } from "../../lib/use-route-query.ts";
import { useUrlFilters } from "../../lib/use-url-filters.ts";
import { SearchFilterPanel } from "./search-filter-panel.tsx";
import { activeFilterCount, searchFilters } from "./search-filters.ts";
import type { searchLoader } from "./search-query.ts";

const useSearchFilters = () => useUrlFilters(searchFilters);

export function SearchRoute() {
  const { t } = useLingui();
  const queryRef = useRouteQuery<typeof searchLoader>();
  const [filters, setFilters] = useSearchFilters();
  const heading = filters.query ? t`Search results for “${filters.query}”` : t`Search manga`;
  return (
    <div className="mx-auto max-w-screen-2xl space-y-6 px-4 py-8 sm:px-6">
      <PageMeta
        title={heading}
        description={t`Search the Inkpanel library by title, alternative title or author.`}
      />
      <PageHeader title={heading} />
      <SearchForm
        key={filters.query}
        label={t`Search manga`}
        placeholder={t`Search by title or author...`}
        defaultQuery={filters.query}
        onSearch={(query) => setFilters({ query })}
      />
      <RouteData
        queryRef={queryRef}
        skeleton={<MangaResultsSkeleton view={filters.view} count={12} />}
      >
        {(data, fetchMore) => <SearchResults data={data} fetchMore={fetchMore} />}
      </RouteData>
    </div>
  );
}

interface SearchResultsProps {
  data: SearchRouteQueryQuery;
  fetchMore: FetchMore<SearchRouteQueryQueryVariables>;
}

function SearchResults({ data, fetchMore }: SearchResultsProps) {
  const { t } = useLingui();
  const [filters, setFilters] = useSearchFilters();
  const filterCount = activeFilterCount(filters);
  // Every filter back to its default; the words searched, the sort and the view stay.
  const clearFilters = () =>
    setFilters({
      ...searchFilters.defaults(),
      query: filters.query,
      sort: filters.sort,
      view: filters.view,
    });

  return (
    <div className="flex flex-col gap-6 lg:flex-row lg:items-start">
      <FilterPanel activeCount={filterCount}>
        <SearchFilterPanel
          genres={data.genres}
          filters={filters}
          onChange={setFilters}
          onClear={clearFilters}
        />
      </FilterPanel>
      <section aria-label={t`Results`} className="min-w-0 flex-1 space-y-5">
        <LibraryToolbar
          summary={
            <>
              {plural(data.mangas.totalCount, { one: "# result", other: "# results" })}
              {filterCount > 0 &&
                ` · ${plural(filterCount, { one: "# active filter", other: "# active filters" })}`}
            </>
          }
          sort={filters.sort}
          sortOptions={searchFilters.schema.sort.options()}
          onSortChange={(sort) => setFilters({ sort })}
          view={filters.view}
          onViewChange={(view) => setFilters({ view })}
        />
        <MangaConnectionResults
          connection={data.mangas}
          fetchMore={fetchMore}
          view={filters.view}
          columns={5}
          onClearFilters={filterCount > 0 ? clearFilters : undefined}
        />
      </section>
    </div>
  );
}
