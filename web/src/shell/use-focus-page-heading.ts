import { useEffect, useRef, type RefObject } from "react";
import { useLocation } from "react-router";

/** How long a new page may take to show its heading before focus settles on the page itself. */
const headingWait = 5000;

/**
 * After a move to another page inside the app (not a first load, nor a change of filters in the
 * address), focus goes to the new page's main heading, as a page load would start a screen
 * reader there: it reads the heading, and Tab goes on from the page's top. A page whose heading
 * comes with its data gets focus when it appears; one without gets focus on `main` itself.
 */
export function useFocusPageHeading(mainRef: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const shown = useRef(pathname);

  useEffect(() => {
    const main = mainRef.current;
    if (shown.current === pathname || !main) return;
    shown.current = pathname;

    const focusHeading = () => {
      const heading = main.querySelector("h1");
      if (!heading) return false;
      // Focusable from script only; the heading is no stop for Tab.
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = setTimeout(() => {
      stop();
      main.focus({ preventScroll: true });
    }, headingWait);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname, mainRef]);
}
