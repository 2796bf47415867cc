import { describe, expect, it } from "vitest";
import { formatMediumDate } from "./date-format.ts";

describe("formatMediumDate", () => {
  // Late on the 27th in UTC is already the 28th east of it: the page shows the server's day.
  const lateInUtc = new Date("2026-11-27T23:30:00Z");

  it("writes the day in UTC, in each language's own way", () => {
    expect(formatMediumDate("en", lateInUtc)).toBe("Nov 27, 2026");
    expect(formatMediumDate("fr", lateInUtc)).toBe("27 nov. 2026");
    expect(formatMediumDate("ja", lateInUtc)).toBe("2026/11/27");
  });

  it("keeps each language's formatter apart", () => {
    expect(formatMediumDate("fr", new Date("2026-01-02T00:00:00Z"))).toBe("2 janv. 2026");
    expect(formatMediumDate("en", new Date("2026-01-02T00:00:00Z"))).toBe("Jan 2, 2026");
  });
});
