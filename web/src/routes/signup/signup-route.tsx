import { Trans } from "@lingui/react/macro";
import { useApolloClient, useMutation } from "@apollo/client/react";
import {
  Alert,
  AppLink,
  Button,
  Checkbox,
  colorSchemePreference,
  Field,
  Input,
  Label,
  PasswordInput,
  themePreference,
} from "@inkpanel/ui";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { apiErrorOf } from "../../components/account/api-error.ts";
import { AuthLayout, SocialSignIn } from "../../components/account/auth-layout.tsx";
import { useSaveTheme } from "../../components/account/use-save-theme.ts";
import { graphql } from "../../gql";
import {
  emptySignUp,
  fieldOfArgument,
  validateSignUp,
  type SignUpErrors,
  type SignUpValues,
} from "./signup-form-values.ts";
import { useLingui } from "@lingui/react/macro";

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
  const [values, setValues] = useState<SignUpValues>(emptySignUp);
  const [errors, setErrors] = useState<SignUpErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [signUp, { loading }] = useMutation(SignUp);
  const saveTheme = useSaveTheme();

  const change = <Field extends keyof SignUpValues>(field: Field, value: SignUpValues[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = validateSignUp(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const { name, email, password, acceptTerms } = values;
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
      const apiError = apiErrorOf(error);
      const field =
        apiError?.code === "EMAIL_TAKEN" ? "email" : fieldOfArgument(apiError?.argumentName);
      if (apiError && field) setErrors({ [field]: apiError.message });
      else setFailure(t`Something went wrong. Please try again.`);
    }
  };

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
      <form noValidate onSubmit={submit} className="grid gap-4" aria-label={t`Sign up`}>
        {failure && <Alert variant="destructive">{failure}</Alert>}
        <Field label={t`Full name`} error={errors.name}>
          <Input
            autoComplete="name"
            required
            value={values.name}
            onChange={(e) => change("name", e.target.value)}
          />
        </Field>
        <Field label={t`E-mail`} error={errors.email}>
          <Input
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={(e) => change("email", e.target.value)}
          />
        </Field>
        <Field label={t`Password`} hint={t`At least 8 characters`} error={errors.password}>
          <PasswordInput
            autoComplete="new-password"
            required
            value={values.password}
            onChange={(e) => change("password", e.target.value)}
          />
        </Field>
        <Field label={t`Confirm password`} error={errors.confirmPassword}>
          <PasswordInput
            autoComplete="new-password"
            required
            value={values.confirmPassword}
            onChange={(e) => change("confirmPassword", e.target.value)}
          />
        </Field>
        <div className="grid gap-1">
          <div className="flex items-start gap-2 text-sm">
            <Checkbox
              id="accept-terms"
              checked={values.acceptTerms}
              onCheckedChange={(checked) => change("acceptTerms", checked === true)}
              aria-invalid={!!errors.acceptTerms}
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
          {errors.acceptTerms && (
            <p role="alert" className="text-sm text-destructive">
              {errors.acceptTerms}
            </p>
          )}
        </div>
        <Button type="submit" disabled={loading}>
          {loading ? t`Creating account...` : t`Create Account`}
        </Button>
      </form>
    </AuthLayout>
  );
}
