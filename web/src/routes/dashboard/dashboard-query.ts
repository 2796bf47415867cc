import type { LoaderFunctionArgs } from "react-router";
import { preloaderOf } from "../../apollo/client.ts";
import { graphql } from "../../gql";

/** The dashboard's tabs: four lists and the month's figures. */
export const dashboardTabs = ["reading", "favorites", "history", "saved", "activity"] as const;
export type DashboardTab = (typeof dashboardTabs)[number];

/** Where each tab is: /favorites and /history are tabs of their own; the rest say ?tab=. */
const tabPaths: Record<DashboardTab, string> = {
  reading: "/dashboard",
  favorites: "/favorites",
  history: "/history",
  saved: "/dashboard?tab=saved",
  activity: "/dashboard?tab=activity",
};

export const dashboardTabPath = (tab: DashboardTab) => tabPaths[tab];

/** The tab a dashboard URL shows (Continue Reading unless it names another). */
export function dashboardTabOf({ pathname, search }: { pathname: string; search: string }) {
  const named = new URLSearchParams(search).get("tab");
  const ofPath = dashboardTabs.find((tab) => tabPaths[tab] === pathname);
  return dashboardTabs.find((tab) => tab === named) ?? ofPath ?? "reading";
}

// Only the shown tab's list is asked for (a tab change loads the route again), and the other
// lists' counts for their tabs' labels, as empty pages (kept apart from the lists in the cache:
// see type-policies.ts). Load More asks this query again with the same variables and the list's
// cursor.
const DashboardRouteQuery = graphql(`
  query DashboardRouteQuery(
    $readingAfter: String
    $favoritesAfter: String
    $historyAfter: String
    $savedAfter: String
    $withReading: Boolean!
    $withFavorites: Boolean!
    $withHistory: Boolean!
    $withSaved: Boolean!
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
      # The other tabs' labels need only their counts.
      readingCount: continueReading(first: 0) @skip(if: $withReading) {
        totalCount
      }
      favoritesCount: favorites(first: 0) @skip(if: $withFavorites) {
        totalCount
      }
      historyCount: history(first: 0) @skip(if: $withHistory) {
        totalCount
      }
      savedCount: saved(first: 0) @skip(if: $withSaved) {
        totalCount
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

/** The route query's variables for a tab: its own list, and none of the others. */
export const dashboardVariables = (tab: DashboardTab) => ({
  withReading: tab === "reading",
  withFavorites: tab === "favorites",
  withHistory: tab === "history",
  withSaved: tab === "saved",
});

export function dashboardLoader({ request, context }: LoaderFunctionArgs) {
  const tab = dashboardTabOf(new URL(request.url));
  // Always fresh: the dashboard shows what the reader just did elsewhere.
  return preloaderOf(context)(DashboardRouteQuery, {
    variables: dashboardVariables(tab),
    fetchPolicy: "network-only",
  });
}
