/** Sign-in that comes back here afterwards: /login?redirectTo=<this page>. */
export function signInPath(returnTo: string): string {
  return `/login?${new URLSearchParams({ redirectTo: returnTo })}`;
}

/** Where to go after signing in: a path on this site only, never another origin. */
export function redirectTarget(search: URLSearchParams, fallback = "/dashboard"): string {
  const target = search.get("redirectTo");
  // "//host" and "/\host" are other sites to a browser.
  return target && /^\/(?![/\\])/.test(target) ? target : fallback;
}
