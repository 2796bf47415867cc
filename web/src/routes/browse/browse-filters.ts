// Every Browse filter lives in the URL (`/browse?genre=action&status=completed`), so a filtered
// view can be shared and the back and forward buttons step through filter changes.
import { readLibraryView, type LibraryView } from "../../app/library-view.ts";
import { readChoice, readList, readNumber } from "../../app/url-params.ts";
import type { MangaFilter, MangaSort, MangaStatus } from "../../gql/graphql.ts";

export const browseSorts = {
  popularity: { label: "Popularity", sort: "POPULARITY" },
  rating: { label: "Rating", sort: "RATING" },
  title: { label: "Title A-Z", sort: "TITLE" },
  year: { label: "Year", sort: "YEAR" },
  latest: { label: "Latest Chapter", sort: "LATEST_CHAPTER" },
} as const satisfies Record<string, { label: string; sort: MangaSort }>;
export type BrowseSort = keyof typeof browseSorts;
const sortKeys = Object.keys(browseSorts) as BrowseSort[];

export const browseStatuses = {
  ongoing: { label: "Ongoing", status: "ONGOING" },
  completed: { label: "Completed", status: "COMPLETED" },
  hiatus: { label: "Hiatus", status: "HIATUS" },
  cancelled: { label: "Cancelled", status: "CANCELLED" },
} as const satisfies Record<string, { label: string; status: MangaStatus }>;
export type BrowseStatus = keyof typeof browseStatuses;
const statusKeys = Object.keys(browseStatuses) as BrowseStatus[];

export const ratingBounds = { min: 0, max: 10, step: 0.1 } as const;

export interface BrowseFilters {
  search: string;
  /** genre slugs */
  genres: string[];
  statuses: BrowseStatus[];
  minRating: number;
  maxRating: number;
  sort: BrowseSort;
  view: LibraryView;
}

export function readBrowseFilters(params: URLSearchParams): BrowseFilters {
  const minRating = readNumber(params, "minRating", {
    ...ratingBounds,
    fallback: ratingBounds.min,
  });
  const maxRating = readNumber(params, "maxRating", {
    ...ratingBounds,
    fallback: ratingBounds.max,
  });
  return {
    search: params.get("q")?.trim() ?? "",
    genres: readList(params, "genre"),
    statuses: readList(params, "status", statusKeys),
    // A reversed range from a hand-edited link still means "between these two".
    minRating: Math.min(minRating, maxRating),
    maxRating: Math.max(minRating, maxRating),
    sort: readChoice(params, "sort", sortKeys, "popularity"),
    view: readLibraryView(params),
  };
}

/** The query string for `filters`, leaving out every value that is the default. */
export function writeBrowseFilters(filters: BrowseFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set("q", filters.search);
  for (const genre of filters.genres) params.append("genre", genre);
  for (const status of filters.statuses) params.append("status", status);
  if (filters.minRating > ratingBounds.min) params.set("minRating", String(filters.minRating));
  if (filters.maxRating < ratingBounds.max) params.set("maxRating", String(filters.maxRating));
  if (filters.sort !== "popularity") params.set("sort", filters.sort);
  if (filters.view !== "grid") params.set("view", filters.view);
  return params;
}

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
