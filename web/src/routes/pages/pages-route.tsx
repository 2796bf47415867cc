import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import {
  AppLink,
  Badge,
  Button,
  Card,
  EmptyState,
  PageHeader,
  SearchField,
  Skeleton,
  Tabs,
  TabsContent,
} from "@inkpanel/ui";
import { ExternalLink, Eye } from "lucide-react";
import { useState } from "react";
import type { RouteObject } from "react-router";
import { CountedTabsList } from "../../components/counted-tabs-list/counted-tabs-list.tsx";
import { PageMeta } from "../../components/page-meta/page-meta.tsx";
import { RouteData } from "../../components/route-data/route-data.tsx";
import type { PagesRouteQueryQuery } from "../../gql/graphql.ts";
import { useRouteQuery } from "../../lib/use-route-query.ts";
import {
  directoryPages,
  pageStatus,
  pageTabs,
  searchPages,
  type DirectoryPage,
  type PageCategory,
  type PageStatus,
} from "./page-directory.ts";
import type { pagesLoader } from "./pages-query.ts";

/** The directory's categories and statuses in the interface's language. */
const categoryNames: Record<PageCategory, MessageDescriptor> = {
  Main: msg({ message: "Main", comment: "the category of the site's main pages" }),
  Content: msg`Content`,
  Authentication: msg`Authentication`,
  User: msg({ message: "User", comment: "the category of a reader's own pages" }),
  Information: msg`Information`,
  Legal: msg`Legal`,
  Developer: msg`Developer`,
  Commerce: msg`Commerce`,
  Community: msg`Community`,
};
const statusNames: Record<PageStatus, MessageDescriptor> = {
  Complete: msg({ message: "Complete", comment: "a page of the directory that is built" }),
  Planned: msg({ message: "Planned", comment: "a page of the directory not built yet" }),
};

/** `routes`: the app's route table, which tells which pages are built. */
export function PagesRoute({ routes }: { routes: RouteObject[] }) {
  const { t } = useLingui();
  const queryRef = useRouteQuery<typeof pagesLoader>();
  return (
    <div className="mx-auto max-w-screen-xl space-y-8 px-4 py-10 sm:px-6">
      <PageMeta
        title={t`All Pages`}
        description={t`Every screen of Inkpanel, with its route and a preview.`}
      />
      <PageHeader
        eyebrow={t`Developer`}
        title={t`All Pages`}
        description={t`Every screen of Inkpanel in one place: find one, see its route, and preview it.`}
      />
      <RouteData
        queryRef={queryRef}
        skeleton={<Skeleton className="h-[32rem] w-full rounded-2xl" />}
      >
        {(data) => <PageDirectory examples={data} routes={routes} />}
      </RouteData>
    </div>
  );
}

interface ListedPage extends DirectoryPage {
  status: PageStatus;
  /** the route with example ids, or null when there is nothing to show one with */
  href: string | null;
}

function PageDirectory({
  examples,
  routes,
}: {
  examples: PagesRouteQueryQuery;
  routes: RouteObject[];
}) {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useState("");
  const exampleValues: Record<string, string | undefined> = {
    id: examples.featuredMangas[0]?.id,
    mangaId: examples.featuredMangas[0]?.id,
    chapterNumber: "1",
  };
  const articleSlug = examples.blogPosts.edges[0]?.node.slug;
  const pages: ListedPage[] = directoryPages.map((page) => {
    const values = page.route.startsWith("/blog/") ? { id: articleSlug } : exampleValues;
    const href = page.route.replace(
      /\{(\w+)\}/g,
      (_, name: string) => values[name as "id"] ?? "{}",
    );
    return { ...page, status: pageStatus(page, routes), href: href.includes("{}") ? null : href };
  });
  const found = searchPages(pages, search);
  const tabs = [{ value: "all", label: t`All Pages`, pages: found }].concat(
    pageTabs.map((category) => ({
      value: category,
      label: i18n._(categoryNames[category]),
      pages: found.filter((page) => page.category === category),
    })),
  );
  const stats = [
    { label: t`Total pages`, value: String(pages.length) },
    {
      label: t`Complete`,
      value: String(pages.filter((page) => page.status === "Complete").length),
    },
    { label: t`Categories`, value: String(new Set(pages.map((page) => page.category)).size) },
    { label: t`Responsive`, value: "100%" },
  ];

  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {stats.map((stat) => (
          <Card key={stat.label} className="flex flex-col p-5 text-center">
            <dt className="order-2 text-sm text-muted-foreground">{stat.label}</dt>
            <dd className="order-1 text-3xl font-extrabold">{stat.value}</dd>
          </Card>
        ))}
      </dl>
      <SearchField
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={t`Search pages...`}
        label={t`Search pages`}
      />
      <Tabs defaultValue="all">
        <CountedTabsList
          aria-label={t`Categories`}
          tabs={tabs.map((tab) => ({ ...tab, count: tab.pages.length }))}
        />
        {tabs.map((tab) => (
          <TabsContent key={tab.value} value={tab.value}>
            {tab.pages.length > 0 ? (
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {tab.pages.map((page) => (
                  <li key={page.route}>
                    <PageCard page={page} />
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState
                title={t`No pages found`}
                description={
                  search.trim()
                    ? t`No pages match "${search.trim()}" in this category.`
                    : t`No pages available in this category.`
                }
              />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

function PageCard({ page }: { page: ListedPage }) {
  const { t, i18n } = useLingui();
  return (
    <Card className="flex h-full flex-col gap-3 p-5">
      <div className="flex items-start justify-between gap-2">
        <h2 className="font-semibold">{page.name}</h2>
        <Badge variant={page.status === "Complete" ? "success" : "muted"}>
          {i18n._(statusNames[page.status])}
        </Badge>
      </div>
      <p className="flex-1 text-sm text-muted-foreground">{page.description}</p>
      <code className="w-fit rounded bg-muted px-2 py-1 font-mono text-xs break-all">
        {page.route}
      </code>
      {page.href && page.status === "Complete" && (
        <div className="flex gap-2">
          <Button asChild size="sm" variant="outline">
            <AppLink href={page.href} aria-label={t`Preview ${page.name}`}>
              <Eye /> {t`Preview`}
            </AppLink>
          </Button>
          <Button asChild size="sm" variant="ghost">
            <a
              href={page.href}
              target="_blank"
              rel="noreferrer"
              aria-label={t`Open ${page.name} in a new tab`}
            >
              <ExternalLink />
            </a>
          </Button>
        </div>
      )}
    </Card>
  );
}
