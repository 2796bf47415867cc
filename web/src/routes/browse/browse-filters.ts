// Every Browse filter lives in the URL (`/browse?genre=action&status=completed`), so a filtered
// view can be shared and the back and forward buttons step through filter changes.
import { msg } from "@lingui/core/macro";
import { viewParam } from "../../lib/library-view.ts";
import {
  choiceListParam,
  choiceParam,
  listParam,
  numberParam,
  textParam,
  urlFilters,
  type ChoiceTable,
  type FiltersOf,
} from "../../lib/url-filters.ts";
import type { MangaFilter, MangaSort, MangaStatus } from "../../gql/graphql.ts";

export const browseSorts = {
  popularity: { label: msg`Popularity`, sort: "POPULARITY" },
  rating: { label: msg`Rating`, sort: "RATING" },
  title: { label: msg`Title A-Z`, sort: "TITLE" },
  year: { label: msg`Year`, sort: "YEAR" },
  latest: { label: msg`Latest Chapter`, sort: "LATEST_CHAPTER" },
} as const satisfies ChoiceTable<{ sort: MangaSort }>;
export type BrowseSort = keyof typeof browseSorts;

export const browseStatuses = {
  ongoing: { label: msg`Ongoing`, status: "ONGOING" },
  completed: { label: msg`Completed`, status: "COMPLETED" },
  hiatus: { label: msg`Hiatus`, status: "HIATUS" },
  cancelled: { label: msg`Cancelled`, status: "CANCELLED" },
} as const satisfies ChoiceTable<{ status: MangaStatus }>;
export type BrowseStatus = keyof typeof browseStatuses;

export const ratingBounds = { min: 0, max: 10, step: 0.1 } as const;

export const browseFilters = urlFilters({
  search: textParam("q"),
  /** genre slugs */
  genres: listParam("genre"),
  statuses: choiceListParam("status", browseStatuses),
  minRating: numberParam("minRating", { ...ratingBounds, defaultValue: ratingBounds.min }),
  maxRating: numberParam("maxRating", { ...ratingBounds, defaultValue: ratingBounds.max }),
  sort: choiceParam("sort", browseSorts, "popularity"),
  view: viewParam,
});
export type BrowseFilters = FiltersOf<typeof browseFilters.schema>;

export function readBrowseFilters(params: URLSearchParams): BrowseFilters {
  const filters = browseFilters.read(params);
  // A reversed range from a hand-edited link still means "between these two".
  return {
    ...filters,
    minRating: Math.min(filters.minRating, filters.maxRating),
    maxRating: Math.max(filters.minRating, filters.maxRating),
  };
}

/** The query string for `filters`, leaving out every value that is the default. */
export const writeBrowseFilters = browseFilters.write;

export function toMangasArguments(filters: BrowseFilters): {
  filter: MangaFilter;
  sort: MangaSort;
} {
  return {
    filter: {
      search: filters.search || null,
      genres: filters.genres.length > 0 ? filters.genres : null,
      statuses:
        filters.statuses.length > 0
          ? filters.statuses.map((key) => browseStatuses[key].status)
          : null,
      minRating: filters.minRating > ratingBounds.min ? filters.minRating : null,
      maxRating: filters.maxRating < ratingBounds.max ? filters.maxRating : null,
    },
    sort: browseSorts[filters.sort].sort,
  };
}

/** How many filters narrow the library: one per genre and status, plus search and rating. */
export const activeFilterCount = (filters: BrowseFilters) =>
  filters.genres.length +
  filters.statuses.length +
  Number(filters.search !== "") +
  Number(filters.minRating > ratingBounds.min || filters.maxRating < ratingBounds.max);
