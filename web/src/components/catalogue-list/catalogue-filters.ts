// The kinds of filter a catalogue screen may offer. Each one is its URL parameters, its part of
// the API's `mangas(filter:)`, how many narrowings it counts, and which control shows it; a screen
// lists the ones it offers (catalogues.ts). No React here: the route loaders import it.
import type { MangaFilter, MangaStatus } from "../../gql/graphql.ts";
import {
  choiceListParam,
  choiceParam,
  flagParam,
  listParam,
  numberParam,
  optionalNumberChoiceParam,
  textParam,
  type Choices,
  type FilterSchema,
  type FiltersOf,
} from "../../lib/url-filters.ts";

/** Bounds of a rating slider. */
export interface RatingBounds {
  min: number;
  max: number;
  step: number;
}

interface Filter<TKind extends string, TParams extends FilterSchema> {
  /** the control that shows it (see catalogue-filter-panel.tsx) */
  kind: TKind;
  /** its URL parameters, by the name of the value each holds */
  params: TParams;
  /** its part of the API's filter */
  toFilter: (values: FiltersOf<TParams>) => MangaFilter;
  /** how many narrowings it adds to the screen's count of active filters */
  activeCount: (values: FiltersOf<TParams>) => number;
  /** puts right what a hand-edited link gives in a form the control cannot show */
  normalize?: (values: FiltersOf<TParams>) => FiltersOf<TParams>;
}

const nullIfEmpty = <T>(values: T[]) => (values.length > 0 ? values : null);

/** Free text in titles, alternative titles and authors (`?q=dragon`), in the filter panel. */
export const searchBox = (): Filter<"search-box", { search: ReturnType<typeof textParam> }> => ({
  kind: "search-box",
  params: { search: textParam("q") },
  toFilter: ({ search }) => ({ search: search || null }),
  activeCount: ({ search }) => Number(search !== ""),
});

/**
 * The same text as the screen's subject, in a search form above the list (Search): not counted
 * among the filters, and Clear Filters keeps it.
 */
export const searchForm = (): Filter<"search-form", { search: ReturnType<typeof textParam> }> => ({
  ...searchBox(),
  kind: "search-form",
  activeCount: () => 0,
});

/** Any number of genres by slug (`?genre=action&genre=drama`), each counted. */
export const genres = (): Filter<"genres", { genres: ReturnType<typeof listParam> }> => ({
  kind: "genres",
  params: { genres: listParam("genre") },
  toFilter: ({ genres }) => ({ genres: nullIfEmpty(genres) }),
  activeCount: ({ genres }) => genres.length,
});

type StatusChoices = Choices & Record<string, { status: MangaStatus | null }>;

/** Any number of statuses, a checkbox each (`?status=ongoing&status=hiatus`), each counted. */
export function statusCheckboxes(choices: StatusChoices) {
  const param = choiceListParam("status", choices);
  return {
    kind: "status-checkboxes",
    params: { statuses: param },
    toFilter: ({ statuses }) => ({
      statuses: nullIfEmpty(statuses.flatMap((key) => choices[key]!.status ?? [])),
    }),
    activeCount: ({ statuses }) => statuses.length,
  } satisfies Filter<"status-checkboxes", { statuses: typeof param }>;
}

/** One status or `defaultValue` (all), as radio buttons (`?status=ongoing`). */
export function statusRadios(choices: StatusChoices, defaultValue: string) {
  const param = choiceParam("status", choices, defaultValue);
  return {
    kind: "status-radios",
    params: { status: param },
    toFilter: ({ status }) => {
      const chosen = choices[status]!.status;
      return { statuses: chosen ? [chosen] : null };
    },
    activeCount: ({ status }) => Number(status !== defaultValue),
  } satisfies Filter<"status-radios", { status: typeof param }>;
}

/** A range of ratings (`?minRating=7&maxRating=9`); the whole scale is no filter. */
export function ratingRange(bounds: RatingBounds) {
  const params = {
    minRating: numberParam("minRating", { ...bounds, defaultValue: bounds.min }),
    maxRating: numberParam("maxRating", { ...bounds, defaultValue: bounds.max }),
  };
  return {
    kind: "rating-range",
    params,
    toFilter: ({ minRating, maxRating }) => ({
      minRating: minRating > bounds.min ? minRating : null,
      maxRating: maxRating < bounds.max ? maxRating : null,
    }),
    activeCount: ({ minRating, maxRating }) =>
      Number(minRating > bounds.min || maxRating < bounds.max),
    // A reversed range from a hand-edited link still means "between these two".
    normalize: ({ minRating, maxRating }) => ({
      minRating: Math.min(minRating, maxRating),
      maxRating: Math.max(minRating, maxRating),
    }),
  } satisfies Filter<"rating-range", typeof params>;
}

/** A lowest rating (`?minRating=7.5`); the bottom of the scale is no filter. */
export function minimumRating(bounds: RatingBounds) {
  const param = numberParam("minRating", { ...bounds, defaultValue: bounds.min });
  return {
    kind: "minimum-rating",
    params: { minRating: param },
    toFilter: ({ minRating }) => ({ minRating: minRating > bounds.min ? minRating : null }),
    activeCount: ({ minRating }) => Number(minRating > bounds.min),
  } satisfies Filter<"minimum-rating", { minRating: typeof param }>;
}

/** One of a few release years, or any (`?year=2023`). */
export function releaseYear(years: readonly number[]) {
  const param = optionalNumberChoiceParam("year", years);
  return {
    kind: "release-year",
    years,
    params: { year: param },
    toFilter: ({ year }) => ({ releaseYear: year }),
    activeCount: ({ year }) => Number(year !== null),
  } satisfies Filter<"release-year", { year: typeof param }> & { years: readonly number[] };
}

/** Only finished series (`?completed=true`): listed after a status filter, it overrides it. */
export const completedOnly = (): Filter<
  "completed-only",
  { completedOnly: ReturnType<typeof flagParam> }
> => ({
  kind: "completed-only",
  params: { completedOnly: flagParam("completed") },
  toFilter: ({ completedOnly }) => (completedOnly ? { statuses: ["COMPLETED"] } : {}),
  activeCount: ({ completedOnly }) => Number(completedOnly),
});

// Each filter's values, together: `A | B` becomes `A & B`.
export type Together<T> = (T extends unknown ? (part: T) => void : never) extends (
  all: infer U,
) => void
  ? U
  : never;

/** Any filter a catalogue screen may offer; the panel shows each by its `kind`. */
export type CatalogueFilter =
  | ReturnType<typeof searchBox>
  | ReturnType<typeof searchForm>
  | ReturnType<typeof genres>
  | ReturnType<typeof statusCheckboxes>
  | ReturnType<typeof statusRadios>
  | ReturnType<typeof ratingRange>
  | ReturnType<typeof minimumRating>
  | ReturnType<typeof releaseYear>
  | ReturnType<typeof completedOnly>;

/** Every value any filter holds; a screen's values hold those of the filters it offers. */
export type AnyFilterValues = Together<FiltersOf<CatalogueFilter["params"]>>;
