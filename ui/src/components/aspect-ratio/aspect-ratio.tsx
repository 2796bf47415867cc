import { AspectRatio as AspectRatioPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

export type AspectRatioProps = ComponentProps<typeof AspectRatioPrimitive.Root>;

/** Keeps its content at `ratio` (width / height), e.g. 16 / 9 or the 2 / 3 of a cover. */
export function AspectRatio({ className, ...props }: AspectRatioProps) {
  return (
    <AspectRatioPrimitive.Root
      className={cn("overflow-hidden rounded-xl bg-muted", className)}
      {...props}
    />
  );
}
