import { TabsList, TabsTrigger } from "@inkpanel/ui";

interface CountedTabsListProps {
  /** each tab, with its count where it has one */
  tabs: readonly { value: string; label: string; count?: number }[];
  "aria-label"?: string;
}

/**
 * Tabs of a list, each with how many items it holds (Help Center, Pages, the dashboard's lists).
 */
export function CountedTabsList({ tabs, "aria-label": label }: CountedTabsListProps) {
  return (
    <TabsList aria-label={label} className="w-full justify-start">
      {tabs.map((tab) => (
        <TabsTrigger key={tab.value} value={tab.value}>
          {tab.label}
          {tab.count !== undefined && (
            <>
              {/* read as "Favorites 25", not "Favorites25" (a flex item's gap is not a space) */}{" "}
              <span className="text-xs text-muted-foreground tabular-nums">{tab.count}</span>
            </>
          )}
        </TabsTrigger>
      ))}
    </TabsList>
  );
}
