// The Popular screen's choices, in the URL: `/popular?sort=rating&period=month`.
import { readLibraryView, type LibraryView } from "../../app/library-view.ts";
import { readChoice } from "../../app/url-params.ts";
import type { PopularPeriod, PopularSort } from "../../gql/graphql.ts";

export const popularPeriods = {
  week: { label: "This Week", period: "WEEK" },
  month: { label: "This Month", period: "MONTH" },
  all: { label: "All Time", period: "ALL_TIME" },
} as const satisfies Record<string, { label: string; period: PopularPeriod }>;
export type PopularPeriodKey = keyof typeof popularPeriods;

export const popularSorts = {
  views: { label: "Most Views", sort: "VIEWS" },
  rating: { label: "Highest Rated", sort: "RATING" },
  followers: { label: "Most Followers", sort: "FOLLOWERS" },
  rank: { label: "Rank", sort: "RANK" },
} as const satisfies Record<string, { label: string; sort: PopularSort }>;
export type PopularSortKey = keyof typeof popularSorts;

export interface PopularFilters {
  period: PopularPeriodKey;
  sort: PopularSortKey;
  view: LibraryView;
}

export const readPopularFilters = (params: URLSearchParams): PopularFilters => ({
  period: readChoice(params, "period", Object.keys(popularPeriods) as PopularPeriodKey[], "week"),
  sort: readChoice(params, "sort", Object.keys(popularSorts) as PopularSortKey[], "views"),
  view: readLibraryView(params),
});

export function writePopularFilters(filters: PopularFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.period !== "week") params.set("period", filters.period);
  if (filters.sort !== "views") params.set("sort", filters.sort);
  if (filters.view !== "grid") params.set("view", filters.view);
  return params;
}
