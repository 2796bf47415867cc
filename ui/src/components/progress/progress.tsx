import { Progress as ProgressPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

export type ProgressProps = ComponentProps<typeof ProgressPrimitive.Root> & {
  /** 0–100. */
  value: number;
};

export function Progress({ className, value, ...props }: ProgressProps) {
  const percent = Math.min(100, Math.max(0, value));
  return (
    <ProgressPrimitive.Root
      value={percent}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-secondary", className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className="h-full rounded-full bg-linear-to-r from-primary to-primary/70 transition-transform duration-500"
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
