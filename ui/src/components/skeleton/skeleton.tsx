import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

/** A placeholder of the final content's size, shown while it loads. */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <div aria-hidden className={cn("animate-shimmer rounded-lg bg-muted", className)} {...props} />
  );
}

export interface SkeletonsProps {
  /** how many placeholders: as many items as the loaded view shows at first */
  count: number;
  /** the group's layout, the same as the loaded list's (a grid, a stack) */
  className?: string;
  /** each placeholder's size and shape */
  itemClassName: string;
}

/** A list's placeholders: `count` skeletons of one shape, laid out as the loaded list. */
export function Skeletons({ count, className, itemClassName }: SkeletonsProps) {
  return (
    <div className={className}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className={itemClassName} />
      ))}
    </div>
  );
}
