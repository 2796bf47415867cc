import {
  Card,
  ChoiceLink,
  EmptyState,
  NewsletterForm,
  Section,
  Skeleton,
  Skeletons,
  cn,
} from "@inkpanel/ui";
import { LayoutGrid, List, Mail, Newspaper } from "lucide-react";
import { useSearchParams } from "react-router";
import {
  blogCategories,
  blogCategoryLabels,
} from "../../components/blog-post-card/blog-categories.ts";
import { BlogPostCard } from "../../components/blog-post-card/blog-post-card.tsx";
import { ListState } from "../../components/list-state/list-state.tsx";
import { LoadMoreWithRetry } from "../../components/load-more-with-retry/load-more-with-retry.tsx";
import {
  useNewsletterPlainForm,
  useSubscribeNewsletter,
} from "../../components/newsletter-signup/use-subscribe-newsletter.ts";
import { PageMeta } from "../../components/page-meta/page-meta.tsx";
import { RouteData } from "../../components/route-data/route-data.tsx";
import type { BlogRouteQueryQuery, BlogRouteQueryQueryVariables } from "../../gql/graphql.ts";
import { readLibraryView, type LibraryView } from "../../lib/library-view.ts";
import { useNextPageHref, useStartsAfterCursor } from "../../lib/page-cursor.ts";
import { useLoadMore, type FetchMore } from "../../lib/use-load-more.ts";
import { useRouteQuery } from "../../lib/use-route-query.ts";
import { readCategory, type blogLoader } from "./blog-query.ts";
import { useLingui } from "@lingui/react/macro";

export function BlogRoute() {
  const { t } = useLingui();
  const queryRef = useRouteQuery<typeof blogLoader>();
  const subscribe = useSubscribeNewsletter();
  const newsletterForm = useNewsletterPlainForm("blog-newsletter");
  return (
    <div className="mx-auto max-w-screen-xl space-y-14 px-4 py-8 sm:px-6">
      <PageMeta
        title={t`Blog`}
        description={t`Reviews, news, analysis and reading tips from the Inkpanel team and community.`}
      />
      <section className="rounded-3xl bg-linear-to-br from-primary/20 via-primary/5 to-transparent px-6 py-12 text-center sm:py-16">
        <p className="text-sm font-semibold text-primary">{t`The Inkpanel Blog`}</p>
        <h1 className="mt-2 font-display text-4xl font-extrabold tracking-tight sm:text-5xl">
          {t`Stories, reviews and reading tips`}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-muted-foreground">
          {t`Reviews of the series everyone talks about, news from the library, deep dives into how manga works, and guides to get more out of Inkpanel.`}
        </p>
      </section>
      <RouteData queryRef={queryRef} skeleton={<BlogSkeleton />}>
        {(data, fetchMore) => <BlogSections data={data} fetchMore={fetchMore} />}
      </RouteData>
      <Card className="grid gap-4 p-6 sm:p-8 md:grid-cols-[1fr_minmax(0,24rem)] md:items-center">
        <div className="flex gap-4">
          <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-primary/15 text-primary">
            <Mail className="size-6" aria-hidden />
          </span>
          <div>
            <h2 className="text-xl font-bold">{t`Never miss a post`}</h2>
            <p className="text-sm text-muted-foreground">
              {t`New articles and chapter highlights, once a week. Unsubscribe any time.`}
            </p>
          </div>
        </div>
        <NewsletterForm {...newsletterForm} onSubscribe={subscribe} />
      </Card>
    </div>
  );
}

function BlogSections({
  data,
  fetchMore,
}: {
  data: BlogRouteQueryQuery;
  fetchMore: FetchMore<BlogRouteQueryQueryVariables>;
}) {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const category = readCategory(params);
  const view = readLibraryView(params);
  const loadMore = useLoadMore(fetchMore, { after: data.blogPosts.pageInfo.endCursor });
  // The list's address with one choice changed (and from its start: no cursor).
  const paramsWith = (current: URLSearchParams, key: string, value: string | null) => {
    const next = new URLSearchParams(current);
    next.delete("after");
    if (value === null) next.delete(key);
    else next.set(key, value);
    return next;
  };
  const hrefWith = (key: string, value: string | null) => `?${paramsWith(params, key, value)}`;
  const setParam = (key: string, value: string | null) =>
    setParams((current) => paramsWith(current, key, value), { preventScrollReset: true });
  const nextPageHref = useNextPageHref(data.blogPosts.pageInfo.endCursor);
  const startsAfterCursor = useStartsAfterCursor();

  return (
    <>
      {data.featured.edges.length > 0 && (
        <section aria-labelledby="featured-heading" className="space-y-5">
          <div>
            <p className="text-sm font-semibold text-primary">{t`Editor's Choice`}</p>
            <h2 id="featured-heading" className="text-2xl font-bold">
              {t`Featured Articles`}
            </h2>
          </div>
          <ul className="grid gap-5 md:grid-cols-3">
            {data.featured.edges.map(({ node }) => (
              <li key={node.id}>
                <BlogPostCard post={node} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <Section title={t`All Articles`}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div role="group" aria-label={t`Category`} className="flex flex-wrap gap-2">
            {[null, ...blogCategories].map((choice) => {
              const value = choice?.toLowerCase() ?? null;
              return (
                <ChoiceLink
                  key={choice ?? "all"}
                  href={hrefWith("category", value)}
                  current={choice === category}
                  onChoose={() => setParam("category", value)}
                  size="sm"
                  variant={choice === category ? "primary" : "outline"}
                >
                  {choice ? i18n._(blogCategoryLabels[choice]) : t`All`}
                </ChoiceLink>
              );
            })}
          </div>
          <ViewToggle
            view={view}
            hrefOf={(next) => hrefWith("view", next === "grid" ? null : next)}
            onChange={(next) => setParam("view", next === "grid" ? null : next)}
          />
        </div>
        <ListState
          data={data.blogPosts}
          isEmpty={({ edges }) => edges.length === 0}
          empty={
            <EmptyState
              icon={Newspaper}
              title={t`No articles yet`}
              description={t`Nothing in this category so far.`}
            />
          }
        >
          {({ edges, totalCount }) => (
            <>
              <ul
                className={cn(
                  "grid gap-5",
                  view === "grid" ? "sm:grid-cols-2 lg:grid-cols-3" : "grid-cols-1",
                )}
              >
                {edges.map(({ node }) => (
                  <li key={node.id}>
                    <BlogPostCard post={node} view={view} />
                  </li>
                ))}
              </ul>
              <LoadMoreWithRetry
                shown={edges.length}
                // A page past the list's start (?after=) cannot say which articles it shows.
                total={startsAfterCursor ? undefined : totalCount}
                hasMore={data.blogPosts.pageInfo.hasNextPage}
                items="articles"
                state={loadMore}
                href={nextPageHref}
              />
            </>
          )}
        </ListState>
      </Section>
    </>
  );
}

function ViewToggle({
  view,
  hrefOf,
  onChange,
}: {
  view: LibraryView;
  hrefOf: (view: LibraryView) => string;
  onChange: (view: LibraryView) => void;
}) {
  const { t } = useLingui();
  const choices = [
    { value: "grid", label: t`Grid View`, Icon: LayoutGrid },
    { value: "list", label: t`List View`, Icon: List },
  ] as const;
  return (
    <div role="group" aria-label={t`View`} className="flex rounded-lg border p-0.5">
      {choices.map(({ value, label, Icon }) => (
        <ChoiceLink
          key={value}
          href={hrefOf(value)}
          current={view === value}
          onChoose={() => onChange(value)}
          size="sm"
          variant={view === value ? "secondary" : "ghost"}
        >
          <Icon /> {label}
        </ChoiceLink>
      ))}
    </div>
  );
}

function BlogSkeleton() {
  return (
    <div className="space-y-5" aria-busy="true">
      <Skeleton className="h-8 w-56" />
      <Skeletons count={3} className="grid gap-5 md:grid-cols-3" itemClassName="h-96 rounded-2xl" />
    </div>
  );
}
