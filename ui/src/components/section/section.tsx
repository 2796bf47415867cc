import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

export interface SectionProps extends Omit<ComponentProps<"section">, "title"> {
  /** The section's heading (an h2), which also names it as a region for screen readers. */
  title: ReactNode;
  headingClassName?: string;
}

/** A part of a page under its own heading, which names it for assistive technology. */
export function Section({ title, headingClassName, className, children, ...props }: SectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn("space-y-5", className)} {...props}>
      <h2 id={headingId} className={cn("text-2xl font-bold", headingClassName)}>
        {title}
      </h2>
      {children}
    </section>
  );
}
