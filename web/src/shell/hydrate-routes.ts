import {
  matchRoutes,
  type HydrationState,
  type LoaderFunctionArgs,
  type RouteObject,
  type RouterContextProvider,
} from "react-router";

/** Each route object's id as React Router gives it when none is set: its indexes down the table. */
function routeIds(
  routes: RouteObject[],
  parent: number[] = [],
  ids = new Map<RouteObject, string>(),
) {
  routes.forEach((route, index) => {
    const path = [...parent, index];
    ids.set(route, route.id ?? path.join("-"));
    if (route.children) routeIds(route.children, path, ids);
  });
  return ids;
}

/** Loads what a route defers (`lazy`: its screen, its loader), side by side, into the route. */
async function loadLazyParts(route: RouteObject) {
  const { lazy } = route;
  if (typeof lazy === "function") {
    Object.assign(route, await lazy(), { lazy: undefined });
  } else if (lazy) {
    const parts = await Promise.all(
      Object.entries(lazy).map(async ([key, load]) => [key, await load?.()] as const),
    );
    Object.assign(route, Object.fromEntries(parts), { lazy: undefined });
  }
}

/** Ends the current task, so the browser can paint and answer input before the next step. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Gets the page the server rendered ready to hydrate: the matched routes' screens and loaders are
 * loaded (their `lazy` chunks), and the loaders run again, in the browser, for the loader data:
 * our loaders return live query references that the restored cache answers at once, where the
 * server could send none.
 */
export async function hydrationDataFor(
  routes: RouteObject[],
  url: URL,
  context: RouterContextProvider,
): Promise<HydrationState> {
  const matches = matchRoutes(routes, url) ?? [];
  const ids = routeIds(routes);
  const loaderData: Record<string, unknown> = {};
  for (const { route, params } of matches) {
    await loadLazyParts(route);
    // A matched route with middleware but no loader (the app's root) counts as unloaded without an
    // entry of its own: the router would then start uninitialized and render the page's
    // HydrateFallback, not the server's HTML, whenever hydration ran before its middleware ended.
    loaderData[ids.get(route)!] = null;
    if (typeof route.loader === "function") {
      // Reading a page's query from the cache is long on a slow phone: each loader in a task of
      // its own, apart from evaluating the screen's chunk.
      await nextTask();
      const args: LoaderFunctionArgs = {
        request: new Request(url),
        url,
        pattern: route.path ?? "",
        params,
        context,
      };
      loaderData[ids.get(route)!] = await route.loader(args);
    }
  }
  return { loaderData };
}
