import { useEffect, useEffectEvent, useRef } from "react";
import type { Point } from "./page-fit.ts";

// Touch on the pages: taps in thirds, swipes, double taps and pinches. The rules are pure
// functions so they can be tested without a touch screen.

export type TapZone = "left" | "middle" | "right";

/** Left and right thirds turn pages; the middle shows the bars. */
export function tapZone(x: number, left: number, width: number): TapZone {
  const third = (x - left) / width;
  return third < 1 / 3 ? "left" : third > 2 / 3 ? "right" : "middle";
}

/** A finger that barely moved is a tap; one that went far sideways is a swipe. */
export function classifyStroke(start: Point, end: Point): "tap" | "left" | "right" | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.hypot(dx, dy) < 12) return "tap";
  if (Math.abs(dx) >= 50 && Math.abs(dx) > 1.5 * Math.abs(dy)) return dx < 0 ? "left" : "right";
  return null;
}

/** Two taps this close in time and place are one double tap. */
export const doubleTap = { withinMs: 300, withinPx: 40 };

export interface TouchGestureHandlers {
  onTap: (zone: TapZone) => void;
  /** the finger moved the page left (to go on, left to right) or right */
  onSwipe: (direction: "left" | "right") => void;
  onDoubleTap: (point: Point) => void;
  /** the zoom the pinch asks for, from the zoom when it began */
  onPinch: (scale: number, center: Point) => void;
  onPinchStart: () => void;
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const middle = (a: Point, b: Point) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * Touch (and pen) gestures on `surface`. A tap in a side third acts at once; a tap in the middle
 * waits a moment for a second one, which makes it a double tap. Buttons and links inside keep
 * their own taps.
 */
export function useTouchGestures(surface: HTMLElement | null, handlers: TouchGestureHandlers) {
  const fingers = useRef(new Map<number, { start: Point; now: Point }>());
  const pinch = useRef<{ distance: number } | null>(null);
  const lastMiddleTap = useRef<{ at: number; point: Point; timer: number } | null>(null);

  const onDown = useEffectEvent((event: PointerEvent) => {
    if (event.pointerType === "mouse") return;
    if ((event.target as Element).closest("button, a, [role=button], [role=slider]")) return;
    const point = { x: event.clientX, y: event.clientY };
    fingers.current.set(event.pointerId, { start: point, now: point });
    if (fingers.current.size === 2) {
      const [a, b] = [...fingers.current.values()];
      pinch.current = { distance: distance(a!.now, b!.now) };
      handlers.onPinchStart();
    }
  });

  const onMove = useEffectEvent((event: PointerEvent) => {
    const finger = fingers.current.get(event.pointerId);
    if (!finger) return;
    finger.now = { x: event.clientX, y: event.clientY };
    if (!pinch.current || fingers.current.size !== 2) return;
    const [a, b] = [...fingers.current.values()];
    handlers.onPinch(distance(a!.now, b!.now) / pinch.current.distance, middle(a!.now, b!.now));
  });

  const onUp = useEffectEvent((event: PointerEvent) => {
    const finger = fingers.current.get(event.pointerId);
    if (!finger) return;
    fingers.current.delete(event.pointerId);
    if (pinch.current) {
      // A pinch ends when the last finger lifts; no tap or swipe comes of it.
      if (fingers.current.size === 0) pinch.current = null;
      return;
    }
    if (event.type === "pointercancel") return;
    const stroke = classifyStroke(finger.start, finger.now);
    if (stroke === "left" || stroke === "right") handlers.onSwipe(stroke);
    if (stroke !== "tap") return;

    const rect = (event.currentTarget as HTMLElement).getBoundingClientRect();
    const zone = tapZone(finger.now.x, rect.left, rect.width);
    if (zone !== "middle") return handlers.onTap(zone);
    const previous = lastMiddleTap.current;
    if (
      previous &&
      event.timeStamp - previous.at < doubleTap.withinMs &&
      distance(previous.point, finger.now) < doubleTap.withinPx
    ) {
      window.clearTimeout(previous.timer);
      lastMiddleTap.current = null;
      return handlers.onDoubleTap(finger.now);
    }
    const timer = window.setTimeout(() => {
      lastMiddleTap.current = null;
      handlers.onTap("middle");
    }, doubleTap.withinMs);
    lastMiddleTap.current = { at: event.timeStamp, point: finger.now, timer };
  });

  useEffect(() => {
    const element = surface;
    if (!element) return;
    element.addEventListener("pointerdown", onDown);
    element.addEventListener("pointermove", onMove);
    element.addEventListener("pointerup", onUp);
    element.addEventListener("pointercancel", onUp);
    return () => {
      element.removeEventListener("pointerdown", onDown);
      element.removeEventListener("pointermove", onMove);
      element.removeEventListener("pointerup", onUp);
      element.removeEventListener("pointercancel", onUp);
      window.clearTimeout(lastMiddleTap.current?.timer);
    };
  }, [surface]);
}
