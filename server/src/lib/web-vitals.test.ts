import { describe, expect, it } from "vitest";
import { useTestDb } from "../test/database.ts";
import { useHttpApp } from "../test/http.ts";
import { WEB_VITALS_PER_IP } from "./web-vitals.ts";

// POST /vitals takes a page's web vitals, and /metrics shows them as histograms per route template.
const db = useTestDb();
const app = useHttpApp(() => ({ db }));

const send = (body: unknown, contentType = "application/json") =>
  fetch(app.url("/vitals"), {
    method: "POST",
    headers: { "content-type": contentType },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const metricsText = () => fetch(app.url("/metrics")).then((response) => response.text());
const line = (text: string, prefix: string) =>
  text.split("\n").find((candidate) => candidate.startsWith(prefix));

describe("web vitals", () => {
  it("counts a page's vitals in histograms by route template, with the Core Web Vitals thresholds as buckets", async () => {
    const route = "/manga/:mangaId";
    const response = await send({
      route,
      metrics: [
        { name: "LCP", value: 2400 },
        { name: "INP", value: 350 },
        { name: "CLS", value: 0.12 },
        { name: "FCP", value: 900 },
        { name: "TTFB", value: 150 },
      ],
    });
    expect(response.status).toBe(204);
    const text = await metricsText();
    const at = (metric: string, le: string) =>
      line(text, `${metric}_bucket{le="${le}",route="${route}"}`);
    // 2.4 s is a good LCP (under 2.5 s), 350 ms a middling INP (200 to 500 ms), 0.12 a middling CLS.
    expect(at("web_vitals_lcp_seconds", "2")).toMatch(/ 0$/);
    expect(at("web_vitals_lcp_seconds", "2.5")).toMatch(/ 1$/);
    expect(at("web_vitals_lcp_seconds", "4")).toMatch(/ 1$/);
    expect(at("web_vitals_inp_seconds", "0.2")).toMatch(/ 0$/);
    expect(at("web_vitals_inp_seconds", "0.5")).toMatch(/ 1$/);
    expect(at("web_vitals_cls", "0.1")).toMatch(/ 0$/);
    expect(at("web_vitals_cls", "0.25")).toMatch(/ 1$/);
    expect(line(text, `web_vitals_fcp_seconds_sum{route="${route}"}`)).toBe(
      `web_vitals_fcp_seconds_sum{route="${route}"} 0.9`,
    );
    expect(line(text, `web_vitals_ttfb_seconds_count{route="${route}"}`)).toMatch(/ 1$/);
  });

  it("counts a route that is not a template as other", async () => {
    for (const route of ["other", "/manga/Some Title?x=1", "https://evil.example/"]) {
      expect((await send({ route, metrics: [{ name: "CLS", value: 0 }] })).status).toBe(204);
    }
    const text = await metricsText();
    expect(line(text, 'web_vitals_cls_count{route="other"}')).toBe(
      'web_vitals_cls_count{route="other"} 3',
    );
    expect(text).not.toContain("evil");
  });

  it("refuses bodies that are not a small, well-formed report", async () => {
    const metrics = [{ name: "LCP", value: 1000 }];
    const refused = [
      ["not JSON", send("{nope")],
      ["not declared as JSON", send({ route: "/", metrics }, "text/plain")],
      ["no metrics", send({ route: "/", metrics: [] })],
      ["an unknown metric", send({ route: "/", metrics: [{ name: "FID", value: 1 }] })],
      ["a negative value", send({ route: "/", metrics: [{ name: "LCP", value: -1 }] })],
      ["a value past a minute", send({ route: "/", metrics: [{ name: "LCP", value: 600_000 }] })],
      ["a metric twice", send({ route: "/", metrics: [...metrics, ...metrics] })],
      ["a field of its own", send({ route: "/", metrics, url: "/secret" })],
      ["a long route", send({ route: `/${"a".repeat(120)}`, metrics })],
    ] as const;
    for (const [what, answer] of refused) expect((await answer).status, what).toBe(400);
    expect((await send({ route: "/", metrics, padding: "x".repeat(2000) })).status).toBe(413);
    expect(await metricsText()).not.toContain('route="/"}');
  });

  it("is rate limited per IP", async () => {
    const report = { route: "/browse", metrics: [{ name: "TTFB", value: 100 }] };
    const statuses: number[] = [];
    for (let sent = 0; sent <= WEB_VITALS_PER_IP.points; sent++) {
      statuses.push((await send(report)).status);
    }
    expect(statuses.filter((status) => status === 204).length).toBeLessThanOrEqual(
      WEB_VITALS_PER_IP.points,
    );
    const refusal = await send(report);
    expect(refusal.status).toBe(429);
    expect(Number(refusal.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
