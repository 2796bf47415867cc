import { Checkbox, Label, RadioGroup, RadioGroupItem, SearchField, Slider } from "@inkpanel/ui";
import { useId, useState, type FormEvent } from "react";
import { formatRating } from "../../lib/format.ts";
import { toggled } from "../../lib/toggled.ts";
import type { RatingBounds } from "./catalogue-filters.ts";
import { useLingui } from "@lingui/react/macro";

/** The text search applies when submitted, so typing does not reload the list on every key. */
export function SearchBox({
  search,
  onSearch,
}: {
  search: string;
  onSearch: (search: string) => void;
}) {
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

interface StatusOptionsProps {
  options: readonly { value: string; label: string }[];
}

/** Any number of statuses, a checkbox each. */
export function StatusCheckboxes({
  options,
  selected,
  onChange,
}: StatusOptionsProps & { selected: readonly string[]; onChange: (selected: string[]) => void }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-semibold">{t`Status`}</legend>
      {options.map(({ value, label }) => (
        <div key={value} className="flex items-center gap-2.5">
          <Checkbox
            id={`${id}-status-${value}`}
            checked={selected.includes(value)}
            onCheckedChange={(checked) => onChange(toggled(selected, value, checked === true))}
          />
          <Label htmlFor={`${id}-status-${value}`} className="font-normal">
            {label}
          </Label>
        </div>
      ))}
    </fieldset>
  );
}

/** One status, as radio buttons. */
export function StatusRadios({
  options,
  value,
  onChange,
}: StatusOptionsProps & { value: string; onChange: (value: string) => void }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-semibold">{t`Status`}</legend>
      <RadioGroup value={value} onValueChange={onChange}>
        {options.map((option) => (
          <div key={option.value} className="flex items-center gap-2.5">
            <RadioGroupItem id={`${id}-status-${option.value}`} value={option.value} />
            <Label htmlFor={`${id}-status-${option.value}`} className="font-normal">
              {option.label}
            </Label>
          </div>
        ))}
      </RadioGroup>
    </fieldset>
  );
}

/** The rating range moves freely while dragged and filters once let go. */
export function RatingRange(props: {
  bounds: RatingBounds;
  minRating: number;
  maxRating: number;
  onCommit: (minRating: number, maxRating: number) => void;
}) {
  const { t } = useLingui();
  const { bounds } = props;
  const [range, setRange] = useState([props.minRating, props.maxRating]);
  const [low = bounds.min, high = bounds.max] = range;
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 flex w-full justify-between text-sm font-semibold">
        {t`Rating`}
        <span className="font-normal text-muted-foreground">
          {formatRating(low)} – {formatRating(high)}
        </span>
      </legend>
      <Slider
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        minStepsBetweenThumbs={1}
        value={range}
        thumbLabels={[t`Minimum rating`, t`Maximum rating`]}
        onValueChange={setRange}
        onValueCommit={([min = low, max = high]) => props.onCommit(min, max)}
      />
    </fieldset>
  );
}

/** The lowest rating, likewise applied once let go. */
export function MinimumRating(props: {
  bounds: RatingBounds;
  minRating: number;
  onCommit: (minRating: number) => void;
}) {
  const { t } = useLingui();
  const { bounds } = props;
  const [value, setValue] = useState(props.minRating);
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 flex w-full justify-between text-sm font-semibold">
        {t`Minimum rating`}
        <span className="font-normal text-muted-foreground">{formatRating(value)}+</span>
      </legend>
      <Slider
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        value={[value]}
        thumbLabels={[t`Minimum rating`]}
        onValueChange={([next = value]) => setValue(next)}
        onValueCommit={([next = value]) => props.onCommit(next)}
      />
    </fieldset>
  );
}
