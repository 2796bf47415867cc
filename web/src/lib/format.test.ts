import { i18n } from "@lingui/core";
import { afterEach, describe, expect, it } from "vitest";
import {
  formatBytes,
  formatCount,
  formatDate,
  formatPrice,
  formatRating,
  formatTimeAgo,
} from "./format.ts";

describe("formatCount", () => {
  it("abbreviates large counts the way the spec shows views", () => {
    expect(formatCount(2_400_000)).toBe("2.4M");
    expect(formatCount(15_300)).toBe("15.3K");
    expect(formatCount(950)).toBe("950");
  });
});

describe("formatBytes", () => {
  it("writes a size in the largest decimal unit it fills", () => {
    expect(formatBytes(4_230_000)).toBe("4.2 MB");
    expect(formatBytes(1_900_000_000)).toBe("1.9 GB");
    expect(formatBytes(950_000)).toBe("950 kB");
    expect(formatBytes(120)).toBe("0.1 kB");
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

describe("formatPrice", () => {
  it("writes US dollars", () => {
    expect(formatPrice(9.99)).toBe("$9.99");
    expect(formatPrice(0)).toBe("$0.00");
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

describe("in another language", () => {
  afterEach(() => i18n.activate("en"));

  it("formats numbers and dates the way its readers write them", () => {
    i18n.loadAndActivate({ locale: "fr", messages: {} });
    expect(formatRating(8.66)).toBe("8,7");
    expect(formatDate("2024-01-15T23:30:00.000Z")).toBe("15 janv. 2024");
    expect(formatPrice(9.99)).toMatch(/^9,99\s\$US$/);
    i18n.loadAndActivate({ locale: "ja", messages: {} });
    expect(formatCount(2_400_000)).toBe("240万");
    expect(formatTimeAgo("2026-03-10T09:00:00.000Z", new Date("2026-03-10T12:00:00.000Z"))).toBe(
      "3 時間前",
    );
  });
});
