import { Button, cn } from "@inkpanel/ui";
import { ZoomIn, ZoomOut } from "lucide-react";
import { zoom } from "./page-fit.ts";
import type { BarHold } from "./use-auto-hide.ts";
import { useLingui } from "@lingui/react/macro";

interface ZoomPanelProps {
  visible: boolean;
  hold: BarHold;
  percent: number;
  /** +1 a step in, -1 a step out, 0 back to 100 % */
  onStep: (steps: 1 | -1 | 0) => void;
}

/** The zoom controls at the right edge, in steps of 25 %. Touch readers pinch instead. */
export function ZoomPanel({ visible, hold, percent, onStep }: ZoomPanelProps) {
  const { t } = useLingui();
  const { initial } = zoom;
  return (
    <div
      role="group"
      aria-label={t`Zoom`}
      {...hold}
      // Hidden like the bars: out of the tab order and out of screen readers' reach.
      inert={!visible}
      className={cn(
        "fixed top-1/2 right-3 z-20 mt-16 flex flex-col items-center gap-1 rounded-xl bg-card/70 p-1 transition-opacity pointer-coarse:hidden",
        !visible && "pointer-events-none opacity-0",
      )}
    >
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={t`Zoom in`}
        disabled={percent >= zoom.max}
        onClick={() => onStep(1)}
      >
        <ZoomIn />
      </Button>
      <button
        type="button"
        className="text-xs tabular-nums text-muted-foreground hover:underline"
        aria-label={t`Zoom ${percent}%, reset to ${initial}%`}
        onClick={() => onStep(0)}
      >
        {percent}%
      </button>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={t`Zoom out`}
        disabled={percent <= zoom.min}
        onClick={() => onStep(-1)}
      >
        <ZoomOut />
      </Button>
    </div>
  );
}
