import { useLazyQuery, useMutation, useQuery } from "@apollo/client/react";
import { NotificationBell } from "@inkpanel/ui";
import { useEffect } from "react";
import { graphql } from "../../gql";
import { describeNotification } from "./notification-link.ts";
import { useNow } from "../../lib/use-now.ts";
import { navbarLinks } from "../../lib/navbar-links.ts";
import { useLingui } from "@lingui/react";

const NotificationBellCountQuery = graphql(`
  query NotificationBellCountQuery {
    me {
      id
      unreadNotificationCount
    }
  }
`);

const NotificationBellLatestQuery = graphql(`
  query NotificationBellLatestQuery {
    me {
      id
      notifications(first: 5) {
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

export const MarkNotificationsRead = graphql(`
  mutation MarkNotificationsRead($ids: [ID!]) {
    markNotificationsRead(ids: $ids)
  }
`);

/** How often an open tab asks for the unread count (and again whenever it regains focus). */
const POLL_MS = 60_000;

/** The navbar's bell for the signed-in reader: a tiny count query, the latest only when opened. */
export function NotificationBellContainer() {
  useLingui(); // drawn again in a new language
  const now = useNow();
  const count = useQuery(NotificationBellCountQuery, {
    pollInterval: POLL_MS,
    // A hidden tab asks nothing; focus brings it up to date at once (below).
    skipPollAttempt: () => document.visibilityState === "hidden",
    fetchPolicy: "cache-and-network",
  });
  const { refetch } = count;
  useEffect(() => {
    const onFocus = () => void refetch();
    window.addEventListener("focus", onFocus);
    return () => window.removeEventListener("focus", onFocus);
  }, [refetch]);
  const [loadLatest, latest] = useLazyQuery(NotificationBellLatestQuery, {
    fetchPolicy: "network-only",
  });
  const [markRead] = useMutation(MarkNotificationsRead, {
    refetchQueries: [NotificationBellCountQuery],
  });

  const items =
    latest.data?.me?.notifications.edges.map(({ node }) => describeNotification(node, now)) ?? null;
  return (
    <NotificationBell
      unreadCount={count.data?.me?.unreadNotificationCount ?? 0}
      items={latest.loading ? null : items}
      allHref={navbarLinks.notifications}
      error={!!latest.error}
      onOpenChange={(open) => {
        if (open) void loadLatest();
      }}
      onRetry={() => void latest.refetch()}
      onSelect={(item) => {
        if (!item.read) void markRead({ variables: { ids: [item.id] } });
      }}
      onMarkAllRead={() => void markRead({ variables: {} }).then(() => latest.refetch())}
    />
  );
}
