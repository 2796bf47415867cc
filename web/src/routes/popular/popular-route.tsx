import { useId } from "react";
import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "@inkpanel/ui";
import { LoadMoreWithRetry } from "../../components/load-more-with-retry/load-more-with-retry.tsx";
import { PageMeta } from "../../components/page-meta/page-meta.tsx";
import { RouteData } from "../../components/route-data/route-data.tsx";
import { useNextPageHref } from "../../lib/page-cursor.ts";
import { useLoadMore, type FetchMore } from "../../lib/use-load-more.ts";
import { useRouteQuery } from "../../lib/use-route-query.ts";
import { useUrlFilters } from "../../lib/use-url-filters.ts";
import { ChoiceTabs } from "../../components/choice-tabs/choice-tabs.tsx";
import { MangaCard } from "../../components/manga-card/manga-card.tsx";
import { LibraryToolbar } from "../../components/library-toolbar/library-toolbar.tsx";
import {
  MangaResults,
  MangaResultsSkeleton,
} from "../../components/manga-results/manga-results.tsx";
import { NoMangaFound } from "../../components/no-manga-found/no-manga-found.tsx";
import { graphql, useFragment } from "../../gql";
import type { PopularRouteQueryQuery, PopularRouteQueryQueryVariables } from "../../gql/graphql.ts";
import { popularFilters } from "./popular-filters.ts";
import { pageSize, type popularLoader } from "./popular-query.ts";

export const PopularLists_entry = graphql(`
  fragment PopularLists_entry on PopularEntry {
    rank
    manga {
      id
      ...MangaCard_manga
    }
  }
`);

/** "This Week's most read": the list's heading for its period. */
const mostReadIn = (period: string) => t`${period}'s most read`;

const usePopularFilters = () => useUrlFilters(popularFilters);

export function PopularRoute() {
  const { t } = useLingui();
  const listId = useId();
  const queryRef = useRouteQuery<typeof popularLoader>();
  const [filters, setFilters] = usePopularFilters();
  return (
    <div className="mx-auto max-w-screen-2xl space-y-6 px-4 py-8 sm:px-6">
      <PageMeta
        title={t`Popular Manga`}
        description={t`The most read manga on Inkpanel this week, this month and of all time.`}
      />
      <PageHeader title={t`Popular Manga`} description={t`What everyone is reading.`} />
      <ChoiceTabs
        label={t`Period`}
        options={popularFilters.schema.period.options()}
        value={filters.period}
        onChange={(period) => setFilters({ period })}
        controls={listId}
        hrefOf={(period) => `?${popularFilters.write({ ...filters, period })}`}
      />
      <div id={listId}>
        <RouteData
          queryRef={queryRef}
          skeleton={<MangaResultsSkeleton view={filters.view} count={pageSize} />}
        >
          {(data, fetchMore) => <PopularLists data={data} fetchMore={fetchMore} />}
        </RouteData>
      </div>
    </div>
  );
}

interface PopularListsProps {
  data: PopularRouteQueryQuery;
  fetchMore: FetchMore<PopularRouteQueryQueryVariables>;
}

function PopularLists({ data, fetchMore }: PopularListsProps) {
  const { t } = useLingui();
  const [filters, setFilters] = usePopularFilters();
  const topThree = useFragment(PopularLists_entry, data.topThree);
  const entries = useFragment(
    PopularLists_entry,
    data.entries.edges.map((edge) => edge.node),
  );
  const { hasNextPage, endCursor } = data.entries.pageInfo;
  const loadMore = useLoadMore(fetchMore, { after: endCursor });
  const nextPageHref = useNextPageHref(endCursor);

  if (entries.length === 0) return <NoMangaFound />;
  return (
    <div className="space-y-8">
      <ol aria-label={t`Top 3`} className="grid gap-4 md:grid-cols-3">
        {topThree.map((entry) => (
          <li key={entry.manga.id}>
            <MangaCard
              manga={entry.manga}
              layout="list"
              rank={entry.rank}
              maxGenres={2}
              className="h-full"
            />
          </li>
        ))}
      </ol>
      <LibraryToolbar
        summary={mostReadIn(popularFilters.schema.period.label(filters.period))}
        sort={filters.sort}
        sortOptions={popularFilters.schema.sort.options()}
        onSortChange={(sort) => setFilters({ sort })}
        view={filters.view}
        onViewChange={(view) => setFilters({ view })}
        plainForm={{ keep: [{ kind: "hidden", name: "period", value: filters.period }] }}
      />
      <MangaResults
        view={filters.view}
        items={entries.map((entry) => ({
          key: entry.manga.id,
          manga: entry.manga,
          rank: entry.rank,
        }))}
      />
      <LoadMoreWithRetry
        shown={entries.length}
        hasMore={hasNextPage}
        items="titles"
        state={loadMore}
        href={nextPageHref}
      />
    </div>
  );
}
