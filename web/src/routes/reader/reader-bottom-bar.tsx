import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Button, cn, Progress, Select } from "@inkpanel/ui";
import { ChevronLeft, ChevronRight, Maximize, Minimize } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { percentRead } from "./reader-navigation.ts";
import type { BarHold } from "./use-auto-hide.ts";

interface ReaderBottomBarProps {
  visible: boolean;
  hold: BarHold;
  /** the page the reader is at (the page picker's value), or the end screen */
  page: number | "end";
  /** the pages on screen (two side by side in double page), or null on the end screen */
  view: readonly number[] | null;
  /** double-page layout: the counter may name two pages */
  double: boolean;
  pageCount: number;
  isFullscreen: boolean;
  canGoBack: boolean;
  canGoForward: boolean;
  onBack: () => void;
  onForward: () => void;
  onPickPage: (page: number) => void;
  onToggleFullscreen: () => void;
  /** gives focus back to the pages when a picker closes, so the keys turn pages again */
  returnFocus: (event: Event) => void;
  /** the pickers of how pages are shown (layout, direction, fit, ...) */
  settings: ReactNode;
  /** downloading for offline reading, and whether progress waits to sync */
  offline: ReactNode;
}

const pageOf = (page: number, pageCount: number) => t`Page ${page} of ${pageCount}`;
const pagesOf = (first: number, last: number, pageCount: number) =>
  t`Pages ${first}–${last} of ${pageCount}`;
/** Which pages are on screen: "Page 8 of 17", or "Pages 8–9 of 17" for a pair. */
const shownOf = (view: readonly number[], pageCount: number) => {
  const first = Math.min(...view);
  const last = Math.max(...view);
  return first === last ? pageOf(first, pageCount) : pagesOf(first, last, pageCount);
};
const completed = (percent: number) => t`${percent}% completed`;

/**
 * Text that changes as pages turn, in a box as wide as the widest it can be (`widest`, drawn
 * invisibly behind it), so neither it nor anything beside it moves as it changes: the
 * reader's layout never shifts.
 */
function SteadyText({
  widest: [one, other],
  children,
  ...props
}: { widest: [string, string?]; children: string } & ComponentProps<"span">) {
  return (
    <span
      {...props}
      data-widest={one}
      data-also-widest={other ?? one}
      className="inline-grid tabular-nums before:invisible before:col-start-1 before:row-start-1 before:content-[attr(data-widest)] after:invisible after:col-start-1 after:row-start-1 after:content-[attr(data-also-widest)]"
    >
      <span className="col-start-1 row-start-1">{children}</span>
    </span>
  );
}

export function ReaderBottomBar(props: ReaderBottomBarProps) {
  const { t } = useLingui();
  const { view, pageCount } = props;
  // A pair on screen has been read to its second page.
  const percent = percentRead(view ? Math.max(...view) : "end", pageCount);
  const pageOptions = Array.from({ length: props.pageCount }, (_, index) => {
    const number = index + 1;
    return { value: String(number), label: t`Page ${number}` };
  });

  return (
    <footer
      {...props.hold}
      className={cn(
        "fixed inset-x-0 bottom-0 z-30 space-y-2 bg-background/85 pr-[max(0.75rem,env(safe-area-inset-right))] pl-[max(0.75rem,env(safe-area-inset-left))] pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur transition-transform duration-300",
        !props.visible && "translate-y-full",
      )}
    >
      <div className="flex items-center gap-3 text-xs text-muted-foreground">
        <SteadyText
          widest={[
            props.double && pageCount > 1
              ? pagesOf(pageCount - 1, pageCount, pageCount)
              : pageOf(pageCount, pageCount),
            t`End of the chapter`,
          ]}
          aria-live="polite"
        >
          {view ? shownOf(view, pageCount) : t`End of the chapter`}
        </SteadyText>
        <Progress value={percent} aria-label={t`Chapter progress`} className="flex-1" />
        <SteadyText widest={[completed(100)]}>{completed(percent)}</SteadyText>
      </div>
      {/* Hidden, the controls leave the tab order too (Tab brings them back), while the page
          counter above stays out of `inert` so that screen readers still hear each page turn. */}
      <div inert={!props.visible} className="flex flex-wrap items-center justify-center gap-2">
        <Button variant="secondary" size="sm" disabled={!props.canGoBack} onClick={props.onBack}>
          <ChevronLeft /> {t`Previous`}
        </Button>
        <Select
          aria-label={t`Page`}
          className="h-8 w-32"
          options={pageOptions}
          value={String(props.page === "end" ? props.pageCount : props.page)}
          onValueChange={(value) => props.onPickPage(Number(value))}
          onCloseAutoFocus={props.returnFocus}
        />
        {props.settings}
        {props.offline}
        <Button
          variant="secondary"
          size="sm"
          aria-label={props.isFullscreen ? t`Exit fullscreen` : t`Fullscreen`}
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
          {t`Next`} <ChevronRight />
        </Button>
      </div>
    </footer>
  );
}
