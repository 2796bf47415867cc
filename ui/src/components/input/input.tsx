import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";
import { useFieldControl } from "../field/field.tsx";

/** Shared by every text-like control so they line up and share focus and error styles. */
export const controlClassName =
  "w-full min-w-0 rounded-lg border border-input bg-card px-3 text-sm text-foreground shadow-sm transition-[border-color,box-shadow] placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:ring-destructive/25";

export type InputProps = ComponentProps<"input">;

export function Input({ className, type = "text", ...props }: InputProps) {
  const field = useFieldControl();
  return (
    <input
      type={type}
      className={cn(
        controlClassName,
        "h-10 file:border-0 file:bg-transparent file:font-medium",
        className,
      )}
      {...field}
      {...props}
    />
  );
}
