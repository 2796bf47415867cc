import { PlainFilterForm, type PlainFilterField } from "@inkpanel/ui";
import { useFragment, type FragmentType } from "../../gql";
import { GenreCheckboxes_genre } from "../genre-checkboxes/genre-checkboxes.tsx";
import type { AnyFilterValues, CatalogueFilter } from "./catalogue-filters.ts";
import { useLingui } from "@lingui/react/macro";

interface CataloguePlainFiltersProps {
  filters: readonly CatalogueFilter[];
  genres: readonly FragmentType<typeof GenreCheckboxes_genre>[];
  /** the screen's values, which hold those of each of its filters */
  values: Partial<AnyFilterValues>;
  /** the order and view (usePlainOrderFields) */
  orderFields: readonly PlainFilterField[];
  /** the Clear link: its words, and the screen's address without its panel's filters */
  clear: { label: string; href: string };
}

/**
 * A catalogue screen's filters, order and view as a plain form, which the filter column holds
 * when JavaScript does not run: Apply opens the screen's address with them, as the panel's
 * controls would write it.
 */
export function CataloguePlainFilters({
  filters,
  values,
  orderFields,
  clear,
  ...props
}: CataloguePlainFiltersProps) {
  const { t } = useLingui();
  const genres = useFragment(GenreCheckboxes_genre, props.genres);
  // Each case reads its own filter's values (`!`: the screen's values hold them).
  const fieldsOf = (filter: CatalogueFilter): PlainFilterField[] => {
    switch (filter.kind) {
      case "search-box":
        return [
          {
            kind: "text",
            name: filter.params.search.key,
            label: t`Search manga or author`,
            value: values.search!,
          },
        ];
      case "search-form":
        // Made above the list; kept as the filters change.
        return values.search
          ? [{ kind: "hidden", name: filter.params.search.key, value: values.search }]
          : [];
      case "genres":
        return [
          {
            kind: "checkboxes",
            name: filter.params.genres.key,
            label: t`Genres`,
            options: genres.map((genre) => ({ value: genre.slug, label: genre.name })),
            checked: values.genres!,
          },
        ];
      case "status-checkboxes":
        return [
          {
            kind: "checkboxes",
            name: filter.params.statuses.key,
            label: t`Status`,
            options: filter.params.statuses.options(),
            checked: values.statuses!,
          },
        ];
      case "status-radios":
        return [
          {
            kind: "radios",
            name: filter.params.status.key,
            label: t`Status`,
            options: filter.params.status.options(),
            checked: values.status!,
          },
        ];
      case "rating-range":
        return [
          ratingField(filter.params.minRating, t`Minimum rating`, values.minRating!),
          ratingField(filter.params.maxRating, t`Maximum rating`, values.maxRating!),
        ];
      case "minimum-rating":
        return [ratingField(filter.params.minRating, t`Minimum rating`, values.minRating!)];
      case "release-year":
        return [
          {
            kind: "select",
            name: filter.params.year.key,
            label: t`Year`,
            // An empty year reads as any (optionalNumberChoiceParam).
            options: [
              { value: "", label: t`Any year` },
              ...filter.years.map((year) => ({ value: String(year), label: String(year) })),
            ],
            value: values.year ? String(values.year) : "",
          },
        ];
      case "completed-only":
        return [
          {
            kind: "flag",
            name: filter.params.completedOnly.key,
            label: t`Completed series only`,
            checked: values.completedOnly!,
          },
        ];
    }
  };
  return (
    <PlainFilterForm
      label={t`Filters`}
      fields={[...filters.flatMap(fieldsOf), ...orderFields]}
      submitLabel={t`Apply filters`}
      clear={clear}
    />
  );
}

/** A rating bound as a number field, within its parameter's scale and step. */
const ratingField = (
  param: { key: string; min: number; max: number; step: number },
  label: string,
  value: number,
): PlainFilterField => ({
  kind: "number",
  name: param.key,
  label,
  min: param.min,
  max: param.max,
  step: param.step,
  value,
});
