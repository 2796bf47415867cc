import { AppLink, Badge, Button } from "@inkpanel/ui";
import { ResendVerificationButton } from "../../components/account/resend-verification.tsx";
import { graphql, useFragment, type FragmentType } from "../../gql";
import { formatDate } from "../../lib/format.ts";
import { useLingui } from "@lingui/react/macro";

export const AccountTab_user = graphql(`
  fragment AccountTab_user on User {
    id
    email
    emailVerified
    memberSince
    billingPeriod
    plan {
      id
      name
    }
  }
`);

/** The account's address and its verification, membership and plan. */
export function AccountTab(props: { user: FragmentType<typeof AccountTab_user> }) {
  const { t } = useLingui();
  const user = useFragment(AccountTab_user, props.user);
  return (
    <dl className="grid gap-6">
      <div className="grid gap-2">
        <dt className="text-sm text-muted-foreground">{t`E-mail`}</dt>
        <dd className="flex flex-wrap items-center gap-2">
          {user.email}
          <Badge variant={user.emailVerified ? "success" : "warning"}>
            {user.emailVerified ? t`Verified` : t`Not verified`}
          </Badge>
          {!user.emailVerified && <ResendVerificationButton email={user.email} />}
        </dd>
      </div>
      <div className="grid gap-2">
        <dt className="text-sm text-muted-foreground">{t`Member since`}</dt>
        <dd>{formatDate(user.memberSince)}</dd>
      </div>
      <div className="grid gap-2">
        <dt className="text-sm text-muted-foreground">{t`Plan`}</dt>
        <dd className="flex items-center gap-3">
          {user.plan.name}
          {user.plan.id !== "free" &&
            ` ${user.billingPeriod === "YEARLY" ? t`(billed yearly)` : t`(billed monthly)`}`}
          <Button asChild size="sm" variant="outline">
            <AppLink href="/subscription">{t`Change plan`}</AppLink>
          </Button>
        </dd>
      </div>
    </dl>
  );
}
