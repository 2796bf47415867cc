import { cva, type VariantProps } from "class-variance-authority";
import { Crown, Flame, Sparkles } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";
import { useUiText } from "../../lib/ui-text.tsx";

export const badgeVariants = cva(
  "inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold leading-5 [&_svg]:size-3 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground",
        secondary: "bg-secondary text-secondary-foreground",
        outline: "border border-border text-foreground",
        success: "bg-success/15 text-success",
        warning: "bg-warning/15 text-warning",
        info: "bg-info/15 text-info",
        destructive: "bg-destructive/15 text-destructive",
        muted: "bg-muted text-muted-foreground",
        /** Solid fills that stay readable on top of cover art. */
        new: "bg-success text-success-foreground shadow-sm uppercase tracking-wide",
        hot: "bg-destructive text-destructive-foreground shadow-sm uppercase tracking-wide",
        premium:
          "bg-linear-to-r from-premium-highlight to-premium text-premium-foreground shadow-sm",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export type BadgeProps = ComponentProps<"span"> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}

/**
 * A title's publication status as the API names it (its `MangaStatus`), in the order screens list
 * them, with its badge's colour. The status's words are the UI text's `statuses`.
 */
export const mangaStatusBadges = {
  ONGOING: "success",
  COMPLETED: "info",
  HIATUS: "warning",
  CANCELLED: "muted",
} as const satisfies Record<string, BadgeProps["variant"]>;
export type MangaStatus = keyof typeof mangaStatusBadges;
export const MANGA_STATUSES = Object.keys(mangaStatusBadges) as MangaStatus[];

export function StatusBadge({ status, className }: { status: MangaStatus; className?: string }) {
  const text = useUiText();
  return (
    <Badge variant={mangaStatusBadges[status]} className={className}>
      <span className="size-1.5 rounded-full bg-current" aria-hidden />
      {text.statuses[status]}
    </Badge>
  );
}

export function NewBadge({ className }: { className?: string }) {
  const text = useUiText();
  return (
    <Badge variant="new" className={className}>
      <Sparkles aria-hidden /> {text.newBadge}
    </Badge>
  );
}

export function HotBadge({ className }: { className?: string }) {
  const text = useUiText();
  return (
    <Badge variant="hot" className={className}>
      <Flame aria-hidden /> {text.hotBadge}
    </Badge>
  );
}

export function PremiumBadge({ className, children }: { className?: string; children?: string }) {
  const text = useUiText();
  return (
    <Badge variant="premium" className={className}>
      <Crown aria-hidden /> {children ?? text.premium}
    </Badge>
  );
}
