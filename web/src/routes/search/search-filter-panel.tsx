import { Button, Checkbox, Label, RadioGroup, RadioGroupItem, Select, Slider } from "@inkpanel/ui";
import { useId, useState } from "react";
import {
  GenreCheckboxes,
  type GenreCheckboxes_genre,
} from "../../components/genre-checkboxes/genre-checkboxes.tsx";
import type { FragmentType } from "../../gql";
import { formatRating } from "../../lib/format.ts";
import {
  minRatingBounds,
  searchFilters,
  searchYears,
  type SearchFilters,
  type SearchStatus,
} from "./search-filters.ts";
import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";

interface SearchFilterPanelProps {
  genres: readonly FragmentType<typeof GenreCheckboxes_genre>[];
  filters: SearchFilters;
  onChange: (change: Partial<SearchFilters>) => void;
  onClear: () => void;
}

const anyYear = "any";
const yearOptions = () => [
  { value: anyYear, label: t`Any year` },
  ...searchYears.map((year) => ({ value: String(year), label: String(year) })),
];

/** Search's filters: genres, status, minimum rating, year and Completed only. */
export function SearchFilterPanel({ genres, filters, onChange, onClear }: SearchFilterPanelProps) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="space-y-6">
      <GenreCheckboxes
        genres={genres}
        selected={filters.genres}
        onChange={(selected) => onChange({ genres: selected })}
      />

      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-semibold">{t`Status`}</legend>
        <RadioGroup
          value={filters.status}
          onValueChange={(status) => onChange({ status: status as SearchStatus })}
        >
          {searchFilters.schema.status.options().map(({ value: key, label }) => (
            <div key={key} className="flex items-center gap-2.5">
              <RadioGroupItem id={`${id}-status-${key}`} value={key} />
              <Label htmlFor={`${id}-status-${key}`} className="font-normal">
                {label}
              </Label>
            </div>
          ))}
        </RadioGroup>
      </fieldset>

      <MinimumRating
        key={filters.minRating}
        minRating={filters.minRating}
        onCommit={(minRating) => onChange({ minRating })}
      />

      <label className="grid gap-2 text-sm font-semibold">
        {t`Year`}
        <Select
          aria-label={t`Year`}
          options={yearOptions()}
          value={filters.year ? String(filters.year) : anyYear}
          onValueChange={(value) => onChange({ year: value === anyYear ? null : Number(value) })}
        />
      </label>

      <div className="flex items-center gap-2.5">
        <Checkbox
          id={`${id}-completed`}
          checked={filters.completedOnly}
          onCheckedChange={(checked) => onChange({ completedOnly: checked === true })}
        />
        <Label htmlFor={`${id}-completed`} className="font-normal">
          {t`Completed series only`}
        </Label>
      </div>

      <Button variant="outline" className="w-full" onClick={onClear}>
        {t`Clear Filters`}
      </Button>
    </div>
  );
}

function MinimumRating(props: { minRating: number; onCommit: (minRating: number) => void }) {
  const { t } = useLingui();
  const [value, setValue] = useState(props.minRating);
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 flex w-full justify-between text-sm font-semibold">
        {t`Minimum rating`}
        <span className="font-normal text-muted-foreground">{formatRating(value)}+</span>
      </legend>
      <Slider
        min={minRatingBounds.min}
        max={minRatingBounds.max}
        step={minRatingBounds.step}
        value={[value]}
        thumbLabels={[t`Minimum rating`]}
        onValueChange={([next = value]) => setValue(next)}
        onValueCommit={([next = value]) => props.onCommit(next)}
      />
    </fieldset>
  );
}
