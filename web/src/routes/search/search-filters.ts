// The search screen's state, all in the URL: `/search?q=dragon&genre=action&status=ongoing`.
import { readLibraryView, type LibraryView } from "../../app/library-view.ts";
import { readChoice, readList, readNumber } from "../../app/url-params.ts";
import type { MangaFilter, MangaSort, MangaStatus } from "../../gql/graphql.ts";

export const searchSorts = {
  relevance: { label: "Relevance", sort: "RELEVANCE" },
  rating: { label: "Highest Rated", sort: "RATING" },
  popular: { label: "Most Popular", sort: "POPULARITY" },
  latest: { label: "Latest Update", sort: "LATEST_CHAPTER" },
  title: { label: "Title A-Z", sort: "TITLE" },
  newest: { label: "Newest", sort: "YEAR" },
} as const satisfies Record<string, { label: string; sort: MangaSort }>;
export type SearchSort = keyof typeof searchSorts;

export const searchStatuses = {
  all: { label: "All", status: null },
  ongoing: { label: "Ongoing", status: "ONGOING" },
  completed: { label: "Completed", status: "COMPLETED" },
  hiatus: { label: "Hiatus", status: "HIATUS" },
} as const satisfies Record<string, { label: string; status: MangaStatus | null }>;
export type SearchStatus = keyof typeof searchStatuses;

/** The release years offered, newest first (the spec's 2020 to 2024). */
export const searchYears = [2024, 2023, 2022, 2021, 2020] as const;

export const minRatingBounds = { min: 0, max: 10, step: 0.5 } as const;

export interface SearchFilters {
  query: string;
  genres: string[];
  status: SearchStatus;
  minRating: number;
  year: number | null;
  /** only finished series, whatever the status choice */
  completedOnly: boolean;
  sort: SearchSort;
  view: LibraryView;
}

export function readSearchFilters(params: URLSearchParams): SearchFilters {
  const year = Number(params.get("year"));
  return {
    query: params.get("q")?.trim() ?? "",
    genres: readList(params, "genre"),
    status: readChoice(params, "status", Object.keys(searchStatuses) as SearchStatus[], "all"),
    minRating: readNumber(params, "minRating", { ...minRatingBounds, fallback: 0 }),
    year: searchYears.find((allowed) => allowed === year) ?? null,
    completedOnly: params.get("completed") === "true",
    sort: readChoice(params, "sort", Object.keys(searchSorts) as SearchSort[], "relevance"),
    view: readLibraryView(params),
  };
}

export function writeSearchFilters(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.query) params.set("q", filters.query);
  for (const genre of filters.genres) params.append("genre", genre);
  if (filters.status !== "all") params.set("status", filters.status);
  if (filters.minRating > 0) params.set("minRating", String(filters.minRating));
  if (filters.year) params.set("year", String(filters.year));
  if (filters.completedOnly) params.set("completed", "true");
  if (filters.sort !== "relevance") params.set("sort", filters.sort);
  if (filters.view !== "grid") params.set("view", filters.view);
  return params;
}

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
