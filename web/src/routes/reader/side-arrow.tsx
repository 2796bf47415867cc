import { cn } from "@inkpanel/ui";
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReaderMove } from "./reader-navigation.ts";
import type { BarHold } from "./use-auto-hide.ts";
import { useLingui } from "@lingui/react/macro";

interface SideArrowProps {
  side: "left" | "right";
  visible: boolean;
  enabled: boolean;
  onGo: () => void;
  hold: BarHold;
}

interface SideArrowsProps {
  visible: boolean;
  hold: BarHold;
  rightToLeft: boolean;
  can: (how: ReaderMove) => boolean;
  move: (how: ReaderMove) => void;
}

/** Both edges' arrows: the left one goes back in a left-to-right title, on in a right-to-left. */
export function SideArrows({ rightToLeft, can, move, ...shown }: SideArrowsProps) {
  const moves = {
    left: rightToLeft ? "forward" : "back",
    right: rightToLeft ? "back" : "forward",
  } as const;
  return (["left", "right"] as const).map((side) => (
    <SideArrow
      key={side}
      side={side}
      {...shown}
      enabled={can(moves[side])}
      onGo={() => move(moves[side])}
    />
  ));
}

/** Mouse readers' page turns at the screen's edges; touch readers tap the thirds instead. */
function SideArrow({ side, visible, enabled, onGo, hold }: SideArrowProps) {
  const { t } = useLingui();
  const Icon = side === "left" ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      aria-label={side === "left" ? t`Page to the left` : t`Page to the right`}
      disabled={!enabled}
      onClick={onGo}
      {...hold}
      // Hidden like the bars: out of the tab order and out of screen readers' reach.
      inert={!visible}
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
