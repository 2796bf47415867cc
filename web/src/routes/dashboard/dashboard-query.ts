import type { LoaderFunctionArgs } from "react-router";
import { preloaderOf } from "../../apollo/client.ts";
import { graphql } from "../../gql";

// Load More asks this query again for one list's next page and leaves the other list out: its
// first page, arriving again, would replace the pages already loaded after it (a page without
// `after` starts the list afresh in its cache policy).
const DashboardRouteQuery = graphql(`
  query DashboardRouteQuery(
    $readingAfter: String
    $favoritesAfter: String
    $historyAfter: String
    $savedAfter: String
    $withReading: Boolean! = true
    $withFavorites: Boolean! = true
    $withHistory: Boolean! = true
    $withSaved: Boolean! = true
  ) {
    me {
      id
      name
      email
      emailVerified
      avatarUrl
      memberSince
      plan {
        id
        name
      }
      stats {
        totalMangaRead
        favorites
        currentlyReading
        readingStreakDays
        chaptersReadThisMonth
        hoursReadThisMonth
        newFavoritesThisMonth
      }
      continueReading(first: 12, after: $readingAfter) @include(if: $withReading) {
        totalCount
        pageInfo {
          endCursor
        }
        edges {
          node {
            manga {
              id
            }
            ...ContinueReadingCard_progress
          }
        }
      }
      favorites(first: 24, after: $favoritesAfter) @include(if: $withFavorites) {
        totalCount
        pageInfo {
          endCursor
        }
        edges {
          node {
            id
            ...MangaCard_manga
          }
        }
      }
      history(first: 20, after: $historyAfter) @include(if: $withHistory) {
        totalCount
        pageInfo {
          endCursor
        }
        edges {
          node {
            chapter {
              id
            }
            ...HistoryList_entry
          }
        }
      }
      saved(first: 24, after: $savedAfter) @include(if: $withSaved) {
        totalCount
        pageInfo {
          endCursor
        }
        edges {
          node {
            id
            ...MangaCard_manga
          }
        }
      }
    }
  }
`);

export function dashboardLoader({ context }: LoaderFunctionArgs) {
  // Always fresh: the dashboard shows what the reader just did elsewhere.
  return preloaderOf(context)(DashboardRouteQuery, { fetchPolicy: "network-only" });
}
