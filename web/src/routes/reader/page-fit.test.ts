import { describe, expect, it } from "vitest";
import {
  clampZoom,
  keepPointAlong,
  pagePixels,
  pageWidth,
  verticalPagePixels,
  zoomBy,
} from "./page-fit.ts";

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

describe("pagePixels", () => {
  // A phone held upright, three device pixels to a CSS pixel.
  const phone = { width: 390, height: 844, pixelRatio: 3 };

  it("is the device pixels of pageWidth's size for each fit", () => {
    expect(pagePixels(page, "WIDTH", 100, 1, phone)).toBe((390 - 16) * 3);
    expect(pagePixels(page, "HEIGHT", 100, 1, phone)).toBe(Math.ceil(((844 - 16) * 3 * 2) / 3));
    expect(pagePixels(page, "SCREEN", 100, 1, phone)).toBe((390 - 16) * 3);
    expect(pagePixels(page, "ORIGINAL", 100, 1, phone)).toBe(800 * 3);
  });

  it("shares the width between a pair and grows with the zoom", () => {
    const desktop = { width: 1616, height: 916, pixelRatio: 1 };
    expect(pagePixels(page, "WIDTH", 100, 2, desktop)).toBe(800);
    expect(pagePixels(page, "WIDTH", 150, 2, desktop)).toBe(1200);
  });
});

describe("verticalPagePixels", () => {
  it("is the screen's width up to the width limit, zoomed, in device pixels", () => {
    const laptop = { width: 1440, height: 900, pixelRatio: 2 };
    expect(verticalPagePixels("MEDIUM", 100, laptop)).toBe(960 * 2);
    expect(verticalPagePixels("FULL", 50, laptop)).toBe(1440);
    expect(verticalPagePixels("WIDE", 100, { ...laptop, width: 390 })).toBe(780);
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

describe("keepPointAlong", () => {
  const screen = { start: 0, size: 1000 };

  it("scrolls pages longer than the view by as much as the point under the cursor moved", () => {
    // The cursor at 100 was a quarter across; zoomed, the pages start at -100 and are 1600 long,
    // so that point is at 300: 200 past the cursor.
    expect(keepPointAlong(0.25, { start: -100, size: 1600 }, screen, 100)).toEqual({
      scroll: 200,
      shift: 0,
    });
  });

  it("shifts centred pages shorter than the view, which cannot scroll", () => {
    // 600 long, centred at 200..800; the cursor at 350 was a quarter across: the pages must start
    // at 200 to keep it, where they are already; zoomed to 800 long (centred at 100..900) they
    // must start at 150, a shift of 50.
    expect(keepPointAlong(0.25, { start: 200, size: 600 }, screen, 350)).toEqual({
      scroll: 0,
      shift: 0,
    });
    expect(keepPointAlong(0.25, { start: 100, size: 800 }, screen, 350)).toEqual({
      scroll: 0,
      shift: 50,
    });
  });

  it("keeps shorter pages inside the view", () => {
    // Keeping the point would need a start of 395 and push the pages' end past the view's.
    expect(keepPointAlong(0.01, { start: 100, size: 800 }, screen, 403)).toEqual({
      scroll: 0,
      shift: 100,
    });
  });
});
