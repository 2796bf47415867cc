import type { LoaderFunctionArgs } from "react-router";
import { preloaderOf } from "../../apollo/client.ts";
import { graphql } from "../../gql";
import { pageCursorOf } from "../../lib/page-cursor.ts";
import { popularFilters, popularPeriods, popularSorts } from "./popular-filters.ts";

/** The spec's popular list: eight titles, and eight more per Load More. */
export const pageSize = 8;

const PopularRouteQuery = graphql(`
  query PopularRouteQuery(
    $period: PopularPeriod!
    $sort: PopularSort
    $first: Int!
    $after: String
  ) {
    topThree: popularMangas(period: $period, sort: RANK, first: 3) {
      ...PopularLists_entry
    }
    entries: popularMangaConnection(period: $period, sort: $sort, first: $first, after: $after) {
      edges {
        node {
          ...PopularLists_entry
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export function popularLoader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const filters = popularFilters.read(params);
  return preloaderOf(context)(PopularRouteQuery, {
    variables: {
      period: popularPeriods[filters.period].period,
      sort: popularSorts[filters.sort].sort,
      first: pageSize,
      ...pageCursorOf(params),
    },
  });
}
