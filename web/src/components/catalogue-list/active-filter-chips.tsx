import { Badge, Button, cn } from "@inkpanel/ui";
import { X } from "lucide-react";
import { graphql, useFragment, type FragmentType } from "../../gql";
import { formatRating } from "../../lib/format.ts";
import type { AnyFilterValues, CatalogueFilter } from "./catalogue-filters.ts";
import { useLingui } from "@lingui/react/macro";

export const ActiveFilterChips_genre = graphql(`
  fragment ActiveFilterChips_genre on Genre {
    slug
    name
  }
`);

interface ActiveFilterChipsProps {
  filters: readonly CatalogueFilter[];
  /** the screen's values, which hold those of each of its filters */
  values: Partial<AnyFilterValues>;
  genres: readonly FragmentType<typeof ActiveFilterChips_genre>[];
  onChange: (change: Partial<AnyFilterValues>) => void;
  className?: string;
}

interface Chip {
  label: string;
  remove: () => void;
}

/** One chip per active filter, each with a button that removes just that filter. */
export function ActiveFilterChips({
  filters,
  values,
  onChange,
  className,
  ...props
}: ActiveFilterChipsProps) {
  const { t } = useLingui();
  const genreNames = new Map(
    useFragment(ActiveFilterChips_genre, props.genres).map((genre) => [genre.slug, genre.name]),
  );
  // Each kind's chips, from its own values (`!`: the screen's values hold them); the kinds only
  // Search offers have none.
  const chipsOf = (filter: CatalogueFilter): Chip[] => {
    switch (filter.kind) {
      case "search-box": {
        const search = values.search!;
        return search ? [{ label: `“${search}”`, remove: () => onChange({ search: "" }) }] : [];
      }
      case "genres": {
        const selected = values.genres!;
        return selected.map((slug) => ({
          label: genreNames.get(slug) ?? slug,
          remove: () => onChange({ genres: selected.filter((genre) => genre !== slug) }),
        }));
      }
      case "status-checkboxes": {
        const statuses = values.statuses!;
        return statuses.map((status) => ({
          label: filter.params.statuses.label(status),
          remove: () => onChange({ statuses: statuses.filter((other) => other !== status) }),
        }));
      }
      case "rating-range": {
        const { minRating, maxRating } = filter.params;
        const [low, high] = [values.minRating!, values.maxRating!];
        if (low === minRating.min && high === maxRating.max) return [];
        return [
          {
            label: t`Rating ${formatRating(low)}–${formatRating(high)}`,
            remove: () => onChange({ minRating: minRating.min, maxRating: maxRating.max }),
          },
        ];
      }
      default:
        return [];
    }
  };
  const chips = filters.flatMap(chipsOf);
  if (chips.length === 0) return null;

  return (
    <ul className={cn("flex flex-wrap gap-2", className)} aria-label={t`Active filters`}>
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
