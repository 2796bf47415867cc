import { useMutation } from "@apollo/client/react";
import { AppLink, Button, Input } from "@inkpanel/ui";
import { MailCheck } from "lucide-react";
import { useNavigate, useSearchParams } from "react-router";
import { z } from "zod";
import { AuthLayout } from "../../components/account/auth-layout.tsx";
import { FormField } from "../../components/forms/form-field.tsx";
import { emailAddress } from "../../components/forms/form-rules.ts";
import { useZodForm } from "../../components/forms/use-zod-form.ts";
import { graphql } from "../../gql";
import { useLingui } from "@lingui/react/macro";
import { AccountForm } from "../../components/forms/account-form.tsx";
import {
  formFailure,
  ruleRefusal,
  somethingWentWrong,
} from "../../components/account/form-failure.ts";

const RequestPasswordReset = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

const resetRequestSchema = z.object({ email: emailAddress });

/**
 * Why the form, sent without JavaScript, failed: the server's handler sends it back with
 * `?error=` and the address (server/src/accounts/account-forms.ts).
 */
function failureInAddress(search: URLSearchParams): string | undefined {
  return search.get("error") === "email"
    ? ruleRefusal(emailAddress.safeParse(search.get("email") ?? ""))
    : formFailure(search);
}

/**
 * The e-mail form, then t`Check Your Email` (the API answers the same whether or not the address
 * exists) at `?sent=`, where the app and the server's own handler alike send the reader.
 */
export function ForgotPasswordRoute() {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const form = useZodForm(resetRequestSchema, { email: search.get("email") ?? "" });
  /** the address the link went to, once asked */
  const sentTo = search.get("sent");
  const [requestReset] = useMutation(RequestPasswordReset);
  const { errors, isSubmitting, submitCount } = form.formState;
  const failure =
    errors.root?.message ?? (submitCount === 0 ? failureInAddress(search) : undefined);

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await requestReset({ variables: { email } });
      await navigate(`?${new URLSearchParams({ sent: email })}`);
    } catch {
      form.setError("root", { message: somethingWentWrong() });
    }
  });

  if (sentTo !== null) {
    return (
      <AuthLayout
        title={t`Check Your Email`}
        description={t`If ${sentTo} has an account, a reset link is on its way.`}
      >
        <div role="status" className="grid justify-items-center gap-4 text-center">
          <MailCheck className="size-12 text-primary" aria-hidden />
          <p className="text-sm text-muted-foreground">
            {t`The link is valid for 24 hours. Check your spam folder if it does not arrive.`}
          </p>
          <div className="flex gap-3">
            <Button variant="outline" asChild>
              <AppLink href={`/forgot-password?${new URLSearchParams({ email: sentTo })}`}>
                {t`Resend Email`}
              </AppLink>
            </Button>
            <Button asChild>
              <AppLink href="/login">{t`Back to Login`}</AppLink>
            </Button>
          </div>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t`Forgot your password?`}
      description={t`Enter your e-mail address and we'll send you a link to reset it.`}
      footer={
        <AppLink href="/login" className="text-primary underline">
          {t`Back to Login`}
        </AppLink>
      }
    >
      <AccountForm
        action="/forgot-password"
        label={t`Reset password`}
        failure={failure}
        onSubmit={submit}
      >
        <FormField form={form} name="email" label={t`E-mail`}>
          {(field) => (
            <Input type="email" autoComplete="email" required {...field} disabled={isSubmitting} />
          )}
        </FormField>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t`Sending...` : t`Send Reset Link`}
        </Button>
      </AccountForm>
    </AuthLayout>
  );
}
