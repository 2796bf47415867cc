import type { RouteObject } from "react-router";

/** What a route tells the server that renders it (react-router's `handle`). */
export interface RouteHandle {
  /**
   * The app starts as soon as the page has loaded, not at the reader's first touch (see
   * main.tsx): for a screen whose HTML is not all of it.
   */
  startsAtOnce?: boolean;
  /**
   * Only for a signed-in reader: the server sends anyone else to sign in with a redirect (which
   * works without JavaScript), as the screen itself does when a session ends in the app.
   */
  signedInOnly?: boolean;
}

/** Whether any of the matched routes says `flag` in its handle. */
export const anyRouteSays = (
  matches: readonly { route: { handle?: unknown } }[],
  flag: keyof RouteHandle,
) => matches.some(({ route }) => (route.handle as RouteHandle | undefined)?.[flag] === true);

/** `routes`, each only for a signed-in reader. */
export const signedInOnly = (routes: RouteObject[]): RouteObject[] =>
  routes.map((route) => ({
    ...route,
    handle: { ...(route.handle as RouteHandle), signedInOnly: true } satisfies RouteHandle,
  }));
