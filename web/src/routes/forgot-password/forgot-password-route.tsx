import { useMutation } from "@apollo/client/react";
import { Alert, AppLink, Button, Input } from "@inkpanel/ui";
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { z } from "zod";
import { AuthLayout } from "../../components/account/auth-layout.tsx";
import { FormField } from "../../components/forms/form-field.tsx";
import { emailAddress } from "../../components/forms/form-rules.ts";
import { useZodForm } from "../../components/forms/use-zod-form.ts";
import { graphql } from "../../gql";
import { useLingui } from "@lingui/react/macro";
import { AppForm } from "../../components/forms/app-form.tsx";

const RequestPasswordReset = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

const resetRequestSchema = z.object({ email: emailAddress });

/** The e-mail form, then t`Check Your Email` (the API answers the same whether or not the address exists). */
export function ForgotPasswordRoute() {
  const { t } = useLingui();
  const form = useZodForm(resetRequestSchema, { email: "" });
  /** the address the link went to, once asked */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [requestReset] = useMutation(RequestPasswordReset);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await requestReset({ variables: { email } });
      setSentTo(email);
    } catch {
      form.setError("root", { message: t`Something went wrong. Please try again.` });
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
            <Button variant="outline" onClick={() => setSentTo(null)}>
              {t`Resend Email`}
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
      <AppForm noValidate onSubmit={submit} className="grid gap-4" aria-label={t`Reset password`}>
        {errors.root && <Alert variant="destructive">{errors.root.message}</Alert>}
        <FormField form={form} name="email" label={t`E-mail`}>
          {(field) => (
            <Input type="email" autoComplete="email" required {...field} disabled={isSubmitting} />
          )}
        </FormField>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t`Sending...` : t`Send Reset Link`}
        </Button>
      </AppForm>
    </AuthLayout>
  );
}
