import { useEffect, useEffectEvent } from "react";

export interface ReaderKeyActions {
  forward: () => void;
  back: () => void;
  toggleFullscreen: () => void;
  toggleInterface: () => void;
  toggleHelp: () => void;
  /** any key counts as an interaction that shows the bars */
  interact: () => void;
}

/** The reader's keys, documented in its keyboard help. */
export const readerKeys = [
  { keys: "← →", action: "Previous / next page" },
  { keys: "F", action: "Enter or leave fullscreen" },
  { keys: "Esc", action: "Leave fullscreen" },
  { keys: "H", action: "Hide or show the interface" },
  { keys: "?", action: "Show or hide this help" },
] as const;

/**
 * Arrow keys turn pages (right-to-left titles swap them, so the arrow points where the story
 * goes); F, H and ? as in the help. Keys typed into a form control are left alone.
 */
export function useReaderKeys(actions: ReaderKeyActions, rightToLeft: boolean) {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    if (target.closest("input, textarea, select, [role=combobox], [role=listbox]")) return;
    actions.interact();
    const keyActions: Record<string, (() => void) | undefined> = {
      ArrowRight: rightToLeft ? actions.back : actions.forward,
      ArrowLeft: rightToLeft ? actions.forward : actions.back,
      f: actions.toggleFullscreen,
      F: actions.toggleFullscreen,
      h: actions.toggleInterface,
      H: actions.toggleInterface,
      "?": actions.toggleHelp,
    };
    const action = keyActions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  });

  useEffect(() => {
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
