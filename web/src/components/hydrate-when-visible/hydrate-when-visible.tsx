import {
  isValidElement,
  memo,
  Suspense,
  use,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { useHydrated } from "../../lib/use-hydrated.ts";

/** What a part of the server's HTML waits for before React hydrates it. */
class HydrationGate {
  readonly opened: Promise<void>;
  open!: () => void;
  /**
   * React has tried the part once (the page's hydration, which leaves it as it is). React tries
   * again before the gate opens only when it must hydrate the part at once, for a tap or a key
   * press on it or a context it reads that changed; it then hydrates, rather than throw the
   * server's HTML away.
   */
  tried = false;
  constructor() {
    this.opened = new Promise((resolve) => (this.open = resolve));
  }
}

interface HydrateWhenVisibleProps {
  className?: string;
  children: ReactNode;
}

/**
 * A part of a server-rendered page below the first screen, which React hydrates only when it
 * comes near the screen (or at once when it is tapped or typed in). React keeps the server's
 * HTML of a Suspense boundary that suspends while hydrating, so the part reads and its links work
 * meanwhile, and the page's start-up no longer renders and commits what nobody sees yet. Rendered
 * by the browser itself (after a navigation), the part renders at once.
 *
 * Not for parts a navigation re-renders while they may still wait (cards of a list that a filter
 * changes): React holds such a transition back until they hydrate, which this gate does not do
 * for it. The home page's bands use a gate of their own that opens at the first tap or key
 * (`home-sections/hydration-gate.ts`); one component should serve both.
 */
export function HydrateWhenVisible({ className, children }: HydrateWhenVisibleProps) {
  const hydrated = useHydrated();
  // Only while the browser hydrates (never on the server, where the page renders whole).
  const [gate] = useState(() => (hydrated || import.meta.env.SSR ? null : new HydrationGate()));
  const [waiting, setWaiting] = useState(gate !== null);
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!gate) return;
    const open = () => {
      gate.open();
      setWaiting(false);
    };
    if (typeof IntersectionObserver === "undefined") return open();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        open();
      },
      // A little ahead of the screen, so a reader scrolling finds it hydrated.
      { rootMargin: "0px 0px 25% 0px" },
    );
    observer.observe(element.current!);
    return () => observer.disconnect();
  }, [gate]);
  // The same element when only `waiting` changes: opening the gate must not hand the boundary
  // new props while it is still the server's HTML, or React renders it again on the client
  // (throwing that HTML away) instead of hydrating it when the gate's promise settles.
  const part = useMemo(
    () => (
      <Suspense>
        <Gated gate={gate}>{children}</Gated>
      </Suspense>
    ),
    [gate, children],
  );
  return (
    <div ref={element} className={className}>
      <Held holding={waiting}>{part}</Held>
    </div>
  );
}

/**
 * Holds the part as it is while it waits, through re-renders of the page that give it the same
 * elements with the same props (a new props object, say): each new one would be an update of
 * the part, which React would then hydrate at once. Given anything else, it hydrates at once
 * with it, rather than show what no longer holds.
 */
const Held = memo(
  ({ children }: { holding: boolean; children: ReactNode }) => children,
  (previous, next) => next.holding && sameElements(previous.children, next.children),
);

/** The same elements with the same props, one level of children down. */
function sameElements(a: ReactNode, b: ReactNode): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((element, index) => sameElements(element, b[index]));
  }
  if (!isValidElement<Record<string, unknown>>(a) || !isValidElement<Record<string, unknown>>(b)) {
    return false;
  }
  if (a.type !== b.type || a.key !== b.key) return false;
  const names = Object.keys(a.props);
  return (
    names.length === Object.keys(b.props).length &&
    names.every((name) =>
      name === "children"
        ? sameElements(a.props.children as ReactNode, b.props.children as ReactNode)
        : Object.is(a.props[name], b.props[name]),
    )
  );
}

/** Read as settled at once: React takes a thenable's `status` and `value` as they are. */
const settled = Object.assign(Promise.resolve(), { status: "fulfilled", value: undefined });

function Gated({ gate, children }: { gate: HydrationGate | null; children: ReactNode }) {
  if (gate) {
    // Waits the first time only; every render reads a promise, as React wants of `use`.
    const waitFor = gate.tried ? settled : gate.opened;
    gate.tried = true;
    use(waitFor);
  }
  return children;
}
