import { useId } from "react";
import { PageHeader, StatTiles } from "@inkpanel/ui";
import { CalendarClock, CalendarDays, Sparkles } from "lucide-react";
import { ChoiceTabs } from "../../components/choice-tabs/choice-tabs.tsx";
import { LibraryToolbar } from "../../components/library-toolbar/library-toolbar.tsx";
import { MangaConnectionResults } from "../../components/manga-results/manga-connection-results.tsx";
import { MangaResultsSkeleton } from "../../components/manga-results/manga-results.tsx";
import { PageMeta } from "../../components/page-meta/page-meta.tsx";
import { RouteData } from "../../components/route-data/route-data.tsx";
import type { LatestRouteQueryQuery, LatestRouteQueryQueryVariables } from "../../gql/graphql.ts";
import { formatWholeNumber } from "../../lib/format.ts";
import type { FetchMore } from "../../lib/use-load-more.ts";
import { useRouteQuery } from "../../lib/use-route-query.ts";
import { useUrlFilters } from "../../lib/use-url-filters.ts";
import { latestFilters } from "./latest-filters.ts";
import { pageSize, type latestLoader } from "./latest-query.ts";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";

const useLatestFilters = () => useUrlFilters(latestFilters);

export function LatestRoute() {
  const { t } = useLingui();
  const listId = useId();
  const queryRef = useRouteQuery<typeof latestLoader>();
  const [filters, setFilters] = useLatestFilters();
  return (
    <div className="mx-auto max-w-screen-2xl space-y-6 px-4 py-8 sm:px-6">
      <PageMeta
        title={t`Latest Releases`}
        description={t`The newest chapters on Inkpanel, updated as they are released.`}
      />
      <PageHeader title={t`Latest Releases`} description={t`New chapters, as they come out.`} />
      <ChoiceTabs
        label={t`Released`}
        options={latestFilters.schema.window.options()}
        value={filters.window}
        onChange={(window) => setFilters({ window })}
        controls={listId}
        hrefOf={(window) => `?${latestFilters.write({ ...filters, window })}`}
      />
      <div id={listId}>
        <RouteData
          queryRef={queryRef}
          skeleton={<MangaResultsSkeleton view={filters.view} count={pageSize} />}
        >
          {(data, fetchMore) => <LatestList data={data} fetchMore={fetchMore} />}
        </RouteData>
      </div>
    </div>
  );
}

interface LatestListProps {
  data: LatestRouteQueryQuery;
  fetchMore: FetchMore<LatestRouteQueryQueryVariables>;
}

function LatestList({ data, fetchMore }: LatestListProps) {
  const { t } = useLingui();
  const [filters, setFilters] = useLatestFilters();
  const stats = [
    { label: t`Today's updates`, value: data.updatedToday.totalCount, icon: CalendarClock },
    { label: t`This week`, value: data.updatedThisWeek.totalCount, icon: CalendarDays },
    { label: t`New series this year`, value: data.newSeries.totalCount, icon: Sparkles },
  ];
  return (
    <div className="space-y-6">
      <StatTiles
        tiles={stats.map((stat) => ({ ...stat, value: formatWholeNumber(stat.value) }))}
        className="sm:grid-cols-3"
      />
      <LibraryToolbar
        summary={plural(data.mangas.totalCount, {
          one: "Latest Manga (# result)",
          other: "Latest Manga (# results)",
        })}
        sort={filters.sort}
        sortOptions={latestFilters.schema.sort.options()}
        onSortChange={(sort) => setFilters({ sort })}
        view={filters.view}
        onViewChange={(view) => setFilters({ view })}
        plainForm={{ keep: [{ kind: "hidden", name: "window", value: filters.window }] }}
      />
      <MangaConnectionResults connection={data.mangas} fetchMore={fetchMore} view={filters.view} />
    </div>
  );
}
