import { t } from "@lingui/core/macro";
import { cn } from "@inkpanel/ui";
import { ChevronLeft, ChevronRight } from "lucide-react";

interface SideArrowProps {
  side: "left" | "right";
  visible: boolean;
  enabled: boolean;
  onGo: () => void;
  onHover: () => void;
}

/** Mouse readers' page turns at the screen's edges; touch readers tap the thirds instead. */
export function SideArrow({ side, visible, enabled, onGo, onHover }: SideArrowProps) {
  const Icon = side === "left" ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      aria-label={side === "left" ? t`Page to the left` : t`Page to the right`}
      disabled={!enabled}
      onClick={onGo}
      onMouseEnter={onHover}
      className={cn(
        "fixed top-1/2 z-20 flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-card/70 text-foreground transition-opacity hover:bg-card disabled:opacity-20 pointer-coarse:hidden",
        side === "left" ? "left-3" : "right-3",
        !visible && "pointer-events-none opacity-0",
      )}
    >
      <Icon className="size-6" />
    </button>
  );
}
