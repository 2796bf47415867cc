import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { clampZoom, scrollKeepingPoint, zoom, zoomBy, type Scroll } from "./page-fit.ts";

export interface ScreenPoint {
  x: number;
  y: number;
}

/**
 * The zoom, changed so that the point under the cursor (or between the fingers, or the middle of
 * the screen for a key press) stays where it is: after the new size is laid out, the scroll box
 * scrolls by as much as the point moved.
 */
export function useZoom(scrollBox: () => HTMLElement | null) {
  const [percent, setPercent] = useState<number>(zoom.initial);
  const current = useRef(percent);
  const anchor = useRef<{ factor: number; pointer: Scroll } | null>(null);

  const zoomTo = useCallback(
    (next: number, point?: ScreenPoint) => {
      const target = clampZoom(next);
      const box = scrollBox();
      if (target === current.current || !box) return;
      const rect = box === document.scrollingElement ? null : box.getBoundingClientRect();
      const origin = { x: rect?.left ?? 0, y: rect?.top ?? 0 };
      const width = rect?.width ?? window.innerWidth;
      const height = rect?.height ?? window.innerHeight;
      const at = point ?? { x: origin.x + width / 2, y: origin.y + height / 2 };
      anchor.current = {
        factor: target / current.current,
        pointer: { left: at.x - origin.x, top: at.y - origin.y },
      };
      current.current = target;
      setPercent(target);
    },
    [scrollBox],
  );

  useLayoutEffect(() => {
    const box = scrollBox();
    const pending = anchor.current;
    anchor.current = null;
    if (!box || !pending) return;
    const scroll = scrollKeepingPoint(
      { left: box.scrollLeft, top: box.scrollTop },
      pending.pointer,
      pending.factor,
    );
    box.scrollLeft = scroll.left;
    box.scrollTop = scroll.top;
  }, [percent, scrollBox]);

  return {
    percent,
    zoomTo,
    /** +1 a step in, -1 a step out, 0 back to 100 % */
    step: (steps: 1 | -1 | 0, point?: ScreenPoint) =>
      zoomTo(steps === 0 ? zoom.initial : zoomBy(current.current, steps), point),
  };
}
