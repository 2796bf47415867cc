import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import {
  Alert,
  AppLink,
  Avatar,
  Button,
  Card,
  EmptyState,
  PremiumBadge,
  Skeleton,
  StatTiles,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from "@inkpanel/ui";
import { Bookmark, BookOpen, Flame, Heart, Library } from "lucide-react";
import { Navigate, useLocation, useRevalidator } from "react-router";
import { ResendVerificationButton } from "../../components/account/resend-verification.tsx";
import { signInPath } from "../../components/account/sign-in-link.ts";
import { LoadMoreWithRetry } from "../../components/load-more-with-retry/load-more-with-retry.tsx";
import { MangaCard } from "../../components/manga-card/manga-card.tsx";
import { PageMeta } from "../../components/page-meta/page-meta.tsx";
import { HistoryList } from "../../components/reading-history/history-list.tsx";
import { ContinueReadingCard } from "../../components/reading-progress/continue-reading-card.tsx";
import { RouteData } from "../../components/route-data/route-data.tsx";
import type {
  DashboardRouteQueryQuery,
  DashboardRouteQueryQueryVariables,
} from "../../gql/graphql.ts";
import { formatDate } from "../../lib/format.ts";
import { useLoadMore, type FetchMore } from "../../lib/use-load-more.ts";
import { useRouteQuery } from "../../lib/use-route-query.ts";
import type { dashboardLoader } from "./dashboard-query.ts";

/** /favorites and /history open the dashboard on their tab. */
const tabOfPath: Record<string, string> = { "/favorites": "favorites", "/history": "history" };

/** Load More of one list leaves the others out (see dashboard-query.ts). */
const onlyList = {
  withReading: false,
  withFavorites: false,
  withHistory: false,
  withSaved: false,
};

export function DashboardRoute() {
  const { t } = useLingui();
  const queryRef = useRouteQuery<typeof dashboardLoader>();
  const { pathname } = useLocation();
  return (
    <div className="mx-auto max-w-screen-xl px-4 py-8 sm:px-6">
      <PageMeta
        title={t`Dashboard`}
        description={t`Your reading, favorites and streak on Inkpanel.`}
      />
      <RouteData queryRef={queryRef} skeleton={<DashboardSkeleton />}>
        {({ me }, fetchMore) =>
          me ? (
            <Dashboard
              me={me as Reader}
              initialTab={tabOfPath[pathname] ?? "reading"}
              fetchMore={fetchMore}
            />
          ) : (
            <Navigate replace to={signInPath(pathname)} />
          )
        }
      </RouteData>
    </div>
  );
}

// The route reads both lists (the `with…` variables default to true); only a Load More result
// leaves one out, so codegen's optional list fields are always there here.
type Reader = Required<NonNullable<DashboardRouteQueryQuery["me"]>>;

function Dashboard({
  me,
  initialTab,
  fetchMore,
}: {
  me: Reader;
  initialTab: string;
  fetchMore: FetchMore<DashboardRouteQueryQueryVariables>;
}) {
  const { t } = useLingui();
  const { stats } = me;
  // Each list pages on its own cursor, loads and fails on its own; the cache policy on User
  // appends the page.
  const moreReading = useLoadMore(fetchMore, {
    ...onlyList,
    readingAfter: me.continueReading.pageInfo.endCursor,
    withReading: true,
  });
  const moreFavorites = useLoadMore(fetchMore, {
    ...onlyList,
    favoritesAfter: me.favorites.pageInfo.endCursor,
    withFavorites: true,
  });
  const moreHistory = useLoadMore(fetchMore, {
    ...onlyList,
    historyAfter: me.history.pageInfo.endCursor,
    withHistory: true,
  });
  const moreSaved = useLoadMore(fetchMore, {
    ...onlyList,
    savedAfter: me.saved.pageInfo.endCursor,
    withSaved: true,
  });
  const revalidator = useRevalidator();
  const tiles = [
    { label: t`Total Manga Read`, value: stats.totalMangaRead, icon: BookOpen },
    { label: t`Favorites`, value: stats.favorites, icon: Heart },
    { label: t`Currently Reading`, value: stats.currentlyReading, icon: Library },
    {
      label: t`Reading Streak`,
      value: plural(stats.readingStreakDays, { one: "# day", other: "# days" }),
      icon: Flame,
    },
  ];
  return (
    <div className="grid gap-8">
      {!me.emailVerified && (
        <Alert variant="warning" title={t`Please verify your e-mail address`}>
          <div className="grid gap-2">
            <p>{t`We sent a link to ${me.email}. It is valid for 24 hours.`}</p>
            <ResendVerificationButton email={me.email} />
          </div>
        </Alert>
      )}
      <Card className="flex flex-wrap items-center gap-4 bg-linear-to-r from-primary/15 to-transparent p-6">
        <Avatar name={me.name} src={me.avatarUrl} size="lg" />
        <div className="flex-1">
          <h1 className="text-2xl font-bold">{t`Welcome back, ${me.name}!`}</h1>
          <p className="text-sm text-muted-foreground">
            {t`Member since ${formatDate(me.memberSince)}`}
          </p>
        </div>
        {me.plan.id === "free" ? (
          <Button asChild variant="premium" size="sm">
            <AppLink href="/subscription">{t`Go Premium`}</AppLink>
          </Button>
        ) : (
          <PremiumBadge>{t`${me.plan.name} Member`}</PremiumBadge>
        )}
      </Card>

      <StatTiles tiles={tiles} className="grid-cols-2 lg:grid-cols-4" />

      <Tabs defaultValue={initialTab}>
        <TabsList>
          <TabsTrigger value="reading">{t`Continue Reading`}</TabsTrigger>
          <TabsTrigger value="favorites">{t`Favorites`}</TabsTrigger>
          <TabsTrigger value="history">{t`History`}</TabsTrigger>
          <TabsTrigger value="saved">{t`Saved`}</TabsTrigger>
          <TabsTrigger value="activity">{t`Activity`}</TabsTrigger>
        </TabsList>
        <TabsContent value="reading" className="pt-4">
          {me.continueReading.edges.length === 0 ? (
            <EmptyState
              icon={BookOpen}
              title={t`Nothing in progress`}
              description={t`Start a chapter and it shows up here, ready to continue.`}
              action={
                <Button asChild>
                  <AppLink href="/browse">{t`Browse Manga`}</AppLink>
                </Button>
              }
            />
          ) : (
            <>
              <div className="grid gap-4 md:grid-cols-2">
                {me.continueReading.edges.map(({ node }) => (
                  <ContinueReadingCard key={node.manga.id} progress={node} />
                ))}
              </div>
              <LoadMoreWithRetry
                shown={me.continueReading.edges.length}
                total={me.continueReading.totalCount}
                items="titles"
                state={moreReading}
              />
            </>
          )}
        </TabsContent>
        <TabsContent value="favorites" className="pt-4">
          {me.favorites.edges.length === 0 ? (
            <EmptyState
              icon={Heart}
              title={t`No favorites yet`}
              description={t`Tap Favorite on a title to keep it here.`}
              action={
                <Button asChild>
                  <AppLink href="/browse">{t`Find Something to Love`}</AppLink>
                </Button>
              }
            />
          ) : (
            <>
              <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
                {me.favorites.edges.map(({ node }) => (
                  <MangaCard key={node.id} manga={node} />
                ))}
              </div>
              <LoadMoreWithRetry
                shown={me.favorites.edges.length}
                total={me.favorites.totalCount}
                items="titles"
                state={moreFavorites}
              />
            </>
          )}
        </TabsContent>
        <TabsContent value="history" className="grid gap-4 pt-4">
          <HistoryList
            entries={me.history.edges.map(({ node }) => node)}
            onChanged={() => void revalidator.revalidate()}
          />
          {me.history.edges.length > 0 && (
            <LoadMoreWithRetry
              shown={me.history.edges.length}
              total={me.history.totalCount}
              items="chapters"
              state={moreHistory}
            />
          )}
        </TabsContent>
        <TabsContent value="saved" className="pt-4">
          {me.saved.edges.length === 0 ? (
            <EmptyState
              icon={Bookmark}
              title={t`Nothing saved yet`}
              description={t`Tap Save on a title to follow it: it lands here, and you hear of its new chapters.`}
              action={
                <Button asChild>
                  <AppLink href="/browse">{t`Browse Manga`}</AppLink>
                </Button>
              }
            />
          ) : (
            <>
              <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
                {me.saved.edges.map(({ node }) => (
                  <MangaCard key={node.id} manga={node} />
                ))}
              </div>
              <LoadMoreWithRetry
                shown={me.saved.edges.length}
                total={me.saved.totalCount}
                items="titles"
                state={moreSaved}
              />
            </>
          )}
        </TabsContent>
        <TabsContent value="activity" className="grid gap-4 pt-4 md:grid-cols-2">
          <Card className="p-6">
            <h2 className="font-semibold">{t`Reading Streak`}</h2>
            <p className="mt-2 text-4xl font-bold">{stats.readingStreakDays}</p>
            <p className="text-sm text-muted-foreground">
              {plural(stats.readingStreakDays, { one: "day in a row", other: "days in a row" })}
            </p>
          </Card>
          <Card className="p-6">
            <h2 className="font-semibold">{t`This Month`}</h2>
            <dl className="mt-2 grid grid-cols-3 gap-2 text-center">
              <Figure label={t`Chapters read`} value={stats.chaptersReadThisMonth} />
              <Figure label={t`Hours reading`} value={stats.hoursReadThisMonth} />
              <Figure label={t`New favorites`} value={stats.newFavoritesThisMonth} />
            </dl>
          </Card>
        </TabsContent>
      </Tabs>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex flex-col-reverse">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-bold">{value}</dd>
    </div>
  );
}

function DashboardSkeleton() {
  return (
    <div className="grid gap-8" aria-busy>
      <Skeleton className="h-28 w-full" />
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-20" />
        ))}
      </div>
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
