import { Suspense, useId, useState, type ReactNode } from "react";
import { cn } from "./cn.ts";

/** How a popup's trigger looks: the same for its stand-in and for the real one. */
export interface TriggerLook {
  className?: string;
  label?: string;
  children: ReactNode;
}

interface LoadOnFirstUseProps {
  /** imports the popup's code (called early, on hover or focus, and again on click) */
  load: () => Promise<unknown>;
  /** what the trigger opens, for assistive technology */
  popup: "menu" | "dialog";
  trigger: TriggerLook;
  /** the real popup, lazily loaded, rendered open */
  children: ReactNode;
  /**
   * The popup's links as plain HTML, for a browser without JavaScript: the trigger then opens
   * them in the browser's own popover (`popovertarget`), which needs no script.
   */
  withoutScript?: ReactNode;
}

/**
 * A menu or dialog whose code (Radix, floating-ui) loads on first use instead of with every
 * page: until then a look-alike of its trigger stands in; the first click renders the real
 * popup, opened, keeping the stand-in on screen while its code arrives. Pointing at or focusing
 * the trigger starts the download, so a click seldom waits.
 */
export function LoadOnFirstUse({
  load,
  popup,
  trigger,
  children,
  withoutScript,
}: LoadOnFirstUseProps) {
  const [used, setUsed] = useState(false);
  const popoverId = useId();
  const standIn = (
    <button
      type="button"
      className={cn(trigger.className, withoutScript !== undefined && "noscript:hidden")}
      aria-label={trigger.label}
      aria-haspopup={popup}
      aria-expanded={false}
      onPointerEnter={() => void load()}
      onFocus={() => void load()}
      onClick={() => setUsed(true)}
    >
      {trigger.children}
    </button>
  );
  const popupOrStandIn = used ? <Suspense fallback={standIn}>{children}</Suspense> : standIn;
  if (withoutScript === undefined) return popupOrStandIn;
  return (
    <>
      {popupOrStandIn}
      <noscript>
        <button
          type="button"
          popoverTarget={popoverId}
          className={trigger.className}
          aria-label={trigger.label}
        >
          {trigger.children}
        </button>
        <div
          id={popoverId}
          popover="auto"
          className="m-auto max-h-[85vh] w-72 max-w-[90vw] overflow-y-auto rounded-2xl border bg-popover p-4 text-popover-foreground shadow-xl backdrop:bg-black/40"
        >
          {withoutScript}
        </div>
      </noscript>
    </>
  );
}
