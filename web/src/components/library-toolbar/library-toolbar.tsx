import { Button, Select, type SelectOption } from "@inkpanel/ui";
import { LayoutGrid, List } from "lucide-react";
import type { ReactNode } from "react";
import type { LibraryView } from "../../lib/library-view.ts";
import { useLingui } from "@lingui/react/macro";

interface LibraryToolbarProps<TSort extends string> {
  /** the result count, as the screen words it */
  summary: ReactNode;
  sort: TSort;
  sortOptions: readonly SelectOption<TSort>[];
  onSortChange: (sort: TSort) => void;
  view: LibraryView;
  onViewChange: (view: LibraryView) => void;
}

/** Above a library list: how many titles, their order, and grid or list. */
export function LibraryToolbar<TSort extends string>(props: LibraryToolbarProps<TSort>) {
  const { t } = useLingui();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {props.summary}
      </p>
      <div className="flex items-center gap-2">
        <Select
          aria-label={t`Sort by`}
          className="h-9 w-44"
          options={props.sortOptions}
          value={props.sort}
          onValueChange={props.onSortChange}
        />
        <div role="group" aria-label={t`View`} className="flex rounded-lg border p-0.5">
          <Button
            variant={props.view === "grid" ? "secondary" : "ghost"}
            size="icon-sm"
            aria-label={t`Grid view`}
            aria-pressed={props.view === "grid"}
            onClick={() => props.onViewChange("grid")}
          >
            <LayoutGrid />
          </Button>
          <Button
            variant={props.view === "list" ? "secondary" : "ghost"}
            size="icon-sm"
            aria-label={t`List view`}
            aria-pressed={props.view === "list"}
            onClick={() => props.onViewChange("list")}
          >
            <List />
          </Button>
        </div>
      </div>
    </div>
  );
}
