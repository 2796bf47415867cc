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
  type ColorScheme,
  type Theme,
} from "@inkpanel/ui";
import { useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { apiErrorOf } from "../../components/account/api-error.ts";
import { AuthLayout, SocialSignIn } from "../../components/account/auth-layout.tsx";
import { redirectTarget } from "../../components/account/sign-in-link.ts";
import { graphql } from "../../gql";
import { plural, t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";

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

/** Why sign-in failed, in the reader's words. */
function signInFailure(error: unknown): string {
  const apiError = apiErrorOf(error);
  if (apiError?.code === "RATE_LIMITED") {
    const seconds = apiError.retryAfterSeconds ?? 60;
    return plural(seconds, {
      one: "Too many failed attempts. Please wait # second and try again.",
      other: "Too many failed attempts. Please wait # seconds and try again.",
    });
  }
  if (apiError?.code === "INVALID_CREDENTIALS")
    return t`The e-mail address or password is incorrect.`;
  return t`Something went wrong. Please try again.`;
}

export function LoginRoute() {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [remember, setRemember] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [signIn, { loading }] = useMutation(SignIn);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!email.trim() || !password) {
      setFailure(t`Enter your e-mail address and password.`);
      return;
    }
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
      setFailure(signInFailure(error));
    }
  };

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
      <form noValidate onSubmit={submit} className="grid gap-4" aria-label={t`Sign in`}>
        {failure && <Alert variant="destructive">{failure}</Alert>}
        <Field label={t`E-mail`}>
          <Input
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <Field label={t`Password`}>
          <PasswordInput
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Field>
        <div className="flex items-center justify-between gap-3 text-sm">
          <div className="flex items-center gap-2">
            <Checkbox
              id="remember-me"
              checked={remember}
              onCheckedChange={(checked) => setRemember(checked === true)}
            />
            <Label htmlFor="remember-me">{t`Remember me`}</Label>
          </div>
          <AppLink href="/forgot-password" className="text-primary underline">
            {t`Forgot password?`}
          </AppLink>
        </div>
        <Button type="submit" disabled={loading}>
          {loading ? t`Signing in...` : t`Sign In`}
        </Button>
      </form>
    </AuthLayout>
  );
}
