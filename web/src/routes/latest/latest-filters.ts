// The Latest screen's choices, in the URL: `/latest?window=week&sort=rating&view=list`.
import { readLibraryView, type LibraryView } from "../../app/library-view.ts";
import { readChoice } from "../../app/url-params.ts";
import type { MangaSort, ReleaseWindow } from "../../gql/graphql.ts";

export const latestWindows = {
  all: { label: "All Time", window: "ALL_TIME" },
  today: { label: "Today", window: "TODAY" },
  week: { label: "This Week", window: "WEEK" },
  month: { label: "This Month", window: "MONTH" },
} as const satisfies Record<string, { label: string; window: ReleaseWindow }>;
export type LatestWindow = keyof typeof latestWindows;

export const latestSorts = {
  latest: { label: "Latest First", sort: "LATEST_CHAPTER" },
  rating: { label: "Highest Rated", sort: "RATING" },
  popular: { label: "Most Popular", sort: "POPULARITY" },
  title: { label: "Alphabetical", sort: "TITLE" },
} as const satisfies Record<string, { label: string; sort: MangaSort }>;
export type LatestSort = keyof typeof latestSorts;

export interface LatestFilters {
  window: LatestWindow;
  sort: LatestSort;
  view: LibraryView;
}

export const readLatestFilters = (params: URLSearchParams): LatestFilters => ({
  window: readChoice(params, "window", Object.keys(latestWindows) as LatestWindow[], "all"),
  sort: readChoice(params, "sort", Object.keys(latestSorts) as LatestSort[], "latest"),
  view: readLibraryView(params),
});

export function writeLatestFilters(filters: LatestFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.window !== "all") params.set("window", filters.window);
  if (filters.sort !== "latest") params.set("sort", filters.sort);
  if (filters.view !== "grid") params.set("view", filters.view);
  return params;
}
