import { Pause, Play } from "lucide-react";
import { cn } from "../../lib/cn.ts";
import { Button } from "../button/button.tsx";
import { Slider } from "../slider/slider.tsx";
import { useUiText } from "../../lib/ui-text.tsx";

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
  const text = useUiText();
  return (
    <div
      role="group"
      aria-label={text.autoScroll.group}
      className={cn("flex items-center gap-3", className)}
    >
      <Button
        variant={playing ? "primary" : "secondary"}
        size="sm"
        aria-pressed={playing}
        onClick={() => onPlayingChange(!playing)}
      >
        {playing ? <Pause /> : <Play />}
        {playing ? text.autoScroll.pause : text.autoScroll.start}
      </Button>
      <Slider
        className="w-28"
        thumbLabels={[text.autoScroll.speed]}
        min={autoScrollSpeeds.min}
        max={autoScrollSpeeds.max}
        step={autoScrollSpeeds.step}
        value={[speed]}
        onValueChange={([value]) => value !== undefined && onSpeedChange(value)}
      />
    </div>
  );
}
