import { AppLink, Badge, Button, Card, cn } from "@inkpanel/ui";
import { Check, X } from "lucide-react";
import { graphql, useFragment, type FragmentType } from "../../gql";
import type { BillingPeriod } from "../../gql/graphql.ts";
import { formatPrice } from "../../lib/format.ts";
import { useLingui } from "@lingui/react/macro";

export const PlanCard_plan = graphql(`
  fragment PlanCard_plan on Plan {
    id
    name
    description
    monthlyPrice
    yearlyPrice
    yearlySavingsPercent
    features
    limitations
    popular
  }
`);

interface PlanCardProps {
  plan: FragmentType<typeof PlanCard_plan>;
  period: BillingPeriod;
  /** the signed-in reader's plan and period; signed out (undefined), the button leads to sign-up */
  current?: { planId: string; period: BillingPeriod };
  onChoose: (planId: string) => void;
  /** a plan change is on its way */
  choosing: boolean;
}

/** One plan: its price for the chosen period, what it includes and what it leaves out. */
export function PlanCard(props: PlanCardProps) {
  const { t } = useLingui();
  const plan = useFragment(PlanCard_plan, props.plan);
  const yearly = props.period === "YEARLY";
  const isFree = plan.monthlyPrice === 0;
  const signUpHref = `/signup?${new URLSearchParams({ plan: plan.id, period: props.period.toLowerCase() })}`;
  const { current } = props;
  // The reader's plan on the other period's tab is a change of billing, not the plan they have.
  const onThisPlan = current?.planId === plan.id;
  const isCurrent = onThisPlan && (isFree || current.period === props.period);

  return (
    <Card
      role="group"
      aria-labelledby={`plan-${plan.id}`}
      className={cn(
        "relative flex flex-col gap-6 p-6",
        plan.popular && "border-primary shadow-lg ring-2 ring-primary/40",
      )}
    >
      {plan.popular && (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2">{t`Most Popular`}</Badge>
      )}
      <div className="space-y-2">
        <h2 id={`plan-${plan.id}`} className="text-xl font-bold">
          {plan.name}
        </h2>
        <p className="text-sm text-muted-foreground">{plan.description}</p>
      </div>
      <div>
        <p className="flex items-baseline gap-1">
          <span className="text-4xl font-extrabold tracking-tight">
            {formatPrice(yearly ? plan.yearlyPrice : plan.monthlyPrice)}
          </span>
          <span className="text-muted-foreground">{yearly ? t`/year` : t`/month`}</span>
        </p>
        {yearly && !isFree && (
          <p className="mt-1 text-sm text-success">
            {t`${formatPrice(plan.yearlyPrice / 12)}/month · save ${plan.yearlySavingsPercent}%`}
          </p>
        )}
      </div>
      {current === undefined ? (
        <Button asChild variant={plan.popular ? "primary" : "outline"} size="lg" className="w-full">
          <AppLink href={signUpHref}>{isFree ? t`Get Started` : t`Start Free Trial`}</AppLink>
        </Button>
      ) : (
        // A form the browser can send itself, without JavaScript or before the app is up
        // (server/src/accounts/account-forms.ts); the app sends the change through the API.
        <form
          method="post"
          action="/subscription"
          onSubmit={(event) => {
            event.preventDefault();
            props.onChoose(plan.id);
          }}
        >
          <input type="hidden" name="plan" value={plan.id} />
          <input type="hidden" name="period" value={props.period.toLowerCase()} />
          <Button
            type="submit"
            variant={plan.popular ? "primary" : "outline"}
            size="lg"
            className="w-full"
            disabled={isCurrent || props.choosing}
          >
            {isCurrent
              ? t`Current Plan`
              : onThisPlan
                ? yearly
                  ? t`Switch to yearly billing`
                  : t`Switch to monthly billing`
                : t`Switch to ${plan.name}`}
          </Button>
        </form>
      )}
      <ul className="space-y-2 text-sm" aria-label={t`${plan.name} includes`}>
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden /> {feature}
          </li>
        ))}
      </ul>
      {plan.limitations.length > 0 && (
        <ul
          className="space-y-2 border-t pt-4 text-sm text-muted-foreground"
          aria-label={t`${plan.name} limitations`}
        >
          {plan.limitations.map((limitation) => (
            <li key={limitation} className="flex gap-2">
              <X className="mt-0.5 size-4 shrink-0" aria-hidden /> {limitation}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
