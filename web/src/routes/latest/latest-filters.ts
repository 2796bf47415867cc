// The Latest screen's choices, in the URL: `/latest?window=week&sort=rating&view=list`.
import { msg } from "@lingui/core/macro";
import { libraryUrlFilters } from "../../lib/library-view.ts";
import { choiceParam, type ChoiceTable } from "../../lib/url-filters.ts";
import type { MangaSort, ReleaseWindow } from "../../gql/graphql.ts";

export const latestWindows = {
  all: { label: msg`All Time`, window: "ALL_TIME" },
  today: { label: msg`Today`, window: "TODAY" },
  week: { label: msg`This Week`, window: "WEEK" },
  month: { label: msg`This Month`, window: "MONTH" },
} as const satisfies ChoiceTable<{ window: ReleaseWindow }>;

export const latestSorts = {
  latest: { label: msg`Latest First`, sort: "LATEST_CHAPTER" },
  rating: { label: msg`Highest Rated`, sort: "RATING" },
  popular: { label: msg`Most Popular`, sort: "POPULARITY" },
  title: { label: msg`Alphabetical`, sort: "TITLE" },
} as const satisfies ChoiceTable<{ sort: MangaSort }>;

export const latestFilters = libraryUrlFilters(
  { window: choiceParam("window", latestWindows, "all") },
  latestSorts,
  "latest",
);
