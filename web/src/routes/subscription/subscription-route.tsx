import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useMutation } from "@apollo/client/react";
import {
  Alert,
  Badge,
  Skeleton,
  Skeletons,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
} from "@inkpanel/ui";
import { ShieldCheck } from "lucide-react";
import { useId } from "react";
import { useSearchParams } from "react-router";
import { useViewer } from "../../components/account/use-viewer.ts";
import { ChoiceTabs } from "../../components/choice-tabs/choice-tabs.tsx";
import { FaqList } from "../../components/faq-list/faq-list.tsx";
import { PageMeta } from "../../components/page-meta/page-meta.tsx";
import { RouteData } from "../../components/route-data/route-data.tsx";
import { graphql } from "../../gql";
import type { BillingPeriod, SubscriptionRouteQueryQuery } from "../../gql/graphql.ts";
import { useRouteQuery } from "../../lib/use-route-query.ts";
import { PlanCard } from "./plan-card.tsx";
import type { subscriptionLoader } from "./subscription-query.ts";

const ChangePlan = graphql(`
  mutation ChangePlan($planId: ID!, $period: BillingPeriod!) {
    changePlan(planId: $planId, period: $period) {
      id
      plan {
        id
      }
      billingPeriod
    }
  }
`);

const billingPeriods: readonly BillingPeriod[] = ["MONTHLY", "YEARLY"];

const periodOfParam = (param: string | null) =>
  billingPeriods.find((period) => period.toLowerCase() === param);

const periodParams = (period: BillingPeriod) =>
  new URLSearchParams({ period: period.toLowerCase() });

/** The pricing page's FAQ tabs and the FAQ categories (the query's fields) each one shows. */
const faqTabs = [
  { value: "general", label: msg`General`, categories: ["general"] },
  { value: "billing", label: msg`Billing`, categories: ["billing"] },
  { value: "features", label: msg`Features`, categories: ["reading", "technical"] },
] as const;

export function SubscriptionRoute() {
  const { t } = useLingui();
  const queryRef = useRouteQuery<typeof subscriptionLoader>();
  return (
    <div className="mx-auto max-w-screen-xl space-y-12 px-4 py-10 sm:px-6">
      <PageMeta
        title={t`Pricing`}
        description={t`Read free, or go Premium or Ultimate for ad-free reading, downloads and exclusive series.`}
      />
      <header className="mx-auto max-w-2xl space-y-3 text-center">
        <p className="text-sm font-semibold text-primary">{t`Pricing`}</p>
        <h1 className="font-display text-4xl font-extrabold tracking-tight sm:text-5xl">
          {t`Choose your plan`}
        </h1>
        <p className="text-muted-foreground">
          {t`Start free and upgrade when you want more. Every paid plan starts with a 7-day free trial, no card required.`}
        </p>
      </header>
      <RouteData queryRef={queryRef} skeleton={<PricingSkeleton />}>
        {(data) => <Pricing data={data} />}
      </RouteData>
    </div>
  );
}

function Pricing({ data }: { data: SubscriptionRouteQueryQuery }) {
  const { t, i18n } = useLingui();
  const { viewer } = useViewer();
  const plansId = useId();
  // The address's period (`?period=yearly`, so the choice works as links without JavaScript);
  // else the reader's own, else Monthly.
  const [searchParams, setSearchParams] = useSearchParams();
  const period = periodOfParam(searchParams.get("period")) ?? viewer?.billingPeriod ?? "MONTHLY";
  const [changePlan, { loading: choosing }] = useMutation(ChangePlan);
  /** What the reader is told once `planId` is theirs. */
  const changedTitle = (planId: string) => {
    const plan = data.plans.find((candidate) => candidate.id === planId);
    const name = plan?.name ?? planId;
    // A change of period keeps the plan's name: the message says how it is billed now.
    return !plan || plan.monthlyPrice === 0
      ? t`You're on the ${name} plan`
      : period === "YEARLY"
        ? t`You're on the ${name} plan, billed yearly`
        : t`You're on the ${name} plan, billed monthly`;
  };
  const notChanged = t`Your plan could not be changed. Try again.`;
  // A demo of billing: the API stores the choice and takes no payment.
  const choosePlan = (planId: string) => {
    changePlan({ variables: { planId, period } }).then(
      () => toast({ title: changedTitle(planId), variant: "success" }),
      () => toast({ title: notChanged, variant: "destructive" }),
    );
  };
  // The answer to a plan button the browser sent itself (server/src/accounts/account-forms.ts).
  const changed = searchParams.get("changed");
  const refused = searchParams.has("error");
  const bestSaving = Math.max(0, ...data.plans.map((plan) => plan.yearlySavingsPercent));

  return (
    <>
      <div className="flex justify-center">
        <ChoiceTabs
          label={t`Billing period`}
          options={[
            { value: "MONTHLY", label: t`Monthly` },
            {
              value: "YEARLY",
              label: (
                <>
                  {t`Yearly`}{" "}
                  {bestSaving > 0 && <Badge variant="success">{t`Save ${bestSaving}%`}</Badge>}
                </>
              ),
            },
          ]}
          value={period}
          onChange={(next) => setSearchParams(periodParams(next))}
          controls={plansId}
          hrefOf={(value) => `?${periodParams(value)}`}
        />
      </div>
      {changed !== null && (
        <Alert variant="success" title={changedTitle(changed)} className="mx-auto max-w-3xl" />
      )}
      {refused && <Alert variant="destructive" title={notChanged} className="mx-auto max-w-3xl" />}
      <Alert title={t`Billing is a demo`} className="mx-auto max-w-3xl">
        {t`Choosing a plan changes your account at once and takes no payment: Inkpanel has no payment provider yet.`}
      </Alert>
      <ul id={plansId} className="grid gap-8 pt-3 lg:grid-cols-3">
        {data.plans.map((plan) => (
          <li key={plan.id} className="flex">
            <PlanCard
              plan={plan}
              period={period}
              current={
                viewer ? { planId: viewer.plan.id, period: viewer.billingPeriod } : undefined
              }
              onChoose={choosePlan}
              choosing={choosing}
            />
          </li>
        ))}
      </ul>
      <p className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
        <ShieldCheck className="size-4 text-success" aria-hidden />
        {t`30-day money-back guarantee. Cancel any time.`}
      </p>

      <section aria-labelledby="pricing-faq" className="mx-auto max-w-3xl space-y-6">
        <h2 id="pricing-faq" className="text-center text-2xl font-bold">
          {t`Frequently Asked Questions`}
        </h2>
        <Tabs defaultValue="general">
          <div className="flex justify-center">
            <TabsList>
              {faqTabs.map((tab) => (
                <TabsTrigger key={tab.value} value={tab.value}>
                  {i18n._(tab.label)}
                </TabsTrigger>
              ))}
            </TabsList>
          </div>
          {faqTabs.map((tab) => (
            <TabsContent key={tab.value} value={tab.value}>
              <FaqList faqs={tab.categories.flatMap((category) => data[category])} />
            </TabsContent>
          ))}
        </Tabs>
      </section>
    </>
  );
}

function PricingSkeleton() {
  return (
    <div className="space-y-8" aria-busy="true">
      <Skeleton className="mx-auto h-11 w-56" />
      <Skeletons
        count={3}
        className="grid gap-8 lg:grid-cols-3"
        itemClassName="h-[34rem] rounded-2xl"
      />
    </div>
  );
}
