import { t } from "@lingui/core/macro";
import { Button, cn, Progress, Select } from "@inkpanel/ui";
import { ChevronLeft, ChevronRight, Maximize, Minimize } from "lucide-react";
import type { ReactNode } from "react";
import { percentRead } from "./reader-navigation.ts";

interface ReaderBottomBarProps {
  visible: boolean;
  page: number | "end";
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
}

export function ReaderBottomBar(props: ReaderBottomBarProps) {
  const percent = percentRead(props.page, props.pageCount);
  const pageOptions = Array.from({ length: props.pageCount }, (_, index) => {
    const number = index + 1;
    return { value: String(number), label: t`Page ${number}` };
  });
  const { page, pageCount } = props;

  return (
    <footer
      // Hidden bars leave the tab order too; any key press brings them back.
      inert={!props.visible}
      className={cn(
        "fixed inset-x-0 bottom-0 z-30 space-y-2 bg-background/85 pr-[max(0.75rem,env(safe-area-inset-right))] pl-[max(0.75rem,env(safe-area-inset-left))] pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur transition-transform duration-300",
        !props.visible && "translate-y-full",
      )}
    >
      <div className="flex items-center gap-3 text-xs text-muted-foreground">
        <span aria-live="polite">
          {page === "end" ? t`End of the chapter` : t`Page ${page} of ${pageCount}`}
        </span>
        <Progress value={percent} aria-label={t`Chapter progress`} className="flex-1" />
        <span>{t`${percent}% completed`}</span>
      </div>
      <div className="flex flex-wrap items-center justify-center gap-2">
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
