import { type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useMutation } from "@apollo/client/react";
import { Alert, AppLink, Button, Field, PasswordInput } from "@inkpanel/ui";
import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { apiErrorOf } from "../../components/account/api-error.ts";
import { AuthLayout } from "../../components/account/auth-layout.tsx";
import { graphql } from "../../gql";

const ResetPassword = graphql(`
  mutation ResetPassword($token: String!, $newPassword: String!) {
    resetPassword(token: $token, newPassword: $newPassword)
  }
`);

const linkProblems: Record<string, MessageDescriptor> = {
  TOKEN_EXPIRED: msg`This reset link has expired: links are valid for 24 hours. Please request a new one.`,
  TOKEN_INVALID: msg`This reset link is invalid or has already been used. Please request a new one.`,
};

/** Where a mailed reset link lands: choose a new password, which signs out every device. */
export function ResetPasswordRoute() {
  const { t, i18n } = useLingui();
  const [search] = useSearchParams();
  const token = search.get("token") ?? "";
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [linkProblem, setLinkProblem] = useState<string | null>(
    token ? null : i18n._(linkProblems.TOKEN_INVALID!),
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [reset, { loading }] = useMutation(ResetPassword);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (password.length < 8) return setPasswordError(t`Use at least 8 characters.`);
    if (password !== confirm) return setPasswordError(t`The passwords differ.`);
    try {
      await reset({ variables: { token, newPassword: password } });
      setDone(true);
    } catch (error) {
      const apiError = apiErrorOf(error);
      if (apiError?.code && linkProblems[apiError.code])
        setLinkProblem(i18n._(linkProblems[apiError.code]!));
      else if (apiError?.argumentName === "newPassword") setPasswordError(apiError.message);
      else setFailure(t`Something went wrong. Please try again.`);
    }
  };

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
      <form noValidate onSubmit={submit} className="grid gap-4" aria-label={t`New password`}>
        {failure && <Alert variant="destructive">{failure}</Alert>}
        <Field label={t`New password`} error={passwordError}>
          <PasswordInput
            autoComplete="new-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setPasswordError(null);
            }}
          />
        </Field>
        <Field label={t`Confirm new password`}>
          <PasswordInput
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
          />
        </Field>
        <Button type="submit" disabled={loading}>
          {loading ? t`Saving...` : t`Set New Password`}
        </Button>
      </form>
    </AuthLayout>
  );
}
