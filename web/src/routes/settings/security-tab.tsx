import { useMutation } from "@apollo/client/react";
import { Alert, Button, Field, PasswordInput } from "@inkpanel/ui";
import { useState, type FormEvent } from "react";
import { apiErrorOf } from "../../components/account/api-error.ts";
import { graphql } from "../../gql";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";

const ChangePassword = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`);

const SignOutOtherSessions = graphql(`
  mutation SignOutOtherSessions {
    signOutOtherSessions
  }
`);

/** Password change (which signs out other devices) and signing out other devices on its own. */
export function SecurityTab() {
  const { t } = useLingui();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<{ current?: string; next?: string; confirm?: string }>({});
  const [changed, setChanged] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [changePassword, { loading }] = useMutation(ChangePassword);
  const [signOutOthers, signOutState] = useMutation(SignOutOtherSessions);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChanged(false);
    setFailure(null);
    if (!current) return setErrors({ current: t`Enter your current password.` });
    if (next.length < 8) return setErrors({ next: t`Use at least 8 characters.` });
    if (next !== confirm) return setErrors({ confirm: t`The passwords differ.` });
    try {
      await changePassword({ variables: { currentPassword: current, newPassword: next } });
      setCurrent("");
      setNext("");
      setConfirm("");
      setErrors({});
      setChanged(true);
    } catch (error) {
      const apiError = apiErrorOf(error);
      if (apiError?.argumentName === "currentPassword") setErrors({ current: apiError.message });
      else if (apiError?.argumentName === "newPassword") setErrors({ next: apiError.message });
      else setFailure(t`Something went wrong. Please try again.`);
    }
  };

  const ended = signOutState.data?.signOutOtherSessions;
  return (
    <div className="grid gap-10">
      <form
        noValidate
        onSubmit={submit}
        className="grid max-w-md gap-4"
        aria-label={t`Change password`}
      >
        <h2 className="text-lg font-semibold">{t`Change password`}</h2>
        {changed && (
          <Alert variant="success">{t`Password changed. Your other devices were signed out.`}</Alert>
        )}
        {failure && <Alert variant="destructive">{failure}</Alert>}
        <Field label={t`Current password`} error={errors.current}>
          <PasswordInput value={current} onChange={(event) => setCurrent(event.target.value)} />
        </Field>
        <Field label={t`New password`} error={errors.next}>
          <PasswordInput
            autoComplete="new-password"
            value={next}
            onChange={(event) => setNext(event.target.value)}
          />
        </Field>
        <Field label={t`Confirm new password`} error={errors.confirm}>
          <PasswordInput
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
          />
        </Field>
        <Button type="submit" disabled={loading} className="justify-self-start">
          {loading ? t`Saving...` : t`Update Password`}
        </Button>
      </form>
      <section className="grid max-w-md gap-3">
        <h2 className="text-lg font-semibold">{t`Sessions`}</h2>
        <p className="text-sm text-muted-foreground">
          {t`Signed in on a device you no longer use? End every session but this one.`}
        </p>
        {ended !== undefined && (
          <Alert variant="success">
            {plural(ended, {
              one: "# other session was signed out.",
              other: "# other sessions were signed out.",
            })}
          </Alert>
        )}
        {signOutState.error && (
          <Alert variant="destructive">{t`Something went wrong. Please try again.`}</Alert>
        )}
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={signOutState.loading}
          onClick={() => void signOutOthers().catch(() => {})}
        >
          {t`Sign out other sessions`}
        </Button>
      </section>
    </div>
  );
}
