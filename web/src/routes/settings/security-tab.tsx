import { useMutation } from "@apollo/client/react";
import { Alert, Button, PasswordInput } from "@inkpanel/ui";
import { useState } from "react";
import { z } from "zod";
import { FormField } from "../../components/forms/form-field.tsx";
import { newPassword } from "../../components/forms/form-rules.ts";
import { showRefusal, useZodForm } from "../../components/forms/use-zod-form.ts";
import { graphql } from "../../gql";
import { plural, t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { AppForm } from "../../components/forms/app-form.tsx";

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

// Named as the API's arguments, so its objections land beside the field they are about.
const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, { error: () => t`Enter your current password.` }),
    newPassword,
    confirmPassword: z.string(),
  })
  .refine((values) => values.confirmPassword === values.newPassword, {
    path: ["confirmPassword"],
    error: () => t`The passwords differ.`,
  });

const noPasswords = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** Password change (which signs out other devices) and signing out other devices on its own. */
export function SecurityTab() {
  const { t } = useLingui();
  const form = useZodForm(passwordChangeSchema, noPasswords);
  const [changed, setChanged] = useState(false);
  const [changePassword] = useMutation(ChangePassword);
  const [signOutOthers, signOutState] = useMutation(SignOutOtherSessions);
  const { errors, isSubmitting } = form.formState;

  const change = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword({ variables: { currentPassword, newPassword } });
      form.reset(noPasswords);
      setChanged(true);
    } catch (error) {
      showRefusal(form, error, t`Something went wrong. Please try again.`);
    }
  });

  const ended = signOutState.data?.signOutOtherSessions;
  return (
    <div className="grid gap-10">
      <AppForm
        noValidate
        onSubmit={(event) => {
          setChanged(false);
          void change(event);
        }}
        className="grid max-w-md gap-4"
        aria-label={t`Change password`}
      >
        <h2 className="text-lg font-semibold">{t`Change password`}</h2>
        {changed && (
          <Alert variant="success">{t`Password changed. Your other devices were signed out.`}</Alert>
        )}
        {errors.root && <Alert variant="destructive">{errors.root.message}</Alert>}
        <FormField form={form} name="currentPassword" label={t`Current password`}>
          {(field) => <PasswordInput {...field} />}
        </FormField>
        <FormField form={form} name="newPassword" label={t`New password`}>
          {(field) => <PasswordInput autoComplete="new-password" {...field} />}
        </FormField>
        <FormField form={form} name="confirmPassword" label={t`Confirm new password`}>
          {(field) => <PasswordInput autoComplete="new-password" {...field} />}
        </FormField>
        <Button type="submit" disabled={isSubmitting} className="justify-self-start">
          {isSubmitting ? t`Saving...` : t`Update Password`}
        </Button>
      </AppForm>
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
