import { AppLink } from "@inkpanel/ui";
import { ChevronRight } from "lucide-react";
import { Suspense, useId, type ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";

interface HomeSectionProps {
  title: string;
  description?: string;
  /** a "View All" link to the full list */
  viewAllHref?: string;
  children: ReactNode;
}

/** One band of the home page, named by its heading. */
export function HomeSection({ title, description, viewAllHref, children }: HomeSectionProps) {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-5">
      <div className="flex items-end justify-between gap-4">
        <div>
          <h2 id={headingId} className="text-2xl font-bold tracking-tight">
            {title}
          </h2>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </div>
        {viewAllHref && (
          <AppLink
            href={viewAllHref}
            className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-primary hover:underline"
          >
            {t`View All`} <ChevronRight className="size-4" aria-hidden />
          </AppLink>
        )}
      </div>
      {/* A boundary per band: the server's page hydrates band by band, each a short task of its
          own, instead of the whole page in one long commit (nothing inside suspends). */}
      <Suspense>{children}</Suspense>
    </section>
  );
}
