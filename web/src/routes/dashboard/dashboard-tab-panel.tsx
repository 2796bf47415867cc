import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Card } from "@inkpanel/ui";
import { MangaCard } from "../../components/manga-card/manga-card.tsx";
import { HistoryList } from "../../components/reading-history/history-list.tsx";
import { ContinueReadingCard } from "../../components/reading-progress/continue-reading-card.tsx";
import type {
  DashboardRouteQueryQuery,
  DashboardRouteQueryQueryVariables,
} from "../../gql/graphql.ts";
import type { FetchMore } from "../../lib/use-load-more.ts";
import { DashboardList } from "./dashboard-list.tsx";
import type { DashboardTab } from "./dashboard-query.ts";

export type Reader = NonNullable<DashboardRouteQueryQuery["me"]>;

interface DashboardTabPanelProps {
  tab: DashboardTab;
  me: Reader;
  fetchMore: FetchMore<DashboardRouteQueryQueryVariables>;
  /** called once the history changed, to load it afresh */
  onHistoryChanged: () => void;
}

/** What the shown tab holds: one of the reader's lists (the route asked for it), or the month. */
export function DashboardTabPanel({
  tab,
  me,
  fetchMore,
  onHistoryChanged,
}: DashboardTabPanelProps) {
  switch (tab) {
    case "reading":
      return (
        <DashboardList tab={tab} list={me.continueReading} fetchMore={fetchMore}>
          {(progress) => (
            <div className="grid gap-4 md:grid-cols-2">
              {progress.map((node) => (
                <ContinueReadingCard key={node.manga.id} progress={node} />
              ))}
            </div>
          )}
        </DashboardList>
      );
    case "favorites":
      return (
        <DashboardList tab={tab} list={me.favorites} fetchMore={fetchMore}>
          {(titles) => <TitleGrid titles={titles} />}
        </DashboardList>
      );
    case "history":
      return (
        <DashboardList tab={tab} list={me.history} fetchMore={fetchMore}>
          {(entries) => <HistoryList entries={entries} onChanged={onHistoryChanged} />}
        </DashboardList>
      );
    case "saved":
      return (
        <DashboardList tab={tab} list={me.saved} fetchMore={fetchMore}>
          {(titles) => <TitleGrid titles={titles} />}
        </DashboardList>
      );
    case "activity":
      return <ActivityPanel stats={me.stats} />;
  }
}

type Title = NonNullable<Reader["favorites"]>["edges"][number]["node"];

function TitleGrid({ titles }: { titles: Title[] }) {
  return (
    <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
      {titles.map((title) => (
        <MangaCard key={title.id} manga={title} />
      ))}
    </div>
  );
}

/** The streak and this month's figures. */
function ActivityPanel({ stats }: { stats: Reader["stats"] }) {
  const { t } = useLingui();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card className="p-6">
        <h2 className="font-semibold">{t`Reading Streak`}</h2>
        <p className="mt-2 text-4xl font-bold">{stats.readingStreakDays}</p>
        <p className="text-sm text-muted-foreground">
          {plural(stats.readingStreakDays, { one: "day in a row", other: "days in a row" })}
        </p>
      </Card>
      <Card className="p-6">
        <h2 className="font-semibold">{t`This Month`}</h2>
        <dl className="mt-2 grid grid-cols-3 gap-2 text-center">
          <Figure label={t`Chapters read`} value={stats.chaptersReadThisMonth} />
          <Figure label={t`Hours reading`} value={stats.hoursReadThisMonth} />
          <Figure label={t`New favorites`} value={stats.newFavoritesThisMonth} />
        </dl>
      </Card>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex flex-col-reverse">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-bold">{value}</dd>
    </div>
  );
}
