import type { LoaderFunctionArgs } from "react-router";
import { preloaderOf } from "../../apollo/client.ts";
import { graphql } from "../../gql";

const NotificationsRouteQuery = graphql(`
  query NotificationsRouteQuery($unreadOnly: Boolean!, $after: String) {
    me {
      id
      unreadNotificationCount
      notifications(unreadOnly: $unreadOnly, first: 20, after: $after) {
        totalCount
        pageInfo {
          endCursor
        }
        edges {
          node {
            id
            ...NotificationLink_notification
          }
        }
      }
    }
  }
`);

/** `?show=unread` lists only the unread ones. */
export const unreadOnlyOf = (searchParams: URLSearchParams) =>
  searchParams.get("show") === "unread";

export function notificationsLoader({ request, context }: LoaderFunctionArgs) {
  return preloaderOf(context)(NotificationsRouteQuery, {
    variables: { unreadOnly: unreadOnlyOf(new URL(request.url).searchParams) },
    fetchPolicy: "network-only",
  });
}
