import { useSyncExternalStore } from "react";

const neverChanges = () => () => {};

/**
 * False on the server and while the browser hydrates its HTML, true from the next render on: a
 * screen that depends on the browser (its window's size, say) renders its shell until then, so
 * the HTML and the first render in the browser agree.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
