import { describe, expect, it } from "vitest";
import { clampZoom, pageWidth, scrollKeepingPoint, zoomBy } from "./page-fit.ts";

const page = { width: 800, height: 1200 };

describe("pageWidth", () => {
  it("fits the whole page on screen by default", () => {
    expect(pageWidth(page, "SCREEN", 100, 1)).toBe(
      `calc(min((100vw - 1rem) / 1, (100dvh - 1rem) * ${800 / 1200}) * 1)`,
    );
  });

  it("shares the width between the pages of a view", () => {
    expect(pageWidth(page, "WIDTH", 100, 2)).toBe("calc((100vw - 1rem) / 2 * 1)");
  });

  it("fits the height from the page's proportions", () => {
    expect(pageWidth(page, "HEIGHT", 100, 1)).toBe(`calc((100dvh - 1rem) * ${800 / 1200} * 1)`);
  });

  it("draws the image's own size, zoomed", () => {
    expect(pageWidth(page, "ORIGINAL", 150, 1)).toBe("calc(800px * 1.5)");
  });
});

describe("zoom", () => {
  it("moves in steps of 25 % between 50 % and 300 %", () => {
    expect(zoomBy(100, 1)).toBe(125);
    expect(zoomBy(300, 1)).toBe(300);
    expect(zoomBy(50, -1)).toBe(50);
    expect(clampZoom(412.4)).toBe(300);
  });
});

describe("scrollKeepingPoint", () => {
  it("keeps the point under the cursor in place when zooming in", () => {
    // The cursor at (100, 50) over content scrolled to (200, 300): content point (300, 350).
    // At twice the size that point is at (600, 700), so the box scrolls to put it back under the cursor.
    expect(scrollKeepingPoint({ left: 200, top: 300 }, { left: 100, top: 50 }, 2)).toEqual({
      left: 500,
      top: 650,
    });
  });

  it("never scrolls before the start", () => {
    expect(scrollKeepingPoint({ left: 0, top: 0 }, { left: 100, top: 100 }, 0.5)).toEqual({
      left: 0,
      top: 0,
    });
  });
});
