import { cn } from "../../lib/cn.ts";
import { formatWhole } from "../../lib/number-format.ts";
import { useUiText } from "../../lib/ui-text.tsx";

export interface RatingBarsProps {
  /** Ten counts: readers who gave 1, 2, ... 10. */
  counts: readonly number[];
  className?: string;
}

/** How a title's ratings spread, 10 at the top: one bar per score, as long as its share. */
export function RatingBars({ counts, className }: RatingBarsProps) {
  const text = useUiText();
  const most = Math.max(1, ...counts);
  const scores = counts.map((count, index) => ({ score: index + 1, count })).reverse();
  return (
    <ul aria-label={text.rating.byScore} className={cn("space-y-1 text-xs", className)}>
      {scores.map(({ score, count }) => (
        <li key={score} className="flex items-center gap-2">
          <span className="w-5 text-right tabular-nums text-muted-foreground">{score}</span>
          <span className="h-2 flex-1 overflow-hidden rounded-full bg-muted" aria-hidden>
            <span
              className="block h-full rounded-full bg-premium"
              style={{ width: `${(count / most) * 100}%` }}
            />
          </span>
          <span className="w-10 tabular-nums text-muted-foreground">
            <span className="sr-only">{`${text.rating.outOfTen(String(score))}: `}</span>
            {formatWhole(text.locale, count)}
          </span>
        </li>
      ))}
    </ul>
  );
}
