// The Popular screen's choices, in the URL: `/popular?sort=rating&period=month`.
import { msg } from "@lingui/core/macro";
import { libraryUrlFilters } from "../../lib/library-view.ts";
import { choiceParam, type ChoiceTable } from "../../lib/url-filters.ts";
import type { PopularPeriod, PopularSort } from "../../gql/graphql.ts";

export const popularPeriods = {
  week: { label: msg`This Week`, period: "WEEK" },
  month: { label: msg`This Month`, period: "MONTH" },
  all: { label: msg`All Time`, period: "ALL_TIME" },
} as const satisfies ChoiceTable<{ period: PopularPeriod }>;

export const popularSorts = {
  views: { label: msg`Most Views`, sort: "VIEWS" },
  rating: { label: msg`Highest Rated`, sort: "RATING" },
  followers: { label: msg`Most Followers`, sort: "FOLLOWERS" },
  rank: { label: msg`Rank`, sort: "RANK" },
} as const satisfies ChoiceTable<{ sort: PopularSort }>;

export const popularFilters = libraryUrlFilters(
  { period: choiceParam("period", popularPeriods, "week") },
  popularSorts,
  "views",
);
