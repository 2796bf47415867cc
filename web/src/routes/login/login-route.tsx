import { useApolloClient, useMutation } from "@apollo/client/react";
import {
  AppLink,
  Button,
  Checkbox,
  colorSchemePreference,
  Field,
  Input,
  Label,
  PasswordInput,
  themePreference,
  type ColorScheme,
  type Theme,
} from "@inkpanel/ui";
import { z } from "zod";
import { useNavigate, useSearchParams } from "react-router";
import { apiErrorOf } from "../../components/account/api-error.ts";
import { AuthLayout, SocialSignIn } from "../../components/account/auth-layout.tsx";
import { FormControl } from "../../components/forms/form-field.tsx";
import { useZodForm } from "../../components/forms/use-zod-form.ts";
import { redirectTarget } from "../../components/account/sign-in-link.ts";
import { graphql } from "../../gql";
import { plural, t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { AccountForm } from "../../components/forms/account-form.tsx";

const SignIn = graphql(`
  mutation SignIn($email: String!, $password: String!, $remember: Boolean) {
    signIn(email: $email, password: $password, remember: $remember) {
      id
      preferences {
        theme
        colorScheme
      }
    }
  }
`);

// Only that both are given, said above the form like a refused sign-in: whether they are right
// is the API's to say.
const signInSchema = z
  .object({ email: z.string().trim(), password: z.string(), remember: z.boolean() })
  .refine(({ email, password }) => email !== "" && password !== "", {
    path: ["root"],
    error: () => t`Enter your e-mail address and password.`,
  });

/** Why sign-in failed, in the reader's words. */
function signInFailure(error: unknown): string {
  const apiError = apiErrorOf(error);
  return failureMessage(apiError?.code, apiError?.retryAfterSeconds);
}

function failureMessage(code: string | undefined, retryAfterSeconds: number | undefined): string {
  if (code === "RATE_LIMITED") {
    const seconds = retryAfterSeconds ?? 60;
    return plural(seconds, {
      one: "Too many failed attempts. Please wait # second and try again.",
      other: "Too many failed attempts. Please wait # seconds and try again.",
    });
  }
  if (code === "INVALID_CREDENTIALS") return t`The e-mail address or password is incorrect.`;
  if (code === "MISSING") return t`Enter your e-mail address and password.`;
  return t`Something went wrong. Please try again.`;
}

/**
 * Why the form, sent by the browser itself (without JavaScript), failed: the server's sign-in
 * sends it back here with `?error=` (server/src/accounts/account-forms.ts).
 */
function failureInAddress(search: URLSearchParams): string | undefined {
  const codes: Record<string, string> = {
    missing: "MISSING",
    credentials: "INVALID_CREDENTIALS",
    "rate-limited": "RATE_LIMITED",
    failed: "FAILED",
  };
  const code = codes[search.get("error") ?? ""];
  if (!code) return undefined;
  const seconds = Number(search.get("retryAfter"));
  return failureMessage(code, Number.isFinite(seconds) && seconds > 0 ? seconds : undefined);
}

export function LoginRoute() {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const client = useApolloClient();
  const form = useZodForm(signInSchema, { email: "", password: "", remember: false });
  const [signIn] = useMutation(SignIn);
  const { errors, isSubmitting, submitCount } = form.formState;
  const failure =
    errors.root?.message ?? (submitCount === 0 ? failureInAddress(search) : undefined);
  const redirectTo = search.get("redirectTo");

  const submit = form.handleSubmit(async ({ email, password, remember }) => {
    try {
      const { data } = await signIn({ variables: { email, password, remember } });
      // The site takes on the theme saved with the account (the appearance menu can change it after).
      const saved = data?.signIn.preferences;
      if (saved) {
        themePreference.write(saved.theme.toLowerCase() as Theme);
        colorSchemePreference.write(saved.colorScheme.toLowerCase() as ColorScheme);
      }
      // Everything cached was fetched signed out (favorites, `me`): fetch it again as the reader.
      await client.resetStore();
      await navigate(redirectTarget(search));
    } catch (error) {
      form.setError("root", { message: signInFailure(error) });
    }
  });

  return (
    <AuthLayout
      title={t`Welcome back`}
      description={t`Sign in to continue reading`}
      footer={
        <>
          {t`Don't have an account?`}{" "}
          <AppLink href="/signup" className="text-primary underline">
            {t`Sign up`}
          </AppLink>
        </>
      }
    >
      <SocialSignIn />
      <AccountForm action="/login" label={t`Sign in`} failure={failure} onSubmit={submit}>
        {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
        <Field label={t`E-mail`}>
          <Input type="email" autoComplete="email" required {...form.register("email")} />
        </Field>
        <Field label={t`Password`}>
          <PasswordInput required {...form.register("password")} />
        </Field>
        <div className="flex items-center justify-between gap-3 text-sm">
          <div className="flex items-center gap-2">
            <FormControl form={form} name="remember">
              {({ value, onChange }) => (
                <Checkbox
                  id="remember-me"
                  name="remember"
                  checked={value}
                  onCheckedChange={(checked) => onChange(checked === true)}
                />
              )}
            </FormControl>
            <Label htmlFor="remember-me">{t`Remember me`}</Label>
          </div>
          <AppLink href="/forgot-password" className="text-primary underline">
            {t`Forgot password?`}
          </AppLink>
        </div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t`Signing in...` : t`Sign In`}
        </Button>
      </AccountForm>
    </AuthLayout>
  );
}
