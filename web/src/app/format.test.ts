import { describe, expect, it } from "vitest";
import { formatCount, formatCountOf, formatDate, formatRating, formatTimeAgo } from "./format.ts";

describe("formatCount", () => {
  it("abbreviates large counts the way the spec shows views", () => {
    expect(formatCount(2_400_000)).toBe("2.4M");
    expect(formatCount(15_300)).toBe("15.3K");
    expect(formatCount(950)).toBe("950");
  });
});

describe("formatDate", () => {
  it("shows the UTC calendar day", () => {
    expect(formatDate("2024-01-15T23:30:00.000Z")).toBe("Jan 15, 2024");
  });
});

describe("formatRating", () => {
  it("keeps one decimal", () => {
    expect(formatRating(8.66)).toBe("8.7");
    expect(formatRating(9)).toBe("9.0");
  });
});

describe("formatTimeAgo", () => {
  const now = new Date("2026-03-10T12:00:00.000Z");

  it("names the largest whole unit that has passed", () => {
    expect(formatTimeAgo("2026-03-10T09:00:00.000Z", now)).toBe("3 hours ago");
    expect(formatTimeAgo("2026-03-09T12:00:00.000Z", now)).toBe("yesterday");
    expect(formatTimeAgo("2026-02-24T12:00:00.000Z", now)).toBe("2 weeks ago");
  });

  it("calls anything under a minute just now", () => {
    expect(formatTimeAgo("2026-03-10T11:59:30.000Z", now)).toBe("just now");
  });
});

describe("formatCountOf", () => {
  it("names one thing in the singular and any other count in the plural", () => {
    expect(formatCountOf(1, "result")).toBe("1 result");
    expect(formatCountOf(0, "result")).toBe("0 results");
    expect(formatCountOf(1250, "result")).toBe("1,250 results");
  });
});
