import { Button, cn } from "@inkpanel/ui";
import { ZoomIn, ZoomOut } from "lucide-react";
import { zoom, zoomBy } from "./reader-navigation.ts";

interface ZoomPanelProps {
  visible: boolean;
  percent: number;
  onChange: (percent: number) => void;
}

/** The zoom controls at the right edge: 50 % to 200 % in steps of 25 %. */
export function ZoomPanel({ visible, percent, onChange }: ZoomPanelProps) {
  return (
    <div
      role="group"
      aria-label="Zoom"
      className={cn(
        "fixed top-1/2 right-3 z-20 mt-16 flex flex-col items-center gap-1 rounded-xl bg-card/70 p-1 transition-opacity",
        !visible && "pointer-events-none opacity-0",
      )}
    >
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label="Zoom in"
        disabled={percent >= zoom.max}
        onClick={() => onChange(zoomBy(percent, 1))}
      >
        <ZoomIn />
      </Button>
      <button
        type="button"
        className="text-xs tabular-nums text-muted-foreground hover:underline"
        aria-label={`Zoom ${percent}%, reset to ${zoom.initial}%`}
        onClick={() => onChange(zoom.initial)}
      >
        {percent}%
      </button>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label="Zoom out"
        disabled={percent <= zoom.min}
        onClick={() => onChange(zoomBy(percent, -1))}
      >
        <ZoomOut />
      </Button>
    </div>
  );
}
