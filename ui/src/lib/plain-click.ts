import type { MouseEvent } from "react";

/**
 * Whether a click on a link is a plain one, which the app handles in place: the main button, no
 * key held (those open the link in a new tab or window, as the reader asked). A plain click's
 * following of the link is prevented.
 */
export function handledInPlace(event: MouseEvent<HTMLAnchorElement>): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return false;
  }
  event.preventDefault();
  return true;
}
