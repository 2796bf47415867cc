import { cn } from "../../lib/cn.ts";

/** The Inkpanel mark (three comic panels) and wordmark. */
export function Logo({
  className,
  showWordmark = true,
}: {
  className?: string;
  showWordmark?: boolean;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-2 font-display text-lg font-extrabold tracking-tight",
        className,
      )}
    >
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden>
        {/* On the gradient navbar the tile turns translucent so it does not vanish into the brand colour. */}
        <rect
          width="32"
          height="32"
          rx="9"
          className="fill-primary group-data-[tone=inverse]/navbar:fill-gradient-foreground/20"
        />
        <rect x="7" y="7" width="8" height="18" rx="2" className="fill-primary-foreground" />
        <rect
          x="17"
          y="7"
          width="8"
          height="8"
          rx="2"
          className="fill-primary-foreground"
          opacity="0.85"
        />
        <rect
          x="17"
          y="17"
          width="8"
          height="8"
          rx="2"
          className="fill-primary-foreground"
          opacity="0.6"
        />
      </svg>
      {showWordmark && <span>Inkpanel</span>}
    </span>
  );
}
