import { useMutation } from "@apollo/client/react";
import { Alert, AppLink, Button, Field, Input } from "@inkpanel/ui";
import { MailCheck } from "lucide-react";
import { useState, type FormEvent } from "react";
import { AuthLayout } from "../../components/account/auth-layout.tsx";
import { graphql } from "../../gql";
import { useLingui } from "@lingui/react/macro";

const RequestPasswordReset = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

/** The e-mail form, then t`Check Your Email` (the API answers the same whether or not the address exists). */
export function ForgotPasswordRoute() {
  const { t } = useLingui();
  const [email, setEmail] = useState("");
  const [emailError, setEmailError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [requestReset, { loading }] = useMutation(RequestPasswordReset);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setEmailError(t`Enter a valid e-mail address.`);
      return;
    }
    try {
      await requestReset({ variables: { email } });
      setSent(true);
    } catch {
      setFailure(t`Something went wrong. Please try again.`);
    }
  };

  if (sent) {
    return (
      <AuthLayout
        title={t`Check Your Email`}
        description={t`If ${email.trim()} has an account, a reset link is on its way.`}
      >
        <div role="status" className="grid justify-items-center gap-4 text-center">
          <MailCheck className="size-12 text-primary" aria-hidden />
          <p className="text-sm text-muted-foreground">
            {t`The link is valid for 24 hours. Check your spam folder if it does not arrive.`}
          </p>
          <div className="flex gap-3">
            <Button variant="outline" onClick={() => setSent(false)}>
              {t`Resend Email`}
            </Button>
            <Button asChild>
              <AppLink href="/login">{t`Back to Login`}</AppLink>
            </Button>
          </div>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t`Forgot your password?`}
      description={t`Enter your e-mail address and we'll send you a link to reset it.`}
      footer={
        <AppLink href="/login" className="text-primary underline">
          {t`Back to Login`}
        </AppLink>
      }
    >
      <form noValidate onSubmit={submit} className="grid gap-4" aria-label={t`Reset password`}>
        {failure && <Alert variant="destructive">{failure}</Alert>}
        <Field label={t`E-mail`} error={emailError}>
          <Input
            type="email"
            autoComplete="email"
            required
            disabled={loading}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setEmailError(null);
            }}
          />
        </Field>
        <Button type="submit" disabled={loading}>
          {loading ? t`Sending...` : t`Send Reset Link`}
        </Button>
      </form>
    </AuthLayout>
  );
}
