import { useMemo, useSyncExternalStore } from "react";
import type { Viewport } from "./page-fit.ts";

const subscribe = (onChange: () => void) => {
  // A zoom of the browser or a move to another screen changes the pixel ratio, and fires resize.
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
};

// A string, so React sees the same snapshot until a size really changes.
const snapshot = () => `${window.innerWidth} ${window.innerHeight} ${window.devicePixelRatio || 1}`;

/** The window's size in CSS pixels and its device pixel ratio, following resizes. */
export function useViewport(): Viewport {
  const current = useSyncExternalStore(subscribe, snapshot);
  return useMemo(() => {
    const [width, height, pixelRatio] = current.split(" ").map(Number) as [number, number, number];
    return { width, height, pixelRatio };
  }, [current]);
}
