import { Trans } from "@lingui/react/macro";
import { useApolloClient, useMutation } from "@apollo/client/react";
import {
  AppLink,
  Button,
  Checkbox,
  colorSchemePreference,
  Input,
  Label,
  themePreference,
} from "@inkpanel/ui";
import { useNavigate, useSearchParams } from "react-router";
import { AuthLayout, SocialSignIn } from "../../components/account/auth-layout.tsx";
import { useSaveTheme } from "../../components/account/use-save-theme.ts";
import { FormControl, FormField } from "../../components/forms/form-field.tsx";
import { showRefusal, useZodForm } from "../../components/forms/use-zod-form.ts";
import { graphql } from "../../gql";
import { emptySignUp, signUpSchema } from "./signup-form-values.ts";
import { useLingui } from "@lingui/react/macro";
import { AccountForm } from "../../components/forms/account-form.tsx";
import { newPasswordInput } from "../../components/forms/new-password-input.tsx";
import { failureInAddress } from "./signup-failure.ts";

const SignUp = graphql(`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      id
    }
  }
`);

const StartChosenPlan = graphql(`
  mutation StartChosenPlan($planId: ID!, $period: BillingPeriod!) {
    changePlan(planId: $planId, period: $period) {
      id
    }
  }
`);

/**
 * The plan chosen on the pricing page (its Start Free Trial links here with `?plan=&period=`),
 * started as soon as the account is made: the server's sign-up does the same.
 */
function chosenPlanOf(search: URLSearchParams) {
  const planId = search.get("plan");
  const periods = { monthly: "MONTHLY", yearly: "YEARLY" } as const;
  const named = search.get("period");
  return planId && (named === "monthly" || named === "yearly")
    ? { planId, period: periods[named] }
    : null;
}

export function SignupRoute() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [search] = useSearchParams();
  // Sent back by the server's sign-up (without JavaScript), the form keeps what the reader typed.
  const form = useZodForm(signUpSchema, {
    ...emptySignUp,
    name: search.get("name") ?? "",
    email: search.get("email") ?? "",
  });
  const chosenPlan = chosenPlanOf(search);
  const [signUp] = useMutation(SignUp);
  const [startPlan] = useMutation(StartChosenPlan);
  const saveTheme = useSaveTheme();
  const { errors, isSubmitting, submitCount } = form.formState;
  const failure =
    errors.root?.message ?? (submitCount === 0 ? failureInAddress(search) : undefined);
  const terms = (
    <Trans>
      I agree to the{" "}
      <AppLink href="/terms" className="text-primary underline">
        Terms of Service
      </AppLink>{" "}
      and{" "}
      <AppLink href="/privacy" className="text-primary underline">
        Privacy Policy
      </AppLink>
    </Trans>
  );

  const submit = form.handleSubmit(async ({ name, email, password, acceptTerms }) => {
    try {
      const { data } = await signUp({
        variables: { input: { name, email, password, acceptTerms } },
      });
      // The new account keeps the theme this browser shows, which its pages are rendered in from
      // now on (failing that, it keeps the account's default, `system`).
      const choice = { theme: themePreference.read(), colorScheme: colorSchemePreference.read() };
      if (data) await saveTheme(data.signUp.id, choice).catch(() => undefined);
      // A plan that cannot be started leaves the account made: the pricing page offers them all.
      if (chosenPlan) await startPlan({ variables: chosenPlan }).catch(() => undefined);
      await client.resetStore();
      await navigate(chosenPlan ? "/subscription" : "/dashboard");
    } catch (error) {
      showRefusal(form, error, t`Something went wrong. Please try again.`);
    }
  });

  return (
    <AuthLayout
      title={t`Create your account`}
      description={t`Join Inkpanel and start reading`}
      footer={
        <>
          {t`Already have an account?`}{" "}
          <AppLink href="/login" className="text-primary underline">
            {t`Sign in`}
          </AppLink>
        </>
      }
    >
      <SocialSignIn />
      <AccountForm action="/signup" label={t`Sign up`} failure={failure} onSubmit={submit}>
        {chosenPlan && (
          <>
            <p className="text-sm text-muted-foreground">
              {t`The plan you chose starts as soon as your account is made.`}
            </p>
            <input type="hidden" name="plan" value={chosenPlan.planId} />
            <input type="hidden" name="period" value={search.get("period")!} />
          </>
        )}
        <FormField form={form} name="name" label={t`Full name`}>
          {(field) => <Input autoComplete="name" required {...field} />}
        </FormField>
        <FormField form={form} name="email" label={t`E-mail`}>
          {(field) => <Input type="email" autoComplete="email" required {...field} />}
        </FormField>
        <FormField form={form} name="password" label={t`Password`} hint={t`At least 8 characters`}>
          {newPasswordInput}
        </FormField>
        <FormField form={form} name="confirmPassword" label={t`Confirm password`}>
          {newPasswordInput}
        </FormField>
        <FormControl form={form} name="acceptTerms">
          {(field, error) => (
            <div className="grid gap-1">
              <div className="flex items-start gap-2 text-sm">
                <Checkbox
                  id="accept-terms"
                  name="acceptTerms"
                  ref={field.ref}
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  aria-invalid={!!error}
                />
                <Label htmlFor="accept-terms" className="font-normal leading-5">
                  {terms}
                </Label>
              </div>
              {error && (
                <p role="alert" className="text-sm text-destructive">
                  {error}
                </p>
              )}
            </div>
          )}
        </FormControl>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t`Creating account...` : t`Create Account`}
        </Button>
      </AccountForm>
    </AuthLayout>
  );
}
