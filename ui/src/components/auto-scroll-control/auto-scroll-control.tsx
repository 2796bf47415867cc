import { Pause, Play } from "lucide-react";
import { cn } from "../../lib/cn.ts";
import { Button } from "../button/button.tsx";
import { Slider } from "../slider/slider.tsx";

export const autoScrollSpeeds = { min: 20, max: 400, step: 20 } as const;

export interface AutoScrollControlProps {
  playing: boolean;
  /** pixels per second */
  speed: number;
  onPlayingChange: (playing: boolean) => void;
  onSpeedChange: (speed: number) => void;
  className?: string;
}

/** Starts and pauses scrolling on its own, at a speed the reader sets. */
export function AutoScrollControl({
  playing,
  speed,
  onPlayingChange,
  onSpeedChange,
  className,
}: AutoScrollControlProps) {
  return (
    <div role="group" aria-label="Auto-scroll" className={cn("flex items-center gap-3", className)}>
      <Button
        variant={playing ? "primary" : "secondary"}
        size="sm"
        aria-pressed={playing}
        onClick={() => onPlayingChange(!playing)}
      >
        {playing ? <Pause /> : <Play />}
        {playing ? "Pause auto-scroll" : "Auto-scroll"}
      </Button>
      <Slider
        className="w-28"
        thumbLabels={["Auto-scroll speed"]}
        min={autoScrollSpeeds.min}
        max={autoScrollSpeeds.max}
        step={autoScrollSpeeds.step}
        value={[speed]}
        onValueChange={([value]) => value !== undefined && onSpeedChange(value)}
      />
    </div>
  );
}
