import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
} from "react";

/** What a bar spreads on its element so that focus or the pointer in it keeps the bars. */
export interface BarHold {
  onFocus: (event: FocusEvent) => void;
  onBlur: (event: FocusEvent) => void;
  onPointerEnter: (event: PointerEvent) => void;
  onPointerLeave: (event: PointerEvent) => void;
}

/**
 * The reader's bars: shown on any interaction, hidden `delayMs` after the last one, and
 * toggled by hand (H or the button). They never hide under the reader's hand: while a bar holds
 * focus (also in a picker or dialog opened from it, as React's focus events follow portals) or
 * the mouse is over it, they stay, and the delay starts again when it leaves.
 */
export function useAutoHide(delayMs: number) {
  const [visible, setVisible] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const focused = useRef(new Set<EventTarget>());
  const pointed = useRef(new Set<EventTarget>());

  const hideLater = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      // A focused control that was removed sends no blur: focus back on the body holds nothing.
      if (!document.activeElement || document.activeElement === document.body) {
        focused.current.clear();
      }
      if (focused.current.size === 0 && pointed.current.size === 0) setVisible(false);
    }, delayMs);
  }, [delayMs]);

  const reveal = useCallback(() => {
    setVisible(true);
    hideLater();
  }, [hideLater]);

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    focused.current.clear();
    pointed.current.clear();
    setVisible(false);
  }, []);

  useEffect(() => {
    reveal();
    return () => clearTimeout(timer.current);
  }, [reveal]);

  const toggle = useCallback(() => (visible ? hide() : reveal()), [visible, hide, reveal]);

  const hold = useMemo<BarHold>(() => {
    const release =
      (holders: typeof focused) =>
      ({ currentTarget }: { currentTarget: EventTarget }) => {
        holders.current.delete(currentTarget);
        hideLater();
      };
    return {
      onFocus: (event) => focused.current.add(event.currentTarget),
      onBlur: release(focused),
      onPointerEnter: (event) => {
        if (event.pointerType === "mouse") pointed.current.add(event.currentTarget);
      },
      onPointerLeave: release(pointed),
    };
  }, [hideLater]);

  /** Whether focus is in a bar (hidden, the bars are inert, and focus in them would be lost). */
  const holdsFocus = useCallback(() => focused.current.size > 0, []);

  return { visible, reveal, toggle, hold, holdsFocus };
}
