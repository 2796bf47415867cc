import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

/** A placeholder of the final content's size, shown while it loads. */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <div aria-hidden className={cn("animate-shimmer rounded-lg bg-muted", className)} {...props} />
  );
}
