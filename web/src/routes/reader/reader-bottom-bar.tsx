import { Button, cn, Progress, Select } from "@inkpanel/ui";
import { ChevronLeft, ChevronRight, Maximize, Minimize } from "lucide-react";
import type { ReadingDirection } from "../../gql/graphql.ts";
import { percentRead, readerLayouts, type ReaderLayout } from "./reader-navigation.ts";
import { readingDirectionLabels } from "./use-reading-direction.ts";

interface ReaderBottomBarProps {
  visible: boolean;
  page: number;
  pageCount: number;
  layout: ReaderLayout;
  readingDirection: ReadingDirection;
  isFullscreen: boolean;
  canGoBack: boolean;
  canGoForward: boolean;
  onBack: () => void;
  onForward: () => void;
  onPickPage: (page: number) => void;
  onPickLayout: (layout: ReaderLayout) => void;
  onPickReadingDirection: (direction: ReadingDirection) => void;
  onToggleFullscreen: () => void;
}

/** A map of labels as Select options, in its order. */
const optionsOf = <T extends string>(labels: Record<T, string>) =>
  (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ value, label }));

const layoutOptions = optionsOf(readerLayouts);
const directionOptions = optionsOf(readingDirectionLabels);

export function ReaderBottomBar(props: ReaderBottomBarProps) {
  const percent = percentRead(props.page, props.pageCount);
  const pageOptions = Array.from({ length: props.pageCount }, (_, index) => ({
    value: String(index + 1),
    label: `Page ${index + 1}`,
  }));

  return (
    <footer
      // Hidden bars leave the tab order too; any key press brings them back.
      inert={!props.visible}
      className={cn(
        "fixed inset-x-0 bottom-0 z-30 space-y-2 bg-background/85 px-3 pt-2 pb-3 backdrop-blur transition-transform duration-300",
        !props.visible && "translate-y-full",
      )}
    >
      <div className="flex items-center gap-3 text-xs text-muted-foreground">
        <span aria-live="polite">
          Page {props.page} of {props.pageCount}
        </span>
        <Progress value={percent} aria-label="Chapter progress" className="flex-1" />
        <span>{percent}% completed</span>
      </div>
      <div className="flex flex-wrap items-center justify-center gap-2">
        <Button variant="secondary" size="sm" disabled={!props.canGoBack} onClick={props.onBack}>
          <ChevronLeft /> Previous
        </Button>
        <Select
          aria-label="Page"
          className="h-8 w-32"
          options={pageOptions}
          value={String(props.page)}
          onValueChange={(value) => props.onPickPage(Number(value))}
        />
        <Select
          aria-label="Layout"
          className="hidden h-8 w-36 sm:flex"
          options={layoutOptions}
          value={props.layout}
          onValueChange={props.onPickLayout}
        />
        <Select
          aria-label="Reading direction"
          // On a phone it takes a row of its own, below the page controls.
          className="order-last h-8 w-48 sm:order-none"
          options={directionOptions}
          value={props.readingDirection}
          onValueChange={props.onPickReadingDirection}
        />
        <Button
          variant="secondary"
          size="sm"
          aria-label={props.isFullscreen ? "Exit fullscreen" : "Fullscreen"}
          onClick={props.onToggleFullscreen}
        >
          {props.isFullscreen ? <Minimize /> : <Maximize />}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={!props.canGoForward}
          onClick={props.onForward}
        >
          Next <ChevronRight />
        </Button>
      </div>
    </footer>
  );
}
