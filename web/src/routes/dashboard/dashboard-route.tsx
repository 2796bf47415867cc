import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import {
  Alert,
  AppLink,
  Avatar,
  Button,
  Card,
  PremiumBadge,
  Skeleton,
  Skeletons,
  StatTiles,
  Tabs,
  TabsContent,
} from "@inkpanel/ui";
import { BookOpen, Flame, Heart, Library } from "lucide-react";
import { Navigate, useLocation, useNavigate, useRevalidator } from "react-router";
import { ResendVerificationButton } from "../../components/account/resend-verification.tsx";
import { signInPath } from "../../components/account/sign-in-link.ts";
import { CountedTabsList } from "../../components/counted-tabs-list/counted-tabs-list.tsx";
import { PageMeta } from "../../components/page-meta/page-meta.tsx";
import { RouteData } from "../../components/route-data/route-data.tsx";
import type { DashboardRouteQueryQueryVariables } from "../../gql/graphql.ts";
import { formatDate } from "../../lib/format.ts";
import type { FetchMore } from "../../lib/use-load-more.ts";
import { useRouteQuery } from "../../lib/use-route-query.ts";
import {
  dashboardTabOf,
  dashboardTabPath,
  type DashboardTab,
  type dashboardLoader,
} from "./dashboard-query.ts";
import { DashboardTabPanel, type Reader } from "./dashboard-tab-panel.tsx";

export function DashboardRoute() {
  const { t } = useLingui();
  const queryRef = useRouteQuery<typeof dashboardLoader>();
  const location = useLocation();
  return (
    <div className="mx-auto max-w-screen-xl px-4 py-8 sm:px-6">
      <PageMeta
        title={t`Dashboard`}
        description={t`Your reading, favorites and streak on Inkpanel.`}
      />
      <RouteData queryRef={queryRef} skeleton={<DashboardSkeleton />}>
        {({ me }, fetchMore) =>
          me ? (
            <Dashboard me={me} tab={dashboardTabOf(location)} fetchMore={fetchMore} />
          ) : (
            <Navigate replace to={signInPath(location.pathname)} />
          )
        }
      </RouteData>
    </div>
  );
}

function Dashboard({
  me,
  tab,
  fetchMore,
}: {
  me: Reader;
  tab: DashboardTab;
  fetchMore: FetchMore<DashboardRouteQueryQueryVariables>;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { stats } = me;
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
  const tabs = [
    { value: "reading", label: t`Continue Reading`, list: me.continueReading ?? me.readingCount },
    { value: "favorites", label: t`Favorites`, list: me.favorites ?? me.favoritesCount },
    { value: "history", label: t`History`, list: me.history ?? me.historyCount },
    { value: "saved", label: t`Saved`, list: me.saved ?? me.savedCount },
    { value: "activity", label: t`Activity`, list: undefined },
  ].map(({ list, ...tab }) => ({ ...tab, count: list?.totalCount }));
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

      {/* Each tab is a URL of its own: choosing one loads that tab's list (see the loader). */}
      <Tabs
        value={tab}
        onValueChange={(next) =>
          void navigate(dashboardTabPath(next as DashboardTab), { preventScrollReset: true })
        }
      >
        <CountedTabsList tabs={tabs} />
        <TabsContent value={tab} className="pt-4">
          <DashboardTabPanel
            tab={tab}
            me={me}
            fetchMore={fetchMore}
            onHistoryChanged={() => void revalidator.revalidate()}
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function DashboardSkeleton() {
  return (
    <div className="grid gap-8" aria-busy>
      <Skeleton className="h-28 w-full" />
      <Skeletons count={4} className="grid grid-cols-2 gap-4 lg:grid-cols-4" itemClassName="h-20" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
