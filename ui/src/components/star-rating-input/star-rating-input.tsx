import { Star } from "lucide-react";
import { useRef, type KeyboardEvent } from "react";
import { cn } from "../../lib/cn.ts";
import { useUiText } from "../../lib/ui-text.tsx";

export interface StarRatingInputProps {
  /** 1–10, or null before the reader picks. */
  value: number | null;
  onChange: (value: number) => void;
  /** Names the group for assistive technology. */
  label?: string;
  disabled?: boolean;
  className?: string;
}

const SCORES = Array.from({ length: 10 }, (_, index) => index + 1);

/**
 * Ten stars as a radio group: click a star, or focus the group and use the arrow keys (Home/End
 * for 1 and 10). One tab stop, like any radio group.
 */
export function StarRatingInput({
  value,
  onChange,
  label,
  disabled,
  className,
}: StarRatingInputProps) {
  const text = useUiText();
  const stars = useRef<(HTMLButtonElement | null)[]>([]);
  const choose = (score: number) => {
    onChange(score);
    stars.current[score - 1]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const current = value ?? 0;
    const next = {
      ArrowRight: current + 1,
      ArrowUp: current + 1,
      ArrowLeft: current - 1,
      ArrowDown: current - 1,
      Home: 1,
      End: 10,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(Math.min(10, Math.max(1, next)));
  };
  return (
    <div
      role="radiogroup"
      aria-label={label ?? text.rating.yourRating}
      onKeyDown={disabled ? undefined : onKeyDown}
      className={cn("inline-flex items-center gap-0.5", className)}
    >
      {SCORES.map((score) => {
        const checked = value === score;
        return (
          <button
            key={score}
            ref={(element) => {
              stars.current[score - 1] = element;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={text.rating.outOfTen(String(score))}
            // Only the chosen star (or the first, before a choice) is in the tab order.
            tabIndex={checked || (value === null && score === 1) ? 0 : -1}
            disabled={disabled}
            onClick={() => choose(score)}
            className="rounded-sm p-0.5 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-50"
          >
            <Star
              aria-hidden
              className={cn(
                "size-5",
                value !== null && score <= value
                  ? "fill-premium text-premium"
                  : "text-muted-foreground",
              )}
            />
          </button>
        );
      })}
      <span className="ml-2 min-w-12 text-sm font-semibold tabular-nums" aria-hidden>
        {value === null ? "–" : `${value}/10`}
      </span>
    </div>
  );
}
