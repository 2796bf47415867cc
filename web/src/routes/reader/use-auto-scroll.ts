import { useEffect, useState } from "react";

/**
 * Vertical mode's auto-scroll: the page scrolls on its own at `speed` pixels a second until the
 * reader touches the screen or presses a key. The speed is the reader's preference.
 */
export function useAutoScroll(
  enabled: boolean,
  [speed, setSpeed]: [speed: number, setSpeed: (speed: number) => void],
) {
  const [playing, setPlaying] = useState(false);
  const running = playing && enabled;

  useEffect(() => {
    if (!running) return;
    let frame = 0;
    let last = performance.now();
    let carried = 0; // scrolling moves by whole pixels; the fractions add up here
    const step = (now: number) => {
      carried += (speed * (now - last)) / 1000;
      last = now;
      const pixels = Math.floor(carried);
      if (pixels > 0) {
        window.scrollBy(0, pixels);
        carried -= pixels;
      }
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);

    // The control's own touches are its own, and so are the keys of its speed slider, which
    // change the speed while the page scrolls on. Enter and Space on its button are the button's
    // (the reader leaves a focused button its keys), and its click pauses: pausing here too
    // would let that click start it again. Any other key pauses.
    const pause = (event: Event) => {
      const target = event.target as Element | null;
      if (target?.closest?.("[data-auto-scroll-control]")) {
        if (event.type === "touchstart" || target.closest("[role=slider]")) return;
        if (event instanceof KeyboardEvent && (event.key === "Enter" || event.key === " ")) return;
      }
      setPlaying(false);
    };
    window.addEventListener("touchstart", pause);
    window.addEventListener("keydown", pause);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("touchstart", pause);
      window.removeEventListener("keydown", pause);
    };
  }, [running, speed]);

  return { playing: running, setPlaying, speed, setSpeed };
}
