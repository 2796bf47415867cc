import { TabsList, TabsTrigger } from "@inkpanel/ui";

interface CountedTabsListProps {
  tabs: readonly { value: string; label: string; count: number }[];
  "aria-label"?: string;
}

/** Tabs of a searchable list, each with how many matching items it holds (Help Center, Pages). */
export function CountedTabsList({ tabs, "aria-label": label }: CountedTabsListProps) {
  return (
    <TabsList aria-label={label} className="w-full justify-start">
      {tabs.map((tab) => (
        <TabsTrigger key={tab.value} value={tab.value}>
          {tab.label}
          <span className="text-xs text-muted-foreground tabular-nums">{tab.count}</span>
        </TabsTrigger>
      ))}
    </TabsList>
  );
}
