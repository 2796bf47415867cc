import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { clampZoom, keepPointAlong, zoom, zoomBy, type Point } from "./page-fit.ts";

/** The element that grows and shrinks with the zoom, inside the scroll box. */
export const zoomContentAttribute = "data-zoom-content";

/**
 * The zoom, changed so that the point under the cursor (or between the fingers, or the middle of
 * the screen for a key press) stays where it is: after the new size is laid out, the scroll box
 * scrolls by as much as that point of the pages moved, and pages narrower (or shorter) than the
 * screen, which are centred and cannot scroll, shift by it. Back at 100 % they are centred again.
 */
export function useZoom(scrollBox: () => HTMLElement | null) {
  const [percent, setPercent] = useState<number>(zoom.initial);
  const current = useRef(percent);
  const anchor = useRef<{ fraction: Point; pointer: Point } | null>(null);

  const zoomTo = useCallback(
    (next: number, point?: Point) => {
      const target = clampZoom(next);
      if (target === current.current) return;
      const content = scrollBox()?.querySelector(`[${zoomContentAttribute}]`);
      if (content) {
        const rect = content.getBoundingClientRect();
        const pointer = point ?? { x: window.innerWidth / 2, y: window.innerHeight / 2 };
        anchor.current = {
          pointer,
          fraction: {
            x: rect.width ? (pointer.x - rect.left) / rect.width : 0.5,
            y: rect.height ? (pointer.y - rect.top) / rect.height : 0.5,
          },
        };
      }
      current.current = target;
      setPercent(target);
    },
    [scrollBox],
  );

  useLayoutEffect(() => {
    const box = scrollBox();
    const content = box?.querySelector<HTMLElement>(`[${zoomContentAttribute}]`);
    const pending = anchor.current;
    anchor.current = null;
    if (!box || !content) return;
    content.style.translate = ""; // the old shift: measured anew from where the pages lie
    if (!pending || percent === zoom.initial) return;
    // Where the pages are laid out now; the view is the screen when the whole document scrolls
    // (vertical mode), else the scroll box.
    const pages = content.getBoundingClientRect();
    const view =
      box === document.scrollingElement
        ? new DOMRect(0, 0, window.innerWidth, window.innerHeight)
        : box.getBoundingClientRect();
    const across = keepPointAlong(
      pending.fraction.x,
      { start: pages.left, size: pages.width },
      { start: view.left, size: view.width },
      pending.pointer.x,
    );
    const down = keepPointAlong(
      pending.fraction.y,
      { start: pages.top, size: pages.height },
      { start: view.top, size: view.height },
      pending.pointer.y,
    );
    box.scrollLeft += across.scroll;
    box.scrollTop += down.scroll;
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS value
    if (across.shift || down.shift) content.style.translate = `${across.shift}px ${down.shift}px`;
  }, [percent, scrollBox]);

  return {
    percent,
    zoomTo,
    /** +1 a step in, -1 a step out, 0 back to 100 % */
    step: (steps: 1 | -1 | 0, point?: Point) =>
      zoomTo(steps === 0 ? zoom.initial : zoomBy(current.current, steps), point),
  };
}
