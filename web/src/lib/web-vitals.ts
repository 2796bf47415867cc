// Real-user metrics: this page load's Core Web Vitals (LCP, INP, CLS, FCP, TTFB, measured by the
// web-vitals library) go to POST /vitals in one beacon when the page is hidden or left, labelled
// with the route template it was loaded on (`/manga/:mangaId`), never its URL. The server keeps
// them as Prometheus histograms (server/src/lib/web-vitals.ts).

interface RouteMatch {
  route: { path?: string };
}

/** The template of a matched route (`/manga/:mangaId`); the catch-all (not found) is `other`. */
export function routeTemplate(matches: readonly RouteMatch[]): string {
  const paths = matches.flatMap(({ route }) => (route.path ? [route.path] : []));
  if (paths.some((path) => path === "*" || path.endsWith("/*"))) return "other";
  return `/${paths
    .flatMap((path) => path.split("/"))
    .filter(Boolean)
    .join("/")}`;
}

/**
 * Starts measuring this page load, under its route template. The library loads on its own, out
 * of the start script: its observers read the browser's buffered entries, so nothing before is
 * lost.
 */
export function reportWebVitals(route: string): void {
  const pending = new Map<string, number>();
  const send = () => {
    if (pending.size === 0) return;
    const metrics = [...pending].map(([name, value]) => ({ name, value }));
    pending.clear();
    const body = new Blob([JSON.stringify({ route, metrics })], { type: "application/json" });
    navigator.sendBeacon("/vitals", body);
  };
  void import("web-vitals").then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
    const keep = ({ name, value }: { name: string; value: number }) => pending.set(name, value);
    for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(keep);
  });
  // web-vitals reports its last values as the page is hidden, in listeners of the capture phase;
  // this one (bubbling) runs after them.
  addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") send();
  });
  addEventListener("pagehide", send);
}
