import { useLocation } from "react-router";

// A list's page may start after a cursor given in its address (`?after=`). That is where Load
// More's link leads, so a list pages without JavaScript; with it, Load More appends in place.
const AFTER = "after";

/** The page's `after` variable, if its address gives a cursor (none at the list's start). */
export const pageCursorOf = (params: URLSearchParams): { after?: string } => {
  const after = params.get(AFTER);
  return after ? { after } : {};
};

/** This address with the list starting after `endCursor`: its next page's own address. */
export function useNextPageHref(endCursor: string | null | undefined): string | undefined {
  const { pathname, search } = useLocation();
  if (!endCursor) return undefined;
  const params = new URLSearchParams(search);
  params.set(AFTER, endCursor);
  return `${pathname}?${params}`;
}

/** Whether this page starts after a cursor rather than at the list's start. */
export const useStartsAfterCursor = (): boolean =>
  "after" in pageCursorOf(new URLSearchParams(useLocation().search));
