import { createContext, use, useSyncExternalStore } from "react";

/**
 * The moment the server rendered the page. While the browser hydrates that HTML, "5 minutes ago"
 * is counted from it: counted from the browser's clock, a comment could turn "6 minutes ago"
 * in between, and React would throw the page's markup away.
 */
export const RenderedAtContext = createContext<Date | null>(null);

let now = new Date();
const listeners = new Set<() => void>();
let ticking: ReturnType<typeof setInterval> | undefined;

function tick() {
  now = new Date();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    // Nothing read the clock while no one listened: start from the current time.
    now = new Date();
    ticking = setInterval(tick, 30_000);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearInterval(ticking);
  };
}

/** Now, for relative times: the server's moment while hydrating, then the clock, every 30 s. */
export function useNow(): Date {
  const renderedAt = use(RenderedAtContext);
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => renderedAt ?? now,
  );
}
