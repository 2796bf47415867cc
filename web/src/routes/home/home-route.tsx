import { Skeleton } from "@inkpanel/ui";
import { BlogPostCard } from "../../components/blog-post-card/blog-post-card.tsx";
import { FeaturedCarousel } from "../../components/featured-carousel/featured-carousel.tsx";
import { ExploreCategories } from "../../components/home-sections/explore-categories.tsx";
import { HomeSection } from "../../components/home-sections/home-section.tsx";
import { SignUpCall } from "../../components/home-sections/sign-up-call.tsx";
import {
  MangaResults,
  MangaResultsSkeleton,
} from "../../components/manga-results/manga-results.tsx";
import { PageMeta } from "../../components/page-meta/page-meta.tsx";
import { RouteData, type DataStates } from "../../components/route-data/route-data.tsx";
import { navbarLinks } from "../../lib/navbar-links.ts";
import type { HomeRouteQueryQuery } from "../../gql/graphql.ts";
import { useRouteQuery } from "../../lib/use-route-query.ts";
import { GenrePicks } from "./genre-picks.tsx";
import { HomeRecommendations } from "./home-recommendations.tsx";
import type { homeLoader } from "./home-query.ts";
import { settledWhenResolved } from "../../components/home-sections/hydration-gate.ts";
import { useLingui } from "@lingui/react/macro";
import type { OperationVariables } from "@apollo/client";
import type { QueryRef } from "@apollo/client/react";
import { use, type ComponentProps, type ReactNode } from "react";

// Popular This Week's tabs (Radix's Tabs, about 6 KB gzipped) sit below the fold: their chunk
// starts downloading as this screen's code runs, and is ready by the time the band hydrates
// (when reached: a tap on a tab hydrates it and is answered in the same event).
const popularThisWeek = settledWhenResolved(
  import("../../components/home-sections/popular-this-week.tsx"),
);
type PopularThisWeekModule = Awaited<typeof popularThisWeek>;

// The cache keeps every page of a connection it has seen; the home bands show only their first.
const firstOf = <T,>(edges: readonly T[], count: number) => edges.slice(0, count);

export function HomeRoute() {
  const { t } = useLingui();
  const queries = useRouteQuery<typeof homeLoader>();
  return (
    <>
      <PageMeta
        description={t`Read manga online: thousands of series, new chapters every day, on any screen.`}
      />
      {/* The page's name for screen readers (the carousel's titles are its sections' headings);
          focus lands here when a reader comes home from another page. */}
      <h1 className="sr-only">{t`Inkpanel — Read Manga Online`}</h1>
      <RouteData queryRef={queries.home} skeleton={<HomeSkeleton />}>
        {(data) => <HomeSections data={data} queries={queries} />}
      </RouteData>
    </>
  );
}

type HomeQueries = ReturnType<typeof homeLoader>;

function HomeSections({ data, queries }: { data: HomeRouteQueryQuery; queries: HomeQueries }) {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-screen-2xl space-y-14 px-4 py-6 sm:px-6">
      <FeaturedCarousel mangas={data.featuredMangas} />

      <HomeRecommendations queryRef={queries.recommendations} />

      <HomeSection
        title={t`Latest Releases`}
        description={t`Fresh chapters, just out.`}
        viewAllHref="/latest"
      >
        <MangaResults
          view="grid"
          items={firstOf(data.latestReleases.edges, 6).map((edge) => ({
            key: edge.node.id,
            manga: edge.node,
          }))}
        />
      </HomeSection>

      {/* Each band below reads its own query when it renders (see bandQuery). */}
      <HomeSection
        title={t`Popular This Week`}
        viewAllHref={navbarLinks.popular}
        hydrateWhenReached
      >
        <BandData query={queries.popular} skeleton={<MangaResultsSkeleton view="grid" count={8} />}>
          {(popular) => <PopularThisWeekTabs {...popular} />}
        </BandData>
      </HomeSection>

      <HomeSection title={t`Latest from Our Blog`} viewAllHref="/blog" hydrateWhenReached>
        <BandData query={queries.blog} skeleton={<MangaResultsSkeleton view="grid" count={3} />}>
          {(blog) => (
            <ul className="grid gap-5 md:grid-cols-3">
              {firstOf(blog.blogPosts.edges, 3).map(({ node }) => (
                <li key={node.id}>
                  <BlogPostCard post={node} />
                </li>
              ))}
            </ul>
          )}
        </BandData>
      </HomeSection>

      <HomeSection
        title={t`Explore Categories`}
        viewAllHref={navbarLinks.browse}
        hydrateWhenReached
      >
        <BandData query={queries.genres} skeleton={<MangaResultsSkeleton view="grid" count={4} />}>
          {(genres) => (
            <ExploreCategories genres={genres.genres} seriesCount={genres.siteStats.seriesCount} />
          )}
        </BandData>
      </HomeSection>

      <HomeSection title={t`Browse by Genre`} hydrateWhenReached>
        <BandData query={queries.genres} skeleton={<MangaResultsSkeleton view="grid" count={12} />}>
          {(genres) => (
            <GenrePicks
              genres={genres.genres}
              mangas={firstOf(genres.genrePicks.edges, 12).map((edge) => edge.node)}
            />
          )}
        </BandData>
      </HomeSection>

      <SignUpCall />
    </div>
  );
}

/** A band's data, read from its query when the band renders (or hydrates), not before. */
function BandData<TData, TVariables extends OperationVariables, TStates extends DataStates>({
  query,
  skeleton,
  children,
}: {
  query: () => QueryRef<TData, TVariables, TStates>;
  skeleton: ReactNode;
  children: (data: TData) => ReactNode;
}) {
  return (
    <RouteData queryRef={query()} skeleton={skeleton}>
      {(data) => children(data)}
    </RouteData>
  );
}

function PopularThisWeekTabs(props: ComponentProps<PopularThisWeekModule["PopularThisWeek"]>) {
  const { PopularThisWeek } = use(popularThisWeek);
  return <PopularThisWeek {...props} />;
}

function HomeSkeleton() {
  return (
    <div className="mx-auto max-w-screen-2xl space-y-14 px-4 py-6 sm:px-6" aria-busy="true">
      <Skeleton className="h-[26rem] w-full rounded-3xl sm:h-[30rem]" />
      <div className="space-y-5">
        <Skeleton className="h-8 w-56" />
        <MangaResultsSkeleton view="grid" count={6} />
      </div>
    </div>
  );
}
