import { type MessageDescriptor } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useMutation } from "@apollo/client/react";
import { Alert, AppLink, Button, PasswordInput } from "@inkpanel/ui";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { z } from "zod";
import { apiErrorOf } from "../../components/account/api-error.ts";
import { AuthLayout } from "../../components/account/auth-layout.tsx";
import { FormField } from "../../components/forms/form-field.tsx";
import { newPassword } from "../../components/forms/form-rules.ts";
import { showRefusal, useZodForm } from "../../components/forms/use-zod-form.ts";
import { graphql } from "../../gql";
import { AppForm } from "../../components/forms/app-form.tsx";

const ResetPassword = graphql(`
  mutation ResetPassword($token: String!, $newPassword: String!) {
    resetPassword(token: $token, newPassword: $newPassword)
  }
`);

const linkProblems: Record<string, MessageDescriptor> = {
  TOKEN_EXPIRED: msg`This reset link has expired: links are valid for 24 hours. Please request a new one.`,
  TOKEN_INVALID: msg`This reset link is invalid or has already been used. Please request a new one.`,
};

// A mismatch is said under the new password, the field this form explains its errors with.
const newPasswordSchema = z
  .object({ newPassword, confirm: z.string() })
  .refine((values) => values.confirm === values.newPassword, {
    path: ["newPassword"],
    error: () => t`The passwords differ.`,
  });

/** Where a mailed reset link lands: choose a new password, which signs out every device. */
export function ResetPasswordRoute() {
  const { t, i18n } = useLingui();
  const [search] = useSearchParams();
  const token = search.get("token") ?? "";
  const form = useZodForm(newPasswordSchema, { newPassword: "", confirm: "" });
  const [linkProblem, setLinkProblem] = useState<string | null>(
    token ? null : i18n._(linkProblems.TOKEN_INVALID!),
  );
  const [done, setDone] = useState(false);
  const [reset] = useMutation(ResetPassword);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ newPassword }) => {
    try {
      await reset({ variables: { token, newPassword } });
      setDone(true);
    } catch (error) {
      const code = apiErrorOf(error)?.code;
      if (code && linkProblems[code]) setLinkProblem(i18n._(linkProblems[code]!));
      else showRefusal(form, error, t`Something went wrong. Please try again.`);
    }
  });

  if (done) {
    return (
      <AuthLayout
        title={t`Password changed`}
        description={t`Your new password is set. Every device was signed out.`}
      >
        <Button asChild>
          <AppLink href="/login">{t`Sign in`}</AppLink>
        </Button>
      </AuthLayout>
    );
  }
  if (linkProblem) {
    return (
      <AuthLayout title={t`Reset link not valid`} description={linkProblem}>
        <Button asChild>
          <AppLink href="/forgot-password">{t`Request a new link`}</AppLink>
        </Button>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title={t`Choose a new password`}
      description={t`At least 8 characters, and not a common one.`}
    >
      <AppForm noValidate onSubmit={submit} className="grid gap-4" aria-label={t`New password`}>
        {errors.root && <Alert variant="destructive">{errors.root.message}</Alert>}
        <FormField form={form} name="newPassword" label={t`New password`}>
          {(field) => <PasswordInput autoComplete="new-password" {...field} />}
        </FormField>
        <FormField form={form} name="confirm" label={t`Confirm new password`}>
          {(field) => <PasswordInput autoComplete="new-password" {...field} />}
        </FormField>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t`Saving...` : t`Set New Password`}
        </Button>
      </AppForm>
    </AuthLayout>
  );
}
