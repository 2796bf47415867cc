import type { MessageDescriptor } from "@lingui/core";
import { AutoScrollControl, Button, Label, Select, Switch } from "@inkpanel/ui";
import { useId } from "react";
import {
  optionsOf,
  readerFitLabels,
  readerLayouts,
  verticalGapLabels,
  verticalWidthLabels,
} from "../../components/reader-options/reader-options.ts";
import { readingDirectionLabels, type ReaderPreferences } from "./use-reader-preferences.ts";
import { useLingui } from "@lingui/react/macro";

/** A choice and how to change it. */
type Choice<T> = [T, (value: T) => void];

interface ReaderSettingsProps {
  readingDirection: Choice<ReaderPreferences["readingDirection"]>;
  layout: Choice<ReaderPreferences["readerLayout"]>;
  fit: Choice<ReaderPreferences["readerFit"]>;
  offset: Choice<boolean>;
  gap: Choice<ReaderPreferences["readerGap"]>;
  widthLimit: Choice<ReaderPreferences["readerWidth"]>;
  autoScroll: {
    playing: boolean;
    speed: number;
    setPlaying: (playing: boolean) => void;
    setSpeed: (speed: number) => void;
  };
  /** go on to the next chapter after a countdown (and move the home carousel) */
  autoPlay: Choice<boolean>;
  returnFocus: (event: Event) => void;
}

/**
 * The bottom bar's pickers of how pages are shown: paged reading has layout, fit and (double
 * page) the pairing offset; vertical reading has the gap, the width limit and auto-scroll.
 */
export function ReaderSettings(props: ReaderSettingsProps) {
  const { t } = useLingui();
  const [direction, setDirection] = props.readingDirection;
  const vertical = direction === "VERTICAL";
  const picker = <T extends string>(
    label: string,
    labels: Record<T, MessageDescriptor>,
    [value, onChange]: Choice<T>,
    className: string,
  ) => (
    <Select
      aria-label={label}
      className={className}
      options={optionsOf(labels)}
      value={value}
      onValueChange={onChange}
      onCloseAutoFocus={props.returnFocus}
    />
  );
  const [offset, setOffset] = props.offset;
  const [autoPlay, setAutoPlay] = props.autoPlay;
  const autoPlayId = useId();

  return (
    <>
      {vertical ? (
        <>
          {picker(t`Gap between pages`, verticalGapLabels, props.gap, "h-8 w-32")}
          {picker(t`Page width`, verticalWidthLabels, props.widthLimit, "h-8 w-32")}
          <div data-auto-scroll-control>
            <AutoScrollControl
              playing={props.autoScroll.playing}
              speed={props.autoScroll.speed}
              onPlayingChange={props.autoScroll.setPlaying}
              onSpeedChange={props.autoScroll.setSpeed}
            />
          </div>
        </>
      ) : (
        <>
          {picker(t`Layout`, readerLayouts, props.layout, "hidden h-8 w-36 sm:flex")}
          {props.layout[0] === "DOUBLE" && (
            <Button
              variant="secondary"
              size="sm"
              aria-pressed={offset}
              title={t`Shift the pairs by one page (O)`}
              onClick={() => setOffset(!offset)}
            >
              {t`Offset`}
            </Button>
          )}
          {picker(t`Fit`, readerFitLabels, props.fit, "h-8 w-36")}
        </>
      )}
      {!vertical && (
        <div className="flex items-center gap-2">
          <Switch id={autoPlayId} checked={autoPlay} onCheckedChange={setAutoPlay} />
          <Label
            htmlFor={autoPlayId}
            className="text-xs"
            title={t`Go on to the next chapter after 5 s`}
          >
            {t`Auto-play`}
          </Label>
        </div>
      )}
      {/* On a phone it takes a row of its own, below the page controls. */}
      {picker(
        t`Reading direction`,
        readingDirectionLabels,
        [direction, setDirection],
        "order-last h-8 w-48 sm:order-none",
      )}
    </>
  );
}
