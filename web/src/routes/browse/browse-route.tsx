import { Button, cn, PageHeader, Skeleton } from "@inkpanel/ui";
import { SlidersHorizontal } from "lucide-react";
import { useState } from "react";
import type { LoaderFunctionArgs } from "react-router";
import { preloadQuery } from "../../apollo/client.ts";
import { formatWholeNumber } from "../../app/format.ts";
import { PageMeta } from "../../app/page-meta.tsx";
import { RouteData, type FetchMore } from "../../app/route-data.tsx";
import { useLoadMore } from "../../app/use-load-more.ts";
import { useRouteQuery } from "../../app/use-route-query.ts";
import { LibraryToolbar } from "../../components/library-toolbar/library-toolbar.tsx";
import { MangaResults, MangaResultsSkeleton } from "../../components/manga-results/manga-results.tsx";
import { NoMangaFound } from "../../components/no-manga-found/no-manga-found.tsx";
import { graphql } from "../../gql";
import type { BrowseRouteQueryQuery, BrowseRouteQueryQueryVariables } from "../../gql/graphql.ts";
import { ActiveFilterChips } from "./active-filter-chips.tsx";
import { BrowseFilterPanel } from "./browse-filter-panel.tsx";
import {
  browseSorts,
  hasActiveFilters,
  readBrowseFilters,
  toMangasArguments,
  type BrowseSort,
} from "./browse-filters.ts";
import { useBrowseFilters } from "./use-browse-filters.ts";

/** Titles per Load More: four rows of the five-column grid. */
const pageSize = 20;

const BrowseRouteQuery = graphql(`
  query BrowseRouteQuery($filter: MangaFilter, $sort: MangaSort, $first: Int!, $after: String) {
    mangas(filter: $filter, sort: $sort, first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
          id
          ...MangaCard_manga
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
    genres {
      id
      slug
      name
      ...GenreCheckboxes_genre
    }
  }
`);

export function browseLoader({ request }: LoaderFunctionArgs) {
  const filters = readBrowseFilters(new URL(request.url).searchParams);
  return preloadQuery(BrowseRouteQuery, {
    variables: { ...toMangasArguments(filters), first: pageSize },
  });
}

const sortOptions = Object.entries(browseSorts).map(([value, { label }]) => ({
  value: value as BrowseSort,
  label,
}));

export function BrowseRoute() {
  const queryRef = useRouteQuery<typeof browseLoader>();
  return (
    <div className="mx-auto max-w-screen-2xl px-4 py-8 sm:px-6">
      <PageMeta
        title="Browse Manga"
        description="Browse the whole Inkpanel library by genre, status and rating."
      />
      <PageHeader
        className="mb-6"
        title="Browse Manga"
        description="Find your next series by genre, status and rating."
      />
      <RouteData queryRef={queryRef} skeleton={<BrowseSkeleton />}>
        {(data, fetchMore) => <BrowseLibrary data={data} fetchMore={fetchMore} />}
      </RouteData>
    </div>
  );
}

function BrowseLibrary({ data, fetchMore }: { data: BrowseRouteQueryQuery; fetchMore: FetchMore<BrowseRouteQueryQueryVariables> }) {
  const [filters, setFilters] = useBrowseFilters();
  const [panelOpen, setPanelOpen] = useState(false);
  const loadMore = useLoadMore(fetchMore, data.mangas.pageInfo);
  const clearFilters = () =>
    setFilters({ search: "", genres: [], statuses: [], minRating: 0, maxRating: 10 });
  const genreNames = new Map(data.genres.map((genre) => [genre.slug, genre.name]));
  const { totalCount, edges } = data.mangas;

  return (
    <div className="flex flex-col gap-6 lg:flex-row lg:items-start">
      <div className="lg:sticky lg:top-24 lg:w-64 lg:shrink-0">
        <Button
          variant="outline"
          className="w-full lg:hidden"
          aria-expanded={panelOpen}
          aria-controls="browse-filters"
          onClick={() => setPanelOpen((open) => !open)}
        >
          <SlidersHorizontal /> {panelOpen ? "Hide filters" : "Show filters"}
        </Button>
        <aside
          id="browse-filters"
          aria-label="Filters"
          className={cn("mt-4 rounded-2xl border bg-card p-4 lg:mt-0 lg:block", !panelOpen && "hidden")}
        >
          <BrowseFilterPanel
            genres={data.genres}
            filters={filters}
            onChange={setFilters}
            onClearAll={clearFilters}
          />
        </aside>
      </div>

      <section aria-label="Results" className="min-w-0 flex-1 space-y-5">
        <LibraryToolbar
          summary={`${formatWholeNumber(totalCount)} manga found`}
          sort={filters.sort}
          sortOptions={sortOptions}
          onSortChange={(sort) => setFilters({ sort })}
          view={filters.view}
          onViewChange={(view) => setFilters({ view })}
        />
        <ActiveFilterChips filters={filters} genreNames={genreNames} onChange={setFilters} />
        {edges.length === 0 ? (
          <NoMangaFound onClearFilters={hasActiveFilters(filters) ? clearFilters : undefined} />
        ) : (
          <MangaResults
            items={edges.map((edge) => ({ key: edge.cursor, manga: edge.node }))}
            view={filters.view}
            columns={5}
            listGenres={4}
            loadMore={{ ...loadMore, total: totalCount }}
          />
        )}
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
