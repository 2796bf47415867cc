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
  it("scrolls by as much as the point under the cursor moved", () => {
    // The cursor was a quarter across and a third down the pages; zoomed, the pages start at
    // (-100, 50) and are 1600 x 2400, so that point is at (300, 850): 200 right and 500 down of
    // the cursor at (100, 350).
    expect(
      scrollKeepingPoint(
        { x: 0.25, y: 1 / 3 },
        { left: -100, top: 50, width: 1600, height: 2400 },
        { x: 100, y: 350 },
      ),
    ).toEqual({ x: 200, y: 500 });
  });

  it("does not scroll when the point is still under the cursor", () => {
    expect(
      scrollKeepingPoint(
        { x: 0.5, y: 0.5 },
        { left: 0, top: 0, width: 800, height: 600 },
        { x: 400, y: 300 },
      ),
    ).toEqual({ x: 0, y: 0 });
  });
});
