import { useMutation } from "@apollo/client/react";
import { AppLink, Button, EmptyState, Skeleton, Skeletons } from "@inkpanel/ui";
import { BellOff } from "lucide-react";
import { Navigate, useLocation, useRevalidator, useSearchParams } from "react-router";
import { signInPath } from "../../components/account/sign-in-link.ts";
import { ListState } from "../../components/list-state/list-state.tsx";
import { LoadMoreWithRetry } from "../../components/load-more-with-retry/load-more-with-retry.tsx";
import { MarkNotificationsRead } from "../../components/notifications/notification-bell-container.tsx";
import { describeNotification } from "../../components/notifications/notification-link.ts";
import { PageMeta } from "../../components/page-meta/page-meta.tsx";
import { RouteData } from "../../components/route-data/route-data.tsx";
import type {
  NotificationsRouteQueryQuery,
  NotificationsRouteQueryQueryVariables,
} from "../../gql/graphql.ts";
import { formatWholeNumber } from "../../lib/format.ts";
import { useNow } from "../../lib/use-now.ts";
import { useLoadMore, type FetchMore } from "../../lib/use-load-more.ts";
import { useRouteQuery } from "../../lib/use-route-query.ts";
import { unreadOnlyOf, type notificationsLoader } from "./notifications-query.ts";
import { useLingui } from "@lingui/react/macro";

export function NotificationsRoute() {
  const { t } = useLingui();
  const queryRef = useRouteQuery<typeof notificationsLoader>();
  const { pathname, search } = useLocation();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <PageMeta
        title={t`Notifications`}
        description={t`New chapters of the titles you follow, and replies to you.`}
      />
      <RouteData queryRef={queryRef} skeleton={<NotificationsSkeleton />}>
        {({ me }, fetchMore) =>
          me ? (
            <Notifications me={me} fetchMore={fetchMore} />
          ) : (
            <Navigate replace to={signInPath(pathname + search)} />
          )
        }
      </RouteData>
    </div>
  );
}

type Reader = NonNullable<NotificationsRouteQueryQuery["me"]>;

function Notifications({
  me,
  fetchMore,
}: {
  me: Reader;
  fetchMore: FetchMore<NotificationsRouteQueryQueryVariables>;
}) {
  const { t } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const unreadOnly = unreadOnlyOf(searchParams);
  const more = useLoadMore(fetchMore, { after: me.notifications.pageInfo.endCursor });
  const revalidator = useRevalidator();
  const now = useNow();
  const [markRead, marking] = useMutation(MarkNotificationsRead, {
    refetchQueries: ["NotificationBellCountQuery"],
    onCompleted: () => void revalidator.revalidate(),
  });
  const items = me.notifications.edges.map(({ node }) => describeNotification(node, now));
  const unreadCount = formatWholeNumber(me.unreadNotificationCount);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t`Notifications`}</h1>
        <Button
          variant="outline"
          disabled={me.unreadNotificationCount === 0 || marking.loading}
          onClick={() => void markRead({ variables: {} })}
        >
          {t`Mark all as read`}
        </Button>
      </div>
      <nav aria-label={t`Show`} className="flex gap-2">
        {[
          { label: t`All`, unread: false },
          { label: t`Unread (${unreadCount})`, unread: true },
        ].map((tab) => (
          <Button
            key={tab.label}
            size="sm"
            variant={tab.unread === unreadOnly ? "primary" : "ghost"}
            aria-current={tab.unread === unreadOnly ? "page" : undefined}
            onClick={() => setSearchParams(tab.unread ? { show: "unread" } : {})}
          >
            {tab.label}
          </Button>
        ))}
      </nav>
      {marking.error && (
        <p role="alert" className="text-sm text-destructive">
          {t`The notifications could not be marked read. Try again.`}
        </p>
      )}
      <ListState
        data={items}
        isEmpty={(shown) => shown.length === 0}
        empty={
          <EmptyState
            icon={BellOff}
            title={unreadOnly ? t`All caught up` : t`No notifications yet`}
            description={t`Favorite or save a title to hear when a new chapter comes out.`}
          />
        }
      >
        {(shown) => (
          <>
            <ul className="divide-y rounded-2xl border">
              {shown.map((item) => (
                <li key={item.id} className="flex items-center gap-3 px-4 py-3">
                  <span
                    aria-hidden
                    className={
                      item.read ? "size-2 shrink-0" : "size-2 shrink-0 rounded-full bg-primary"
                    }
                  />
                  <AppLink
                    href={item.href}
                    className="grid flex-1 gap-0.5"
                    onClick={() => {
                      if (!item.read) void markRead({ variables: { ids: [item.id] } });
                    }}
                  >
                    <span className={item.read ? undefined : "font-medium"}>
                      {item.title}
                      {!item.read && <span className="sr-only"> {t`(unread)`}</span>}
                    </span>
                    <span className="text-xs text-muted-foreground">{item.time}</span>
                  </AppLink>
                  {!item.read && (
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => void markRead({ variables: { ids: [item.id] } })}
                    >
                      {t`Mark read`}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            <LoadMoreWithRetry
              shown={shown.length}
              total={me.notifications.totalCount}
              items="notifications"
              state={more}
            />
          </>
        )}
      </ListState>
    </>
  );
}

function NotificationsSkeleton() {
  return (
    <div className="grid gap-3">
      <Skeleton className="h-8 w-48" />
      <Skeletons count={6} className="grid gap-3" itemClassName="h-14 w-full" />
    </div>
  );
}
