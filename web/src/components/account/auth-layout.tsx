import { Button, Card, CardContent, CardDescription, CardHeader } from "@inkpanel/ui";
import type { ReactNode } from "react";
import { PageMeta } from "../page-meta/page-meta.tsx";
import { useLingui } from "@lingui/react/macro";

/** The frame of the sign-in, sign-up, reset and verification screens. */
export function AuthLayout({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-16">
      <PageMeta title={title} description={description} />
      <Card>
        <CardHeader className="text-center">
          <h1 className="text-2xl font-bold leading-tight tracking-tight">{title}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">{children}</CardContent>
      </Card>
      {footer && <p className="text-center text-sm text-muted-foreground">{footer}</p>}
    </section>
  );
}

/**
 * Google and GitHub sign-in: shown as the spec has them, disabled until a provider is configured
 * (no OAuth application exists for this deployment).
 */
export function SocialSignIn() {
  const { t } = useLingui();
  return (
    <div className="grid gap-3">
      <div className="grid grid-cols-2 gap-3">
        {/* eslint-disable-next-line lingui/no-unlocalized-strings -- brand names */}
        {["Google", "GitHub"].map((provider) => (
          <Button key={provider} variant="outline" disabled title={t`Coming soon`}>
            {provider}
          </Button>
        ))}
      </div>
      <p className="text-center text-xs text-muted-foreground">{t`Social sign-in is coming soon.`}</p>
      <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        {t`or continue with e-mail`}
        <span className="h-px flex-1 bg-border" />
      </div>
    </div>
  );
}
