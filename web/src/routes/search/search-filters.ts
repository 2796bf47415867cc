// The search screen's state, all in the URL: `/search?q=dragon&genre=action&status=ongoing`.
import { msg } from "@lingui/core/macro";
import { viewParam } from "../../lib/library-view.ts";
import {
  choiceParam,
  flagParam,
  listParam,
  numberParam,
  optionalNumberChoiceParam,
  textParam,
  urlFilters,
  type ChoiceTable,
  type FiltersOf,
} from "../../lib/url-filters.ts";
import type { MangaFilter, MangaSort, MangaStatus } from "../../gql/graphql.ts";

export const searchSorts = {
  relevance: { label: msg`Relevance`, sort: "RELEVANCE" },
  rating: { label: msg`Highest Rated`, sort: "RATING" },
  popular: { label: msg`Most Popular`, sort: "POPULARITY" },
  latest: { label: msg`Latest Update`, sort: "LATEST_CHAPTER" },
  title: { label: msg`Title A-Z`, sort: "TITLE" },
  newest: { label: msg`Newest`, sort: "YEAR" },
} as const satisfies ChoiceTable<{ sort: MangaSort }>;
export type SearchSort = keyof typeof searchSorts;

export const searchStatuses = {
  all: { label: msg`All`, status: null },
  ongoing: { label: msg`Ongoing`, status: "ONGOING" },
  completed: { label: msg`Completed`, status: "COMPLETED" },
  hiatus: { label: msg`Hiatus`, status: "HIATUS" },
} as const satisfies ChoiceTable<{ status: MangaStatus | null }>;
export type SearchStatus = keyof typeof searchStatuses;

/** The release years offered, newest first (the spec's 2020 to 2024). */
export const searchYears = [2024, 2023, 2022, 2021, 2020] as const;

export const minRatingBounds = { min: 0, max: 10, step: 0.5 } as const;

export const searchFilters = urlFilters({
  query: textParam("q"),
  genres: listParam("genre"),
  status: choiceParam("status", searchStatuses, "all"),
  minRating: numberParam("minRating", { ...minRatingBounds, defaultValue: 0 }),
  year: optionalNumberChoiceParam("year", searchYears),
  /** only finished series, whatever the status choice */
  completedOnly: flagParam("completed"),
  sort: choiceParam("sort", searchSorts, "relevance"),
  view: viewParam,
});
export type SearchFilters = FiltersOf<typeof searchFilters.schema>;

export const readSearchFilters = searchFilters.read;
export const writeSearchFilters = searchFilters.write;

/** The spec's count: genres chosen, plus one each for status, rating, year and completed. */
export const activeFilterCount = (filters: SearchFilters) =>
  filters.genres.length +
  Number(filters.status !== "all") +
  Number(filters.minRating > 0) +
  Number(filters.year !== null) +
  Number(filters.completedOnly);

export function toMangasArguments(filters: SearchFilters): {
  filter: MangaFilter;
  sort: MangaSort;
} {
  const status = filters.completedOnly ? "COMPLETED" : searchStatuses[filters.status].status;
  return {
    filter: {
      search: filters.query || null,
      genres: filters.genres.length > 0 ? filters.genres : null,
      statuses: status ? [status] : null,
      minRating: filters.minRating > 0 ? filters.minRating : null,
      releaseYear: filters.year,
    },
    sort: searchSorts[filters.sort].sort,
  };
}
