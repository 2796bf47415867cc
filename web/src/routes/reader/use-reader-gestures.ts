import { useEffect, useEffectEvent, useRef } from "react";
import { useTouchGestures, type TapZone } from "./touch-gestures.ts";
import type { useZoom } from "./use-zoom.ts";

interface ReaderGestureActions {
  vertical: boolean;
  onTap: (zone: TapZone) => void;
  /** the finger moved the page left or right (only at the screen's size, and not vertical) */
  onSwipe: (direction: "left" | "right") => void;
}

/**
 * The reader's zoom and page gestures: pinch, double tap (in and back out) and Ctrl + wheel
 * (which is also how the browser sends a trackpad pinch) zoom at the fingers or cursor; taps and
 * swipes are the reader's.
 */
export function useReaderGestures(
  surface: HTMLElement | null,
  zoom: ReturnType<typeof useZoom>,
  actions: ReaderGestureActions,
) {
  const pinchFrom = useRef(zoom.percent);
  useTouchGestures(surface, {
    onTap: actions.onTap,
    onSwipe: (direction) => {
      if (zoom.percent <= 100 && !actions.vertical) actions.onSwipe(direction);
    },
    onDoubleTap: (point) => zoom.zoomTo(zoom.percent > 100 ? 100 : 200, point),
    onPinchStart: () => (pinchFrom.current = zoom.percent),
    onPinch: (scale, center) => zoom.zoomTo(pinchFrom.current * scale, center),
  });

  const onWheel = useEffectEvent((event: WheelEvent) => {
    if (!event.ctrlKey) return;
    event.preventDefault();
    zoom.step(event.deltaY < 0 ? 1 : -1, { x: event.clientX, y: event.clientY });
  });
  useEffect(() => {
    window.addEventListener("wheel", onWheel, { passive: false });
    return () => window.removeEventListener("wheel", onWheel);
  }, []);
}
