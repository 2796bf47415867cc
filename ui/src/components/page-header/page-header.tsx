import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** A small label above the title, e.g. a section name or a version badge. */
  eyebrow?: ReactNode;
  /** Buttons or toggles aligned to the right on wide screens. */
  actions?: ReactNode;
  className?: string;
}

/** The top of a page: its one <h1>, a line of context and the page-level actions. */
export function PageHeader({ title, description, eyebrow, actions, className }: PageHeaderProps) {
  return (
    <header
      className={cn(
        "flex flex-col gap-4 border-b pb-6 sm:flex-row sm:items-end sm:justify-between",
        className,
      )}
    >
      <div className="grid gap-2">
        {eyebrow && <div className="text-sm font-semibold text-primary">{eyebrow}</div>}
        <h1 className="font-display text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
          {title}
        </h1>
        {description && <p className="max-w-2xl text-muted-foreground">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div>}
    </header>
  );
}
