import { Alert } from "@inkpanel/ui";
import type { FormEventHandler, ReactNode } from "react";
import { AppForm } from "./app-form.tsx";

/**
 * The form of a signed-out account page (sign-in, sign-up, a forgotten password): the app sends
 * it (`onSubmit`); the browser posts it to `action`, the server's own handler of it
 * (server/src/accounts/account-forms.ts), when the app is not there. `failure` is said above
 * its fields.
 */
export function AccountForm({
  action,
  label,
  failure,
  onSubmit,
  children,
}: {
  action: string;
  label: string;
  failure: string | undefined;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <AppForm
      action={action}
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4"
      aria-label={label}
    >
      {failure && <Alert variant="destructive">{failure}</Alert>}
      {children}
    </AppForm>
  );
}
