import { Button, Checkbox, Label, Select } from "@inkpanel/ui";
import { useId } from "react";
import type { FragmentType } from "../../gql";
import {
  GenreCheckboxes,
  type GenreCheckboxes_genre,
} from "../genre-checkboxes/genre-checkboxes.tsx";
import type { AnyFilterValues, CatalogueFilter } from "./catalogue-filters.ts";
import {
  MinimumRating,
  RatingRange,
  SearchBox,
  StatusCheckboxes,
  StatusRadios,
} from "./filter-controls.tsx";
import { useLingui } from "@lingui/react/macro";

interface FilterControlProps {
  filter: CatalogueFilter;
  genres: readonly FragmentType<typeof GenreCheckboxes_genre>[];
  /** the screen's values, which hold those of each of its filters */
  values: Partial<AnyFilterValues>;
  onChange: (change: Partial<AnyFilterValues>) => void;
}

interface CatalogueFilterPanelProps extends Omit<FilterControlProps, "filter"> {
  filters: readonly CatalogueFilter[];
  /** "Clear All" or "Clear Filters", as the screen words it */
  clearLabel: string;
  onClear: () => void;
}

/** A catalogue screen's filters, each by its control, in the order the screen lists them. */
export function CatalogueFilterPanel({
  filters,
  clearLabel,
  onClear,
  ...controlProps
}: CatalogueFilterPanelProps) {
  return (
    <div className="space-y-6">
      {filters.map((filter) => (
        <FilterControl key={filter.kind} filter={filter} {...controlProps} />
      ))}
      <Button variant="outline" className="w-full" onClick={onClear}>
        {clearLabel}
      </Button>
    </div>
  );
}

// Each case reads its own filter's values (`!`: the screen's values hold them).
function FilterControl({ filter, genres, values, onChange }: FilterControlProps) {
  const { t } = useLingui();
  const id = useId();
  switch (filter.kind) {
    case "search-box":
      return (
        <SearchBox
          key={values.search}
          search={values.search!}
          onSearch={(search) => onChange({ search })}
        />
      );
    case "genres":
      return (
        <GenreCheckboxes
          genres={genres}
          selected={values.genres!}
          onChange={(selected) => onChange({ genres: selected })}
        />
      );
    case "status-checkboxes":
      return (
        <StatusCheckboxes
          options={filter.params.statuses.options()}
          selected={values.statuses!}
          onChange={(statuses) => onChange({ statuses })}
        />
      );
    case "status-radios":
      return (
        <StatusRadios
          options={filter.params.status.options()}
          value={values.status!}
          onChange={(status) => onChange({ status })}
        />
      );
    case "rating-range":
      return (
        <RatingRange
          key={`${values.minRating}-${values.maxRating}`}
          bounds={filter.params.minRating}
          minRating={values.minRating!}
          maxRating={values.maxRating!}
          onCommit={(minRating, maxRating) => onChange({ minRating, maxRating })}
        />
      );
    case "minimum-rating":
      return (
        <MinimumRating
          key={values.minRating}
          bounds={filter.params.minRating}
          minRating={values.minRating!}
          onCommit={(minRating) => onChange({ minRating })}
        />
      );
    case "release-year":
      return (
        <label className="grid gap-2 text-sm font-semibold">
          {t`Year`}
          <Select
            aria-label={t`Year`}
            options={[
              { value: anyYear, label: t`Any year` },
              ...filter.years.map((year) => ({ value: String(year), label: String(year) })),
            ]}
            value={values.year ? String(values.year) : anyYear}
            onValueChange={(value) => onChange({ year: value === anyYear ? null : Number(value) })}
          />
        </label>
      );
    case "completed-only":
      return (
        <div className="flex items-center gap-2.5">
          <Checkbox
            id={`${id}-completed`}
            checked={values.completedOnly}
            onCheckedChange={(checked) => onChange({ completedOnly: checked === true })}
          />
          <Label htmlFor={`${id}-completed`} className="font-normal">
            {t`Completed series only`}
          </Label>
        </div>
      );
    case "search-form":
      // Above the list, not in the panel (CatalogueRoute).
      return null;
  }
}

const anyYear = "any";
