import express, { Router } from "express";
import { GraphQLError } from "graphql";
import { Histogram, type Registry } from "prom-client";
import { z } from "zod";
import type { Db } from "./db.ts";
import { ipKey, spendRateLimit, type RateLimit } from "./rate-limits.ts";

// Real-user metrics: the web app sends each page load's Core Web Vitals (web-vitals in
// web/src/lib/web-vitals.ts, by navigator.sendBeacon) to POST /vitals, and /metrics shows them as
// Prometheus histograms per route template (`/manga/:mangaId`, never the URL itself), with
// buckets at the thresholds between good, needs improvement and poor.

const VITALS = {
  LCP: {
    name: "web_vitals_lcp_seconds",
    help: "Largest Contentful Paint",
    buckets: [0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10],
  },
  INP: {
    name: "web_vitals_inp_seconds",
    help: "Interaction to Next Paint",
    buckets: [0.05, 0.1, 0.2, 0.3, 0.5, 1, 2],
  },
  CLS: {
    name: "web_vitals_cls",
    help: "Cumulative Layout Shift (unitless)",
    buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
  },
  FCP: {
    name: "web_vitals_fcp_seconds",
    help: "First Contentful Paint",
    buckets: [0.5, 1, 1.8, 2.5, 3, 4, 6, 10],
  },
  TTFB: {
    name: "web_vitals_ttfb_seconds",
    help: "Time to First Byte",
    buckets: [0.1, 0.2, 0.4, 0.8, 1.2, 1.8, 3, 6],
  },
} as const;
export type VitalName = keyof typeof VITALS;

/** A route template: segments of lower-case words or `:params`, at most 100 characters. */
const ROUTE_TEMPLATE =
  /^\/(?:(?:[a-z0-9][a-z0-9.-]*|:[A-Za-z]\w*)(?:\/(?:[a-z0-9][a-z0-9.-]*|:[A-Za-z]\w*))*)?$/;
/** Routes come from clients: only this many distinct ones get series; later ones count as other. */
const MAX_ROUTES = 100;

/** The web-vitals histograms, registered in `registry`; `observe` takes web-vitals' own units. */
export function webVitalsHistograms(registry: Registry) {
  const histograms = Object.fromEntries(
    Object.entries(VITALS).map(([vital, { name, help, buckets }]) => [
      vital,
      new Histogram({
        name,
        help: `${help} of real page loads, per route template (web-vitals)`,
        labelNames: ["route"],
        buckets: [...buckets],
        registers: [registry],
      }),
    ]),
  ) as Record<VitalName, Histogram>;
  const routes = new Set<string>();
  const routeLabel = (route: string) => {
    if (route === "other" || !ROUTE_TEMPLATE.test(route)) return "other";
    if (!routes.has(route) && routes.size >= MAX_ROUTES) return "other";
    routes.add(route);
    return route;
  };
  return {
    /** Times arrive in milliseconds, as web-vitals reports them, and are kept in seconds. */
    observe(route: string, vital: VitalName, value: number) {
      histograms[vital].observe(
        { route: routeLabel(route) },
        vital === "CLS" ? value : value / 1000,
      );
    },
  };
}
export type WebVitalsObserver = ReturnType<typeof webVitalsHistograms>;

/** What a page sends: its route template and up to one value of each vital. */
const report = z.strictObject({
  route: z.string().max(100),
  metrics: z
    .array(
      z.strictObject({
        name: z.enum(Object.keys(VITALS) as [VitalName, ...VitalName[]]),
        // Milliseconds (a minute at most) or, for CLS, a score well below 100.
        value: z.number().min(0).max(60_000),
      }),
    )
    .min(1)
    .max(Object.keys(VITALS).length)
    .refine((metrics) => new Set(metrics.map((metric) => metric.name)).size === metrics.length),
});

/**
 * A page load sends one beacon (again when it comes back from the back-forward cache and is left
 * again); an office or a school behind one address loads many pages a minute.
 */
export const WEB_VITALS_PER_IP: RateLimit = {
  name: "web-vitals-per-ip",
  points: 120,
  durationSeconds: 60,
};

/** POST /vitals: a small JSON report (1 kB at most), refused with 400 unless well formed. */
export function createWebVitalsRouter(db: Db, observer: WebVitalsObserver): Router {
  const router = Router();
  router.post("/", express.json({ limit: "1kb" }), async (request, response) => {
    const parsed = report.safeParse(request.body);
    if (!parsed.success) {
      return void response.status(400).type("text/plain").send("Not a web-vitals report.");
    }
    try {
      await spendRateLimit({ primaryDb: db }, WEB_VITALS_PER_IP, ipKey(request.ip ?? "unknown"));
    } catch (error) {
      if (!(error instanceof GraphQLError && error.extensions.code === "RATE_LIMITED")) throw error;
      return void response
        .status(429)
        .set("Retry-After", String(error.extensions.retryAfterSeconds))
        .end();
    }
    for (const { name, value } of parsed.data.metrics)
      observer.observe(parsed.data.route, name, value);
    response.status(204).end();
  });
  return router;
}
