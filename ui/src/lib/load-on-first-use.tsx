import { Suspense, useState, type ReactNode } from "react";

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
}

/**
 * A menu or dialog whose code (Radix, floating-ui) loads on first use instead of with every
 * page: until then a look-alike of its trigger stands in; the first click renders the real
 * popup, opened, keeping the stand-in on screen while its code arrives. Pointing at or focusing
 * the trigger starts the download, so a click seldom waits.
 */
export function LoadOnFirstUse({ load, popup, trigger, children }: LoadOnFirstUseProps) {
  const [used, setUsed] = useState(false);
  const standIn = (
    <button
      type="button"
      className={trigger.className}
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
  return used ? <Suspense fallback={standIn}>{children}</Suspense> : standIn;
}
