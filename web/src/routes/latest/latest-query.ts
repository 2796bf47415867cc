import type { LoaderFunctionArgs } from "react-router";
import { preloaderOf } from "../../apollo/client.ts";
import { graphql } from "../../gql";
import { pageCursorOf } from "../../lib/page-cursor.ts";
import { latestFilters, latestSorts, latestWindows } from "./latest-filters.ts";

/** The spec's latest list: twelve titles, then twelve more per Load More. */
export const pageSize = 12;

const LatestRouteQuery = graphql(`
  query LatestRouteQuery(
    $within: ReleaseWindow
    $sort: MangaSort
    $first: Int!
    $after: String
    $thisYear: Int!
  ) {
    mangas(filter: { updatedWithin: $within }, sort: $sort, first: $first, after: $after) {
      totalCount
      ...MangaConnectionResults_connection
    }
    updatedToday: mangas(filter: { updatedWithin: TODAY }, first: 1) {
      totalCount
    }
    updatedThisWeek: mangas(filter: { updatedWithin: WEEK }, first: 1) {
      totalCount
    }
    newSeries: mangas(filter: { releaseYear: $thisYear }, first: 1) {
      totalCount
    }
  }
`);

export function latestLoader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const filters = latestFilters.read(params);
  return preloaderOf(context)(LatestRouteQuery, {
    variables: {
      within: latestWindows[filters.window].window,
      sort: latestSorts[filters.sort].sort,
      first: pageSize,
      thisYear: new Date().getUTCFullYear(),
      ...pageCursorOf(params),
    },
  });
}
