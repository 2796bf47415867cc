import { Button, Checkbox, Label, SearchField, Slider } from "@inkpanel/ui";
import { useId, useState, type FormEvent } from "react";
import {
  GenreCheckboxes,
  type GenreCheckboxes_genre,
} from "../../components/genre-checkboxes/genre-checkboxes.tsx";
import type { FragmentType } from "../../gql";
import { formatRating } from "../../lib/format.ts";
import { toggled } from "../../lib/toggled.ts";
import {
  browseFilters,
  ratingBounds,
  type BrowseFilters,
  type BrowseStatus,
} from "./browse-filters.ts";
import { useLingui } from "@lingui/react/macro";

interface BrowseFilterPanelProps {
  genres: readonly FragmentType<typeof GenreCheckboxes_genre>[];
  filters: BrowseFilters;
  onChange: (change: Partial<BrowseFilters>) => void;
  onClearAll: () => void;
}

/** Browse's filters: text search, genres, statuses and a rating range. */
export function BrowseFilterPanel({
  genres,
  filters,
  onChange,
  onClearAll,
}: BrowseFilterPanelProps) {
  const { t } = useLingui();
  const id = useId();

  return (
    <div className="space-y-6">
      <SearchBox
        key={filters.search}
        search={filters.search}
        onSearch={(search) => onChange({ search })}
      />

      <GenreCheckboxes
        genres={genres}
        selected={filters.genres}
        onChange={(selected) => onChange({ genres: selected })}
      />

      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-semibold">{t`Status`}</legend>
        {browseFilters.schema.statuses.options().map(({ value: key, label }) => (
          <div key={key} className="flex items-center gap-2.5">
            <Checkbox
              id={`${id}-status-${key}`}
              checked={filters.statuses.includes(key as BrowseStatus)}
              onCheckedChange={(checked) =>
                onChange({
                  statuses: toggled(filters.statuses, key as BrowseStatus, checked === true),
                })
              }
            />
            <Label htmlFor={`${id}-status-${key}`} className="font-normal">
              {label}
            </Label>
          </div>
        ))}
      </fieldset>

      <RatingRange
        key={`${filters.minRating}-${filters.maxRating}`}
        minRating={filters.minRating}
        maxRating={filters.maxRating}
        onCommit={(minRating, maxRating) => onChange({ minRating, maxRating })}
      />

      <Button variant="outline" className="w-full" onClick={onClearAll}>
        {t`Clear All`}
      </Button>
    </div>
  );
}

/** The text search applies when submitted, so typing does not reload the list on every key. */
function SearchBox({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState(search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit}>
      <SearchField
        label={t`Search manga or author`}
        placeholder={t`Search manga or author...`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => text.trim() !== search && onSearch(text.trim())}
      />
    </form>
  );
}

/** The rating range moves freely while dragged and filters once let go. */
function RatingRange(props: {
  minRating: number;
  maxRating: number;
  onCommit: (minRating: number, maxRating: number) => void;
}) {
  const { t } = useLingui();
  const [range, setRange] = useState([props.minRating, props.maxRating]);
  const [low = ratingBounds.min, high = ratingBounds.max] = range;
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 flex w-full justify-between text-sm font-semibold">
        {t`Rating`}
        <span className="font-normal text-muted-foreground">
          {formatRating(low)} – {formatRating(high)}
        </span>
      </legend>
      <Slider
        min={ratingBounds.min}
        max={ratingBounds.max}
        step={ratingBounds.step}
        minStepsBetweenThumbs={1}
        value={range}
        thumbLabels={[t`Minimum rating`, t`Maximum rating`]}
        onValueChange={setRange}
        onValueCommit={([min = low, max = high]) => props.onCommit(min, max)}
      />
    </fieldset>
  );
}
