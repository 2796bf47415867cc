import { useLoaderData } from "react-router";

/**
 * The query reference the current route's loader started. React Router types loader data as
 * if it were serialised; ours is a live object passed through untouched, so it keeps its type.
 */
export function useRouteQuery<Loader extends (...args: never[]) => unknown>(): ReturnType<Loader> {
  return useLoaderData() as ReturnType<Loader>;
}
