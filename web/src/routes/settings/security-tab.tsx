import { useMutation } from "@apollo/client/react";
import { Alert, Button, Field, PasswordInput } from "@inkpanel/ui";
import { useState, type FormEvent } from "react";
import { apiErrorOf } from "../../components/account/api-error.ts";
import { graphql } from "../../gql";

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
    if (!current) return setErrors({ current: "Enter your current password." });
    if (next.length < 8) return setErrors({ next: "Use at least 8 characters." });
    if (next !== confirm) return setErrors({ confirm: "The passwords differ." });
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
      else setFailure("Something went wrong. Please try again.");
    }
  };

  const ended = signOutState.data?.signOutOtherSessions;
  return (
    <div className="grid gap-10">
      <form
        noValidate
        onSubmit={submit}
        className="grid max-w-md gap-4"
        aria-label="Change password"
      >
        <h2 className="text-lg font-semibold">Change password</h2>
        {changed && (
          <Alert variant="success">Password changed. Your other devices were signed out.</Alert>
        )}
        {failure && <Alert variant="destructive">{failure}</Alert>}
        <Field label="Current password" error={errors.current}>
          <PasswordInput value={current} onChange={(event) => setCurrent(event.target.value)} />
        </Field>
        <Field label="New password" error={errors.next}>
          <PasswordInput
            autoComplete="new-password"
            value={next}
            onChange={(event) => setNext(event.target.value)}
          />
        </Field>
        <Field label="Confirm new password" error={errors.confirm}>
          <PasswordInput
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
          />
        </Field>
        <Button type="submit" disabled={loading} className="justify-self-start">
          {loading ? "Saving..." : "Update Password"}
        </Button>
      </form>
      <section className="grid max-w-md gap-3">
        <h2 className="text-lg font-semibold">Sessions</h2>
        <p className="text-sm text-muted-foreground">
          Signed in on a device you no longer use? End every session but this one.
        </p>
        {ended !== undefined && (
          <Alert variant="success">
            {ended === 1
              ? "1 other session was signed out."
              : `${ended} other sessions were signed out.`}
          </Alert>
        )}
        {signOutState.error && (
          <Alert variant="destructive">Something went wrong. Please try again.</Alert>
        )}
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={signOutState.loading}
          onClick={() => void signOutOthers().catch(() => {})}
        >
          Sign out other sessions
        </Button>
      </section>
    </div>
  );
}
