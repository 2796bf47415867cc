import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { EmptyState, PageHeader, SearchField, Skeleton, Tabs, TabsContent } from "@inkpanel/ui";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { PageMeta } from "../../components/page-meta/page-meta.tsx";
import { RouteData } from "../../components/route-data/route-data.tsx";
import { useRouteQuery } from "../../lib/use-route-query.ts";
import { readChoice } from "../../lib/url-params.ts";
import { CountedTabsList } from "../../components/counted-tabs-list/counted-tabs-list.tsx";
import { FaqList } from "../../components/faq-list/faq-list.tsx";
import type { FaqRouteQueryQuery } from "../../gql/graphql.ts";
import { searchFaqs } from "./faq-search.ts";
import type { faqLoader } from "./faq-query.ts";

const faqCategories = [
  { value: "general", label: msg`General` },
  { value: "reading", label: msg`Reading` },
  { value: "account", label: msg`Account` },
  { value: "billing", label: msg`Billing` },
  { value: "technical", label: msg`Technical` },
] as const;

export function FaqRoute() {
  const { t } = useLingui();
  const queryRef = useRouteQuery<typeof faqLoader>();
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6">
      <PageMeta
        title={t`Help Center`}
        description={t`Answers to common questions about reading, accounts and billing on Inkpanel.`}
      />
      <PageHeader
        eyebrow={t`Help Center`}
        title={t`How can we help?`}
        description={t`Search the answers to the questions readers ask most, or browse them by topic.`}
      />
      <RouteData
        queryRef={queryRef}
        skeleton={<Skeleton className="h-96 w-full rounded-2xl" aria-busy="true" />}
      >
        {(data) => <FaqBrowser faqs={data.faqs} />}
      </RouteData>
    </div>
  );
}

function FaqBrowser({ faqs }: { faqs: FaqRouteQueryQuery["faqs"] }) {
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const categoryValues = faqCategories.map((category) => category.value);
  const [category, setCategory] = useState(() =>
    readChoice(params, "category", categoryValues, "general"),
  );
  const [search, setSearch] = useState("");
  const matching = searchFaqs(faqs, search);
  const tabs = faqCategories.map((tab) => ({
    ...tab,
    label: i18n._(tab.label),
    faqs: matching.filter((faq) => faq.category === tab.value),
  }));

  return (
    <div className="space-y-6">
      <SearchField
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={t`Search for answers...`}
        label={t`Search questions`}
        className="h-12"
      />
      <Tabs value={category} onValueChange={(value) => setCategory(value as typeof category)}>
        <CountedTabsList tabs={tabs.map((tab) => ({ ...tab, count: tab.faqs.length }))} />
        {tabs.map((tab) => (
          <TabsContent key={tab.value} value={tab.value}>
            {tab.faqs.length > 0 ? (
              <FaqList faqs={tab.faqs} />
            ) : (
              <EmptyState
                title={t`No questions found matching your search.`}
                description={t`Try other words, or another topic.`}
              />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
