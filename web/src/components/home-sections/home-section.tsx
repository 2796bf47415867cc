import { AppLink } from "@inkpanel/ui";
import { ChevronRight } from "lucide-react";
import { memo, Suspense, use, useId, useRef, type ReactNode, type ReactPromise } from "react";
import { useHydrationGate } from "./hydration-gate.ts";
import { useLingui } from "@lingui/react/macro";

interface HomeSectionProps {
  title: string;
  description?: string;
  /** a "View All" link to the full list */
  viewAllHref?: string;
  /**
   * Below the fold on a phone: on a page the server rendered, the band hydrates only once it
   * comes into view or the reader reaches for the page (see useHydrationGate). Only for bands
   * whose data does not change before then.
   */
  hydrateWhenReached?: boolean;
  children: ReactNode;
}

/** One band of the home page, named by its heading. */
export function HomeSection({
  title,
  description,
  viewAllHref,
  hydrateWhenReached = false,
  children,
}: HomeSectionProps) {
  const { t } = useLingui();
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const gate = useHydrationGate(section, hydrateWhenReached);
  return (
    <section ref={section} aria-labelledby={headingId} className="space-y-5">
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
      <GatedBand gate={gate.promise}>{children}</GatedBand>
    </section>
  );
}

interface GatedBandProps {
  gate: ReactPromise<void>;
  children: ReactNode;
}

/**
 * The band's boundary. While its gate is shut, a render of the page around it leaves it alone:
 * an update reaching a boundary that cannot hydrate yet would make React drop its server HTML.
 */
const GatedBand = memo(
  function GatedBand({ gate, children }: GatedBandProps) {
    return (
      <Suspense>
        <AfterGate gate={gate}>{children}</AfterGate>
      </Suspense>
    );
  },
  (previous, next) => next.gate.status !== "fulfilled" || previous.children === next.children,
);

function AfterGate({ gate, children }: GatedBandProps) {
  use(gate);
  return children;
}
