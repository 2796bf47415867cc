import { useMutation } from "@apollo/client/react";
import { AppLink, Button } from "@inkpanel/ui";
import { CheckCircle2, Clock, LoaderCircle, XCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { apiErrorOf } from "../../components/account/api-error.ts";
import { AuthLayout } from "../../components/account/auth-layout.tsx";
import { ResendVerificationButton } from "../../components/account/resend-verification.tsx";
import { useViewer } from "../../components/account/use-viewer.ts";
import { graphql } from "../../gql";
import { useLingui } from "@lingui/react/macro";

const VerifyEmail = graphql(`
  mutation VerifyEmail($token: String!) {
    verifyEmail(token: $token)
  }
`);

type VerificationState = "loading" | "success" | "expired" | "error";

/** Where the mailed verification link lands: verifies the token in the URL once. */
export function VerifyEmailRoute() {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const token = search.get("token");
  const email = search.get("email");
  const [state, setState] = useState<VerificationState>(token ? "loading" : "error");
  const [verify] = useMutation(VerifyEmail);

  // The token is single use: StrictMode's second run of the effect must not send it again.
  const sentToken = useRef<string | null>(null);
  useEffect(() => {
    if (!token || sentToken.current === token) return;
    sentToken.current = token;
    verify({ variables: { token } }).then(
      () => setState("success"),
      (error: unknown) =>
        setState(apiErrorOf(error)?.code === "TOKEN_EXPIRED" ? "expired" : "error"),
    );
  }, [token, verify]);

  if (state === "loading") {
    return (
      <AuthLayout title={t`Verifying your email`} description={t`One moment...`}>
        <LoaderCircle
          className="mx-auto size-10 animate-spin text-primary"
          aria-label={t`Verifying`}
        />
      </AuthLayout>
    );
  }
  if (state === "success") {
    return (
      <AuthLayout
        title={t`Email Verified!`}
        description={
          email
            ? t`${email} is verified. Enjoy Inkpanel.`
            : t`Your address is verified. Enjoy Inkpanel.`
        }
      >
        <CheckCircle2 className="mx-auto size-12 text-success" aria-hidden />
        <div className="flex justify-center gap-3">
          <Button asChild>
            <AppLink href="/dashboard">{t`Go to Dashboard`}</AppLink>
          </Button>
          <Button asChild variant="outline">
            <AppLink href="/">{t`Browse Manga`}</AppLink>
          </Button>
        </div>
      </AuthLayout>
    );
  }
  if (state === "expired") {
    return (
      <AuthLayout
        title={t`Verification Link Expired`}
        description={t`This verification link has expired. Please request a new verification email.`}
      >
        <Clock className="mx-auto size-12 text-warning" aria-hidden />
        <p className="text-center text-sm text-muted-foreground">
          {t`For security reasons, verification links expire after 24 hours.`}
        </p>
        <ResendButton />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title={t`Verification Failed`}
      description={t`We couldn't verify your email address. The link may be invalid or already used.`}
    >
      <XCircle className="mx-auto size-12 text-destructive" aria-hidden />
      <p className="text-center text-sm text-muted-foreground">
        {t`If you continue to have issues, please contact our support team.`}
      </p>
      <ResendButton />
    </AuthLayout>
  );
}

/** A new link for the signed-in reader; signed out, the way there is signing in. */
function ResendButton() {
  const { t } = useLingui();
  const { viewer } = useViewer();
  if (viewer) return <ResendVerificationButton email={viewer.email} />;
  return (
    <Button asChild variant="outline">
      <AppLink href="/login?redirectTo=/dashboard">{t`Sign in to get a new link`}</AppLink>
    </Button>
  );
}
