import {
  EmptyState,
  Skeleton,
  TabLinks,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from "@inkpanel/ui";
import { useSearchParams } from "react-router";
import { HydrateWhenVisible } from "../../components/hydrate-when-visible/hydrate-when-visible.tsx";
import { LoadMoreWithRetry } from "../../components/load-more-with-retry/load-more-with-retry.tsx";
import { MangaResults } from "../../components/manga-results/manga-results.tsx";
import { NotFoundPage } from "../../components/not-found-page/not-found-page.tsx";
import { PageMeta } from "../../components/page-meta/page-meta.tsx";
import { useSiteOrigin } from "../../components/page-meta/site-origin.tsx";
import { breadcrumbList, comicSeries } from "../../components/page-meta/structured-data.ts";
import { ReviewsPanel } from "../../components/reviews/reviews-panel.tsx";
import { RouteData } from "../../components/route-data/route-data.tsx";
import { formatWholeNumber } from "../../lib/format.ts";
import { useNextPageHref, useStartsAfterCursor } from "../../lib/page-cursor.ts";
import { useLoadMore, type FetchMore } from "../../lib/use-load-more.ts";
import type {
  MangaDetailRouteQueryQuery,
  MangaDetailRouteQueryQueryVariables,
} from "../../gql/graphql.ts";
import { useRouteQuery } from "../../lib/use-route-query.ts";
import { ChapterList } from "./chapter-list.tsx";
import type { mangaDetailLoader } from "./manga-detail-query.ts";
import { MangaOverview } from "./manga-overview.tsx";
import { useLingui } from "@lingui/react/macro";

export function MangaDetailRoute() {
  const queryRef = useRouteQuery<typeof mangaDetailLoader>();
  return (
    <RouteData queryRef={queryRef} skeleton={<MangaDetailSkeleton />}>
      {({ manga }, fetchMore) =>
        manga ? <MangaDetail manga={manga} fetchMore={fetchMore} /> : <NotFoundPage />
      }
    </RouteData>
  );
}

type Manga = NonNullable<MangaDetailRouteQueryQuery["manga"]>;

interface MangaDetailProps {
  manga: Manga;
  fetchMore: FetchMore<MangaDetailRouteQueryQueryVariables>;
}

function MangaDetail({ manga, fetchMore }: MangaDetailProps) {
  const { t } = useLingui();
  const chapters = useLoadMore(fetchMore, { after: manga.chapters.pageInfo.endCursor });
  const nextChaptersHref = useNextPageHref(manga.chapters.pageInfo.endCursor);
  const startsAfterCursor = useStartsAfterCursor();
  // The open tab is in the address (?tab=reviews), so Write a Review and sign-in can lead back to it.
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get("tab") ?? "description";
  const chapterCount = formatWholeNumber(manga.chapterCount);
  const origin = useSiteOrigin();
  const path = `/manga/${manga.slug}`;
  const tabs = [
    { value: "description", label: t`Description` },
    { value: "chapters", label: t`Chapters (${chapterCount})` },
    { value: "reviews", label: t`Reviews` },
    { value: "related", label: t`Related` },
  ];
  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-8 sm:px-6">
      <PageMeta
        title={manga.title}
        description={manga.description}
        image={manga.coverUrl}
        feed={{
          title: t`${manga.title}: new chapters`,
          href: `/feeds/manga/${encodeURIComponent(manga.slug)}.atom`,
        }}
        structuredData={[
          comicSeries(origin, {
            ...manga,
            path,
            image: manga.coverUrl,
            genres: manga.genres.map((genre) => genre.name),
          }),
          breadcrumbList(origin, [
            { name: t`Home`, path: "/" },
            { name: t`Browse`, path: "/browse" },
            { name: manga.title, path },
          ]),
        ]}
      />
      <MangaOverview manga={manga} />

      {/* Below the first screen on a phone: hydrated as it comes near it. */}
      <HydrateWhenVisible>
        <Tabs
          value={tab}
          onValueChange={(value) =>
            setSearchParams(value === "description" ? {} : { tab: value }, {
              replace: true,
              preventScrollReset: true,
            })
          }
          className="space-y-5"
        >
          <TabsList className="noscript:hidden">
            {tabs.map(({ value, label }) => (
              <TabsTrigger key={value} value={value}>
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          {/* Each tab has its own address: without JavaScript the tabs are links to them. */}
          <noscript>
            <TabLinks
              label={t`Sections`}
              links={tabs.map(({ value, label }) => ({
                href: value === "description" ? path : `${path}?tab=${value}`,
                label,
                current: value === tab,
              }))}
            />
          </noscript>

          <TabsContent value="description">
            <p className="max-w-3xl leading-7 whitespace-pre-line text-muted-foreground">
              {manga.description}
            </p>
          </TabsContent>

          <TabsContent value="chapters" className="space-y-2">
            <ChapterList
              mangaSlug={manga.slug}
              chapters={manga.chapters.edges.map((edge) => edge.node)}
            />
            <LoadMoreWithRetry
              shown={manga.chapters.edges.length}
              // A page past the list's start (?after=) cannot say which chapters it shows.
              total={startsAfterCursor ? undefined : manga.chapters.totalCount}
              hasMore={manga.chapters.pageInfo.hasNextPage}
              items="chapters"
              state={chapters}
              href={nextChaptersHref}
            />
          </TabsContent>

          <TabsContent value="reviews">
            <ReviewsPanel mangaId={manga.id} />
          </TabsContent>

          <TabsContent value="related">
            {manga.related.length > 0 ? (
              <MangaResults
                view="grid"
                items={manga.related.map((related) => ({ key: related.id, manga: related }))}
              />
            ) : (
              <EmptyState title={t`No related titles yet`} />
            )}
          </TabsContent>
        </Tabs>
      </HydrateWhenVisible>
    </div>
  );
}

function MangaDetailSkeleton() {
  return (
    <div
      className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 md:grid-cols-[16rem_1fr]"
      aria-busy="true"
    >
      <Skeleton className="aspect-[2/3] w-full max-w-64 rounded-2xl" />
      <div className="space-y-4">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-24 w-full max-w-md" />
      </div>
    </div>
  );
}
