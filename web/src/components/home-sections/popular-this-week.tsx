import { Tabs, TabsContent, TabsList, TabsTrigger } from "@inkpanel/ui";
import { graphql, useFragment, type FragmentType } from "../../gql";
import { MangaResults } from "../manga-results/manga-results.tsx";
import { useLingui } from "@lingui/react/macro";

export const PopularThisWeek_entry = graphql(`
  fragment PopularThisWeek_entry on PopularEntry {
    rank
    manga {
      id
      ...MangaCard_manga
    }
  }
`);

type Entries = readonly FragmentType<typeof PopularThisWeek_entry>[];

interface PopularThisWeekProps {
  trending: Entries;
  highestRated: Entries;
  mostViewed: Entries;
}

/** This week's titles three ways: most read this week, best rated, most viewed of all time. */
export function PopularThisWeek(props: PopularThisWeekProps) {
  const { t } = useLingui();
  const tabs = [
    { value: "trending", label: t`Trending`, entries: props.trending },
    { value: "rated", label: t`Highest Rated`, entries: props.highestRated },
    { value: "viewed", label: t`Most Viewed`, entries: props.mostViewed },
  ];
  return (
    <Tabs defaultValue="trending" className="space-y-5">
      {/* Without JavaScript the first list shows alone (Popular has them all, with links). */}
      <TabsList className="noscript:hidden">
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value}>
          <RankedTitles entries={tab.entries} />
        </TabsContent>
      ))}
    </Tabs>
  );
}

function RankedTitles(props: { entries: Entries }) {
  const entries = useFragment(PopularThisWeek_entry, props.entries);
  return (
    <MangaResults
      view="grid"
      items={entries.map((entry) => ({
        key: entry.manga.id,
        manga: entry.manga,
        rank: entry.rank,
      }))}
    />
  );
}
