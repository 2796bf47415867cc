import { describe, expect, it } from "vitest";
import { combineLoads, percentile, runLoad } from "./load.ts";

describe("percentile", () => {
  it("is the nearest-rank value of sorted samples", () => {
    const samples = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(samples, 0.5)).toBe(50);
    expect(percentile(samples, 0.95)).toBe(95);
    expect(percentile(samples, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
  });
});

describe("runLoad", () => {
  it("stops at the request budget and counts failures apart", async () => {
    let sent = 0;
    const result = await runLoad({
      clients: 4,
      durationMs: 60_000,
      maxRequests: 10,
      request: async () => {
        sent += 1;
        if (sent % 5 === 0) throw new Error("refused");
      },
    });
    expect(sent).toBe(10);
    expect(result.requests).toBe(8);
    expect(result.errors).toBe(2);
    expect(result.firstError).toBe("refused");
  });
});

describe("combineLoads", () => {
  it("counts slices as one run: their requests over their time, their latencies together", () => {
    const slice = (latencies: number[], errors: number, elapsedMs: number) => ({
      requests: latencies.length,
      errors,
      firstError: errors > 0 ? "timed out" : null,
      requestsPerSecond: latencies.length / (elapsedMs / 1000),
      p50: 0,
      p95: 0,
      p99: 0,
      elapsedMs,
      latencies,
    });
    const combined = combineLoads([
      slice([1, 2, 3], 0, 500),
      slice([10, 20], 1, 1000),
      slice([4], 0, 500),
    ]);
    expect(combined.requests).toBe(6);
    expect(combined.errors).toBe(1);
    expect(combined.firstError).toBe("timed out");
    expect(combined.requestsPerSecond).toBe(3);
    expect(combined.latencies).toEqual([1, 2, 3, 4, 10, 20]);
    expect(combined.p50).toBe(3);
    expect(combined.p95).toBe(20);
  });
});
