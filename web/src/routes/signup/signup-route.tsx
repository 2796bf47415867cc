import { Trans } from "@lingui/react/macro";
import { useApolloClient, useMutation } from "@apollo/client/react";
import {
  Alert,
  AppLink,
  Button,
  Checkbox,
  colorSchemePreference,
  Input,
  Label,
  PasswordInput,
  themePreference,
} from "@inkpanel/ui";
import { useNavigate } from "react-router";
import { AuthLayout, SocialSignIn } from "../../components/account/auth-layout.tsx";
import { useSaveTheme } from "../../components/account/use-save-theme.ts";
import { FormControl, FormField } from "../../components/forms/form-field.tsx";
import { showRefusal, useZodForm } from "../../components/forms/use-zod-form.ts";
import { graphql } from "../../gql";
import { emptySignUp, signUpSchema } from "./signup-form-values.ts";
import { useLingui } from "@lingui/react/macro";
import { AppForm } from "../../components/forms/app-form.tsx";

const SignUp = graphql(`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      id
    }
  }
`);

export function SignupRoute() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const client = useApolloClient();
  const form = useZodForm(signUpSchema, emptySignUp);
  const [signUp] = useMutation(SignUp);
  const saveTheme = useSaveTheme();
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ name, email, password, acceptTerms }) => {
    try {
      const { data } = await signUp({
        variables: { input: { name, email, password, acceptTerms } },
      });
      // The new account keeps the theme this browser shows, which its pages are rendered in from
      // now on (failing that, it keeps the account's default, `system`).
      const choice = { theme: themePreference.read(), colorScheme: colorSchemePreference.read() };
      if (data) await saveTheme(data.signUp.id, choice).catch(() => undefined);
      await client.resetStore();
      await navigate("/dashboard");
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
      <AppForm noValidate onSubmit={submit} className="grid gap-4" aria-label={t`Sign up`}>
        {errors.root && <Alert variant="destructive">{errors.root.message}</Alert>}
        <FormField form={form} name="name" label={t`Full name`}>
          {(field) => <Input autoComplete="name" required {...field} />}
        </FormField>
        <FormField form={form} name="email" label={t`E-mail`}>
          {(field) => <Input type="email" autoComplete="email" required {...field} />}
        </FormField>
        <FormField form={form} name="password" label={t`Password`} hint={t`At least 8 characters`}>
          {(field) => <PasswordInput autoComplete="new-password" required {...field} />}
        </FormField>
        <FormField form={form} name="confirmPassword" label={t`Confirm password`}>
          {(field) => <PasswordInput autoComplete="new-password" required {...field} />}
        </FormField>
        <FormControl form={form} name="acceptTerms">
          {(field, error) => (
            <div className="grid gap-1">
              <div className="flex items-start gap-2 text-sm">
                <Checkbox
                  id="accept-terms"
                  ref={field.ref}
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  aria-invalid={!!error}
                />
                <Label htmlFor="accept-terms" className="font-normal leading-5">
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
      </AppForm>
    </AuthLayout>
  );
}
