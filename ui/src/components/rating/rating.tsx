import { Star } from "lucide-react";
import { cn } from "../../lib/cn.ts";

const compactNumber = new Intl.NumberFormat("en", {
  notation: "compact",
  maximumFractionDigits: 1,
});

export interface RatingProps {
  /** 0–10, as readers score titles. */
  value: number;
  /** How many ratings the score is built from. */
  count?: number;
  size?: "sm" | "md";
  className?: string;
}

export function Rating({ value, count, size = "sm", className }: RatingProps) {
  const score = value.toFixed(1);
  const label = `Rated ${score} out of 10${count === undefined ? "" : ` from ${count.toLocaleString("en")} ratings`}`;
  return (
    <span
      role="img"
      aria-label={label}
      className={cn(
        "inline-flex items-center gap-1 font-semibold tabular-nums",
        size === "sm" ? "text-sm" : "text-base",
        className,
      )}
    >
      <Star
        className={cn("fill-premium text-premium", size === "sm" ? "size-3.5" : "size-4")}
        aria-hidden
      />
      {score}
      {count !== undefined && (
        <span className="font-normal text-muted-foreground">({compactNumber.format(count)})</span>
      )}
    </span>
  );
}
