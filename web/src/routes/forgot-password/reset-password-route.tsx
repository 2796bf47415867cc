import { type MessageDescriptor } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useMutation } from "@apollo/client/react";
import { AppLink, Button } from "@inkpanel/ui";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { z } from "zod";
import { apiErrorOf } from "../../components/account/api-error.ts";
import { AuthLayout } from "../../components/account/auth-layout.tsx";
import { FormField } from "../../components/forms/form-field.tsx";
import { newPassword } from "../../components/forms/form-rules.ts";
import { showRefusal, useZodForm } from "../../components/forms/use-zod-form.ts";
import { graphql } from "../../gql";
import { AccountForm } from "../../components/forms/account-form.tsx";
import { newPasswordInput } from "../../components/forms/new-password-input.tsx";
import { formFailure, somethingWentWrong } from "../../components/account/form-failure.ts";
import { MIN_PASSWORD_LENGTH } from "@inkpanel/input-rules";

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

/** The link's failures as the server's handler names them in `?error=`, and the API's codes. */
const codeOfLinkError: Record<string, string> = {
  expired: "TOKEN_EXPIRED",
  invalid: "TOKEN_INVALID",
};

/**
 * Why the form, sent without JavaScript, was refused: the server's handler sends it back here with
 * `?error=` and the link's token, or on to `?done=1` (server/src/accounts/account-forms.ts).
 */
function failureInAddress(search: URLSearchParams): string | undefined {
  switch (search.get("error")) {
    case "missing":
    case "password":
      return t`Use at least ${MIN_PASSWORD_LENGTH} characters.`;
    case "mismatch":
      return t`The passwords differ.`;
    default:
      return formFailure(search);
  }
}

/** Where a mailed reset link lands: choose a new password, which signs out every device. */
export function ResetPasswordRoute() {
  const { t, i18n } = useLingui();
  const [search] = useSearchParams();
  const token = search.get("token") ?? "";
  const form = useZodForm(newPasswordSchema, { newPassword: "", confirm: "" });
  const [linkProblem, setLinkProblem] = useState<string | null>(() => {
    const code = token ? codeOfLinkError[search.get("error") ?? ""] : "TOKEN_INVALID";
    return code ? i18n._(linkProblems[code]!) : null;
  });
  const [done, setDone] = useState(search.get("done") === "1");
  const [reset] = useMutation(ResetPassword);
  const { errors, isSubmitting, submitCount } = form.formState;
  const failure =
    errors.root?.message ?? (submitCount === 0 ? failureInAddress(search) : undefined);

  const submit = form.handleSubmit(async ({ newPassword }) => {
    try {
      await reset({ variables: { token, newPassword } });
      setDone(true);
    } catch (error) {
      const code = apiErrorOf(error)?.code;
      if (code && linkProblems[code]) setLinkProblem(i18n._(linkProblems[code]!));
      else showRefusal(form, error, somethingWentWrong());
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
      <AccountForm
        action="/reset-password"
        label={t`New password`}
        failure={failure}
        onSubmit={submit}
      >
        <input type="hidden" name="token" value={token} />
        <FormField form={form} name="newPassword" label={t`New password`}>
          {newPasswordInput}
        </FormField>
        <FormField form={form} name="confirm" label={t`Confirm new password`}>
          {newPasswordInput}
        </FormField>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t`Saving...` : t`Set New Password`}
        </Button>
      </AccountForm>
    </AuthLayout>
  );
}
