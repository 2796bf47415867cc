import { useMutation } from "@apollo/client/react";
import { Alert, Button } from "@inkpanel/ui";
import { graphql } from "../../gql";
import { useLingui } from "@lingui/react/macro";

const ResendVerificationEmail = graphql(`
  mutation ResendVerificationEmail {
    resendVerificationEmail
  }
`);

/** Mails the signed-in reader a new verification link, then says where it went. */
export function ResendVerificationButton({ email }: { email: string }) {
  const { t } = useLingui();
  const [resend, { loading, data, error }] = useMutation(ResendVerificationEmail);
  if (data)
    return (
      <Alert variant="success">{t`A new verification email is on its way to ${email}.`}</Alert>
    );
  return (
    <>
      {error && <Alert variant="destructive">{t`Something went wrong. Please try again.`}</Alert>}
      <Button
        size="sm"
        variant="outline"
        className="justify-self-start"
        disabled={loading}
        onClick={() => void resend().catch(() => {})}
      >
        {loading ? t`Sending...` : t`Resend Verification Email`}
      </Button>
    </>
  );
}
