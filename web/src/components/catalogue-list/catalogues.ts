// The two catalogue screens: Browse, the whole library narrowed by filters, and Search, a search
// with filters beside its results.
import { MANGA_STATUSES } from "@inkpanel/ui";
import { msg } from "@lingui/core/macro";
import type { MangaSort } from "../../gql/graphql.ts";
import { statusChoices } from "../../lib/manga-status.ts";
import type { ChoiceTable } from "../../lib/url-filters.ts";
import { catalogue } from "./catalogue.ts";
import {
  completedOnly,
  genres,
  minimumRating,
  ratingRange,
  releaseYear,
  searchBox,
  searchForm,
  statusCheckboxes,
  statusRadios,
} from "./catalogue-filters.ts";

export const browseCatalogue = catalogue({
  filters: [
    searchBox(),
    genres(),
    statusCheckboxes(statusChoices(MANGA_STATUSES)),
    ratingRange({ min: 0, max: 10, step: 0.1 }),
  ],
  sorts: {
    popularity: { label: msg`Popularity`, sort: "POPULARITY" },
    rating: { label: msg`Rating`, sort: "RATING" },
    title: { label: msg`Title A-Z`, sort: "TITLE" },
    year: { label: msg`Year`, sort: "YEAR" },
    latest: { label: msg`Latest Chapter`, sort: "LATEST_CHAPTER" },
  } satisfies ChoiceTable<{ sort: MangaSort }>,
  defaultSort: "popularity",
  // four rows of the five-column grid
  pageSize: 20,
});

export const searchCatalogue = catalogue({
  filters: [
    searchForm(),
    genres(),
    statusRadios(
      {
        all: { label: msg`All`, status: null },
        ...statusChoices(["ONGOING", "COMPLETED", "HIATUS"]),
      },
      "all",
    ),
    minimumRating({ min: 0, max: 10, step: 0.5 }),
    // the spec's 2020 to 2024, newest first
    releaseYear([2024, 2023, 2022, 2021, 2020]),
    // after the status, which it overrides
    completedOnly(),
  ],
  sorts: {
    relevance: { label: msg`Relevance`, sort: "RELEVANCE" },
    rating: { label: msg`Highest Rated`, sort: "RATING" },
    popular: { label: msg`Most Popular`, sort: "POPULARITY" },
    latest: { label: msg`Latest Update`, sort: "LATEST_CHAPTER" },
    title: { label: msg`Title A-Z`, sort: "TITLE" },
    newest: { label: msg`Newest`, sort: "YEAR" },
  } satisfies ChoiceTable<{ sort: MangaSort }>,
  defaultSort: "relevance",
  pageSize: 24,
});
