import {
  Button,
  PlainFilterForm,
  Select,
  type PlainFilterField,
  type SelectOption,
} from "@inkpanel/ui";
import { LayoutGrid, List } from "lucide-react";
import type { ReactNode } from "react";
import { viewParam, type LibraryView } from "../../lib/library-view.ts";
import { useLingui } from "@lingui/react/macro";

interface LibraryToolbarProps<TSort extends string> {
  /** the result count, as the screen words it */
  summary: ReactNode;
  sort: TSort;
  sortOptions: readonly SelectOption<TSort>[];
  onSortChange: (sort: TSort) => void;
  view: LibraryView;
  onViewChange: (view: LibraryView) => void;
  /**
   * Without JavaScript the order and view are a plain form, sending `keep` (the screen's other
   * choices) with them; a screen whose filter form holds them (usePlainOrderFields) leaves it out.
   */
  plainForm?: { keep: readonly PlainFilterField[] };
}

/** Above a library list: how many titles, their order, and grid or list. */
export function LibraryToolbar<TSort extends string>(props: LibraryToolbarProps<TSort>) {
  const { t } = useLingui();
  const orderFields = usePlainOrderFields(props);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {props.summary}
      </p>
      <div className="flex items-center gap-2 noscript:hidden">
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
      {props.plainForm && (
        <noscript>
          <PlainFilterForm
            inline
            label={t`Order`}
            fields={[...props.plainForm.keep, ...orderFields]}
            submitLabel={t`Apply`}
          />
        </noscript>
      )}
    </div>
  );
}

/** The toolbar's order and view as a plain form's fields, for a screen without JavaScript. */
export function usePlainOrderFields<TSort extends string>({
  sort,
  sortOptions,
  view,
}: Pick<LibraryToolbarProps<TSort>, "sort" | "sortOptions" | "view">): PlainFilterField[] {
  const { t } = useLingui();
  return [
    { kind: "select", name: "sort", label: t`Sort by`, options: sortOptions, value: sort },
    {
      kind: "select",
      name: viewParam.key,
      label: t`View`,
      options: viewParam.options(),
      value: view,
    },
  ];
}
