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
import { RouteData } from "../../components/route-data/route-data.tsx";
import type { HomeRouteQueryQuery } from "../../gql/graphql.ts";
import { useRouteQuery } from "../../lib/use-route-query.ts";
import { GenrePicks } from "./genre-picks.tsx";
import { HomeRecommendations, type HomeRecommendationsRef } from "./home-recommendations.tsx";
import type { homeLoader } from "./home-query.ts";
import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense } from "react";

// Popular This Week's tabs (Radix's Tabs, about 6 KB gzipped) sit below the fold: their chunk
// starts downloading as this screen's code runs, and hydrates on arrival, the server's HTML
// standing in for them meanwhile, so the rest of the page need not wait for it to respond.
const popularThisWeek = import("../../components/home-sections/popular-this-week.tsx");
const PopularThisWeek = lazy(() =>
  popularThisWeek.then((module) => ({ default: module.PopularThisWeek })),
);

// The cache keeps every page of a connection it has seen; the home bands show only their first.
const firstOf = <T,>(edges: readonly T[], count: number) => edges.slice(0, count);

export function HomeRoute() {
  const { t } = useLingui();
  const { home, recommendations } = useRouteQuery<typeof homeLoader>();
  return (
    <>
      <PageMeta
        description={t`Read manga online: thousands of series, new chapters every day, on any screen.`}
      />
      {/* The page's name for screen readers (the carousel's titles are its sections' headings);
          focus lands here when a reader comes home from another page. */}
      <h1 className="sr-only">{t`Inkpanel — Read Manga Online`}</h1>
      <RouteData queryRef={home} skeleton={<HomeSkeleton />}>
        {(data) => <HomeSections data={data} recommendations={recommendations} />}
      </RouteData>
    </>
  );
}

function HomeSections({
  data,
  recommendations,
}: {
  data: HomeRouteQueryQuery;
  recommendations: HomeRecommendationsRef;
}) {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-screen-2xl space-y-14 px-4 py-6 sm:px-6">
      <FeaturedCarousel mangas={data.featuredMangas} />

      <HomeRecommendations queryRef={recommendations} />

      <HomeSection
        title={t`Latest Releases`}
        description={t`Fresh chapters, just out.`}
        viewAllHref="/latest"
      >
        <MangaResults
          view="grid"
          items={firstOf(data.latestReleases.edges, 6).map((edge) => ({
            key: edge.cursor,
            manga: edge.node,
          }))}
        />
      </HomeSection>

      <HomeSection title={t`Popular This Week`} viewAllHref="/popular">
        <Suspense fallback={<MangaResultsSkeleton view="grid" count={8} />}>
          <PopularThisWeek
            trending={data.trending}
            highestRated={data.highestRated}
            mostViewed={data.mostViewed}
          />
        </Suspense>
      </HomeSection>

      <HomeSection title={t`Latest from Our Blog`} viewAllHref="/blog">
        <ul className="grid gap-5 md:grid-cols-3">
          {firstOf(data.blogPosts.edges, 3).map(({ node }) => (
            <li key={node.id}>
              <BlogPostCard post={node} />
            </li>
          ))}
        </ul>
      </HomeSection>

      <HomeSection title={t`Explore Categories`} viewAllHref="/browse">
        <ExploreCategories genres={data.genres} seriesCount={data.siteStats.seriesCount} />
      </HomeSection>

      <HomeSection title={t`Browse by Genre`}>
        <GenrePicks
          genres={data.genres}
          mangas={firstOf(data.genrePicks.edges, 12).map((edge) => edge.node)}
        />
      </HomeSection>

      <SignUpCall />
    </div>
  );
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
