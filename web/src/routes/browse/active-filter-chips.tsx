import { Badge, Button } from "@inkpanel/ui";
import { X } from "lucide-react";
import { formatRating } from "../../lib/format.ts";
import { browseFilters, ratingBounds, type BrowseFilters } from "./browse-filters.ts";
import { useLingui } from "@lingui/react/macro";

interface ActiveFilterChipsProps {
  filters: BrowseFilters;
  /** genre names by slug */
  genreNames: ReadonlyMap<string, string>;
  onChange: (change: Partial<BrowseFilters>) => void;
}

/** One chip per active filter, each with a button that removes just that filter. */
export function ActiveFilterChips({ filters, genreNames, onChange }: ActiveFilterChipsProps) {
  const { t } = useLingui();
  const chips = [
    ...(filters.search
      ? [{ label: `“${filters.search}”`, remove: () => onChange({ search: "" }) }]
      : []),
    ...filters.genres.map((slug) => ({
      label: genreNames.get(slug) ?? slug,
      remove: () => onChange({ genres: filters.genres.filter((genre) => genre !== slug) }),
    })),
    ...filters.statuses.map((status) => ({
      label: browseFilters.schema.statuses.label(status),
      remove: () => onChange({ statuses: filters.statuses.filter((other) => other !== status) }),
    })),
    ...(filters.minRating > ratingBounds.min || filters.maxRating < ratingBounds.max
      ? [
          {
            label: t`Rating ${formatRating(filters.minRating)}–${formatRating(filters.maxRating)}`,
            remove: () => onChange({ minRating: ratingBounds.min, maxRating: ratingBounds.max }),
          },
        ]
      : []),
  ];
  if (chips.length === 0) return null;

  return (
    <ul className="flex flex-wrap gap-2" aria-label={t`Active filters`}>
      {chips.map((chip) => (
        <li key={chip.label}>
          <Badge variant="secondary" className="gap-1 py-1 pr-1 pl-2.5">
            {chip.label}
            <Button
              variant="ghost"
              size="icon-sm"
              className="size-5 rounded-full"
              aria-label={t`Remove filter: ${chip.label}`}
              onClick={chip.remove}
            >
              <X className="size-3" />
            </Button>
          </Badge>
        </li>
      ))}
    </ul>
  );
}
