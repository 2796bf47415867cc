import { describe, expect, it } from "vitest";
import { percentile, runLoad } from "./load.ts";

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
