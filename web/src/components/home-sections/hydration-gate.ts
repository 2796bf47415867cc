import {
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactPromise,
  type RefObject,
} from "react";

// React's `use` reads a promise marked `status: "fulfilled"` at once, without waiting a
// microtask: a band can then hydrate synchronously in the very event that opened its gate.

/** The promise, marked fulfilled (readable by `use` at once) as soon as its value arrives. */
export function settledWhenResolved<T>(promise: Promise<T>): ReactPromise<T> {
  void promise.then((value) => Object.assign(promise, { status: "fulfilled", value }));
  return promise;
}

interface HydrationGate {
  promise: ReactPromise<void>;
  open: () => void;
}

function openGate(): HydrationGate {
  const promise = Object.assign(Promise.resolve(), {
    status: "fulfilled" as const,
    value: undefined,
  });
  return { promise, open: () => {} };
}

/** The gates still shut, by their `open` (see openEveryGate). */
const shutGates = new Set<() => void>();

function closedGate(): HydrationGate {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  const open = () => {
    shutGates.delete(open);
    Object.assign(promise, { status: "fulfilled", value: undefined });
    resolve();
  };
  shutGates.add(open);
  return { promise, open };
}

/**
 * Opens every gate still shut. For a reader who reached for the page before the app was up, when
 * no gate listened yet: what they did is acted on once the app has hydrated (shell/
 * early-interactions.ts), and the part they did it on may be a band behind a gate.
 */
export function openEveryGate(): void {
  for (const open of [...shutGates]) open();
}

const noSubscription = () => () => {};

// What counts as the reader reaching for the page: any of these opens every gate, in the capture
// phase, before React's own listener tries to hydrate the band the event is aimed at.
const reachingEvents = ["pointerdown", "keydown", "focusin", "click"] as const;

/**
 * A gate for a band below the fold. While React hydrates the server's HTML, the band's content
 * waits behind it (`use(gate.promise)` in a Suspense boundary), and React keeps its server HTML,
 * whose links work, until the band comes into view or the reader touches, clicks or types
 * anywhere (a later update to a band still waiting could not hydrate it). Its components and
 * data reads then cost the start-up nothing. Rendered in the browser without server HTML, or on
 * the server, the gate is open from the start.
 */
export function useHydrationGate(
  band: RefObject<HTMLElement | null>,
  enabled: boolean,
): HydrationGate {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => typeof document !== "undefined",
  );
  const [gate] = useState(() => (enabled && hydrating ? closedGate() : openGate()));
  useEffect(() => {
    const element = band.current;
    if (!element || gate.promise.status === "fulfilled") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) open();
    });
    const stopWatching = () => {
      observer.disconnect();
      for (const type of reachingEvents) document.removeEventListener(type, open, true);
    };
    function open() {
      gate.open();
      stopWatching();
    }
    observer.observe(element);
    for (const type of reachingEvents) document.addEventListener(type, open, true);
    return () => {
      stopWatching();
      shutGates.delete(gate.open); // the band is gone
    };
  }, [band, gate]);
  return gate;
}
