import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Skeleton, Tabs, TabsContent, TabsList, TabsTrigger } from "@inkpanel/ui";
import { BookOpen, Layers, MonitorSmartphone, Sparkles } from "lucide-react";
import { useNavigate } from "react-router";
import { FeaturedCarousel } from "../../components/featured-carousel/featured-carousel.tsx";
import { ExploreCategories } from "../../components/home-sections/explore-categories.tsx";
import { HomeSection } from "../../components/home-sections/home-section.tsx";
import { PopularThisWeek_entry } from "../../components/home-sections/popular-this-week.tsx";
import { SignUpCall } from "../../components/home-sections/sign-up-call.tsx";
import { MangaResults } from "../../components/manga-results/manga-results.tsx";
import { PageMeta } from "../../components/page-meta/page-meta.tsx";
import { navbarLinks } from "../../lib/navbar-links.ts";
import { RouteData } from "../../components/route-data/route-data.tsx";
import { SearchForm } from "../../components/search-form/search-form.tsx";
import { useFragment } from "../../gql";
import type { HomeV1RouteQueryQuery } from "../../gql/graphql.ts";
import { useRouteQuery } from "../../lib/use-route-query.ts";
import type { homeV1Loader } from "./home-v1-query.ts";

/** In the interface's language: built at each render. */
const features = () => [
  {
    icon: BookOpen,
    title: t`Read anywhere`,
    text: t`A reader made for comics: single or double pages, zoom, fullscreen and keys.`,
  },
  {
    icon: Layers,
    title: t`A growing library`,
    text: t`New chapters every day across every genre, from action to slice of life.`,
  },
  {
    icon: MonitorSmartphone,
    title: t`Any screen`,
    text: t`Phone, tablet or desktop, in light or dark, in the colours you like.`,
  },
  {
    icon: Sparkles,
    title: t`Made for fans`,
    text: t`Follow favorites, keep your place and discover what everyone is reading.`,
  },
];

/** The alternate home: hero, search, three lists in tabs, genres, features, calls to action. */
export function HomeV1Route() {
  const { t } = useLingui();
  const queryRef = useRouteQuery<typeof homeV1Loader>();
  return (
    <>
      <PageMeta
        description={t`Read manga online: thousands of series, new chapters every day, on any screen.`}
      />
      <RouteData
        queryRef={queryRef}
        skeleton={<Skeleton className="mx-auto my-6 h-[30rem] max-w-screen-2xl" />}
      >
        {(data) => <HomeV1Sections data={data} />}
      </RouteData>
    </>
  );
}

function HomeV1Sections({ data }: { data: HomeV1RouteQueryQuery }) {
  const { t } = useLingui();
  const trendingNow = useFragment(PopularThisWeek_entry, data.trendingNow);
  const mostPopular = useFragment(PopularThisWeek_entry, data.mostPopular);
  const asItems = (entries: typeof trendingNow) =>
    entries.map((entry) => ({ key: entry.manga.id, manga: entry.manga, rank: entry.rank }));
  const navigate = useNavigate();
  const searchLibrary = (query: string) => {
    if (query) navigate(`/search?${new URLSearchParams({ q: query })}`);
  };

  return (
    <div className="mx-auto max-w-screen-2xl space-y-14 px-4 py-6 sm:px-6">
      <FeaturedCarousel mangas={data.featuredMangas} />
      <SearchForm
        label={t`Search the library`}
        placeholder={t`Search titles or authors...`}
        size="lg"
        className="mx-auto"
        action="/search"
        onSearch={searchLibrary}
      />

      <Tabs defaultValue="trending" className="space-y-5">
        <TabsList>
          <TabsTrigger value="trending">{t`Trending Now`}</TabsTrigger>
          <TabsTrigger value="updated">{t`Recently Updated`}</TabsTrigger>
          <TabsTrigger value="popular">{t`Most Popular`}</TabsTrigger>
        </TabsList>
        <TabsContent value="trending">
          <MangaResults view="grid" items={asItems(trendingNow)} />
        </TabsContent>
        <TabsContent value="updated">
          <MangaResults
            view="grid"
            // The cache may hold more of this list than the twelve this band shows.
            items={data.recentlyUpdated.edges
              .slice(0, 12)
              .map((edge) => ({ key: edge.node.id, manga: edge.node }))}
          />
        </TabsContent>
        <TabsContent value="popular">
          <MangaResults view="grid" items={asItems(mostPopular)} />
        </TabsContent>
      </Tabs>

      <HomeSection title={t`Genres`} viewAllHref={navbarLinks.browse}>
        <ExploreCategories
          genres={data.genres}
          seriesCount={data.siteStats.seriesCount}
          limit={data.genres.length}
        />
      </HomeSection>

      <HomeSection title={t`Why Inkpanel`}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {features().map(({ icon: Icon, title, text }) => (
            <li key={title} className="space-y-2 rounded-2xl border bg-card p-5">
              <Icon className="size-7 text-primary" aria-hidden />
              <h3 className="font-semibold">{title}</h3>
              <p className="text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </HomeSection>

      <SignUpCall />
    </div>
  );
}
