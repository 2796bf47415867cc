import { PageHeader, Skeleton } from "@inkpanel/ui";
import { FilterPanel } from "../../components/filter-panel/filter-panel.tsx";
import { LibraryToolbar } from "../../components/library-toolbar/library-toolbar.tsx";
import { MangaConnectionResults } from "../../components/manga-results/manga-connection-results.tsx";
import { MangaResultsSkeleton } from "../../components/manga-results/manga-results.tsx";
import { PageMeta } from "../../components/page-meta/page-meta.tsx";
import { RouteData } from "../../components/route-data/route-data.tsx";
import type { BrowseRouteQueryQuery, BrowseRouteQueryQueryVariables } from "../../gql/graphql.ts";
import type { FetchMore } from "../../lib/use-load-more.ts";
import { useRouteQuery } from "../../lib/use-route-query.ts";
import { useUrlFilters } from "../../lib/use-url-filters.ts";
import { ActiveFilterChips } from "./active-filter-chips.tsx";
import { BrowseFilterPanel } from "./browse-filter-panel.tsx";
import {
  browseFilters,
  activeFilterCount,
  readBrowseFilters,
  writeBrowseFilters,
} from "./browse-filters.ts";
import { pageSize, type browseLoader } from "./browse-query.ts";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";

export function BrowseRoute() {
  const { t } = useLingui();
  const queryRef = useRouteQuery<typeof browseLoader>();
  return (
    <div className="mx-auto max-w-screen-2xl px-4 py-8 sm:px-6">
      <PageMeta
        title={t`Browse Manga`}
        description={t`Browse the whole Inkpanel library by genre, status and rating.`}
      />
      <PageHeader
        className="mb-6"
        title={t`Browse Manga`}
        description={t`Find your next series by genre, status and rating.`}
      />
      <RouteData queryRef={queryRef} skeleton={<BrowseSkeleton />}>
        {(data, fetchMore) => <BrowseLibrary data={data} fetchMore={fetchMore} />}
      </RouteData>
    </div>
  );
}

function BrowseLibrary({
  data,
  fetchMore,
}: {
  data: BrowseRouteQueryQuery;
  fetchMore: FetchMore<BrowseRouteQueryQueryVariables>;
}) {
  const { t } = useLingui();
  const [filters, setFilters] = useUrlFilters({
    read: readBrowseFilters,
    write: writeBrowseFilters,
  });
  // Every filter back to its default; the sort and the view are choices, not filters.
  const clearFilters = () =>
    setFilters({ ...browseFilters.defaults(), sort: filters.sort, view: filters.view });
  const genreNames = new Map(data.genres.map((genre) => [genre.slug, genre.name]));

  return (
    <div className="flex flex-col gap-6 lg:flex-row lg:items-start">
      <FilterPanel activeCount={activeFilterCount(filters)}>
        <BrowseFilterPanel
          genres={data.genres}
          filters={filters}
          onChange={setFilters}
          onClearAll={clearFilters}
        />
      </FilterPanel>

      <section aria-label={t`Results`} className="min-w-0 flex-1 space-y-5">
        <LibraryToolbar
          summary={plural(data.mangas.totalCount, { one: "# manga found", other: "# manga found" })}
          sort={filters.sort}
          sortOptions={browseFilters.schema.sort.options()}
          onSortChange={(sort) => setFilters({ sort })}
          view={filters.view}
          onViewChange={(view) => setFilters({ view })}
        />
        <ActiveFilterChips filters={filters} genreNames={genreNames} onChange={setFilters} />
        <MangaConnectionResults
          connection={data.mangas}
          fetchMore={fetchMore}
          view={filters.view}
          columns={5}
          listGenres={4}
          onClearFilters={activeFilterCount(filters) > 0 ? clearFilters : undefined}
        />
      </section>
    </div>
  );
}

function BrowseSkeleton() {
  return (
    <div className="flex flex-col gap-6 lg:flex-row">
      <Skeleton className="h-10 w-full lg:h-[36rem] lg:w-64 lg:shrink-0" />
      <div className="flex-1 space-y-5">
        <Skeleton className="h-9 w-full" />
        <MangaResultsSkeleton view="grid" columns={5} count={pageSize} />
      </div>
    </div>
  );
}
