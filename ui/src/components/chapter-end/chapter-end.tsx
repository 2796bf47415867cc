import { CheckCircle2 } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

export interface ChapterEndProps {
  /** e.g. "Chapter 12 finished" */
  title: string;
  /** what comes next: "Next: Chapter 13", or that the reader is caught up and the title's status */
  description: ReactNode;
  /** the way on: usually the next chapter, or back to the title when caught up */
  primaryAction: ReactNode;
  /** the other ways out, e.g. back to the title and favorite */
  actions?: ReactNode;
  /** more about the chapter below the actions (its discussion, say) */
  children?: ReactNode;
  className?: string;
}

/** The screen after a chapter's last page: what was finished, and where to go from there. */
export function ChapterEnd({
  title,
  description,
  primaryAction,
  actions,
  children,
  className,
}: ChapterEndProps) {
  return (
    <section
      aria-label={title}
      className={cn(
        "mx-auto flex w-full max-w-md flex-col items-center gap-4 rounded-2xl border bg-card px-6 py-10 text-center text-card-foreground",
        className,
      )}
    >
      <CheckCircle2 className="size-10 text-primary" aria-hidden />
      <h2 className="text-xl font-semibold">{title}</h2>
      <div className="text-sm text-muted-foreground">{description}</div>
      <div className="flex w-full flex-col gap-2">{primaryAction}</div>
      {actions && <div className="flex flex-wrap justify-center gap-2">{actions}</div>}
      {children}
    </section>
  );
}
