import { Badge, Button, cn } from "@inkpanel/ui";
import { SlidersHorizontal } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";

interface FilterPanelProps {
  /** how many filters are on, shown on the small-screen toggle */
  activeCount: number;
  children: ReactNode;
  /** what the column holds instead when JavaScript does not run: a plain form of the filters */
  withoutScript?: ReactNode;
}

/**
 * A library screen's filters: a column beside the results on large screens, and behind a
 * Filters button on small ones.
 */
export function FilterPanel({ activeCount, children, withoutScript }: FilterPanelProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    // Without JavaScript a phone shows the results first: the plain form's genres are long.
    <div className="lg:sticky lg:top-24 lg:w-64 lg:shrink-0 noscript:max-lg:order-last">
      <Button
        variant="outline"
        className="w-full lg:hidden noscript:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <SlidersHorizontal /> {open ? t`Hide filters` : t`Show filters`}
        {activeCount > 0 && <Badge>{activeCount}</Badge>}
      </Button>
      <aside
        id={panelId}
        aria-label={t`Filters`}
        className={cn(
          "mt-4 rounded-2xl border bg-card p-4 lg:mt-0 lg:block noscript:hidden",
          !open && "hidden",
        )}
      >
        {children}
      </aside>
      {withoutScript && <noscript>{withoutScript}</noscript>}
    </div>
  );
}
