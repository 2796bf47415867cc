import { Star } from "lucide-react";
import { cn } from "../../lib/cn.ts";
import { formatCompact, formatScore } from "../../lib/number-format.ts";
import { useUiText } from "../../lib/ui-text.tsx";

export interface RatingProps {
  /** 0–10, as readers score titles. */
  value: number;
  /** How many ratings the score is built from. */
  count?: number;
  size?: "sm" | "md";
  className?: string;
}

export function Rating({ value, count, size = "sm", className }: RatingProps) {
  const text = useUiText();
  const score = formatScore(text.locale, value);
  const label =
    count === undefined ? text.rating.rated(score) : text.rating.ratedFrom(score, count);
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
        <span className="font-normal text-muted-foreground">
          ({formatCompact(text.locale, count)})
        </span>
      )}
    </span>
  );
}
