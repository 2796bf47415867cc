import { describe, expect, it } from "vitest";
import { doublePageViews, onScreenOrder, singlePageViews } from "./page-spreads.ts";

const portrait = { width: 800, height: 1200 };
const wide = { width: 1600, height: 1200 };
/** Pages from a pattern: P a portrait page, W a wide one. */
const pagesOf = (pattern: string) => [...pattern].map((kind) => (kind === "W" ? wide : portrait));

describe("doublePageViews", () => {
  it("shows the cover alone, then pairs the pages", () => {
    expect(doublePageViews(pagesOf("PPPPP"))).toEqual([[1], [2, 3], [4, 5]]);
  });

  it("leaves a last odd page alone", () => {
    expect(doublePageViews(pagesOf("PPPP"))).toEqual([[1], [2, 3], [4]]);
  });

  it("shows a wide page alone, as the spread it is", () => {
    expect(doublePageViews(pagesOf("PPPWPP"))).toEqual([[1], [2, 3], [4], [5, 6]]);
  });

  it("re-aligns around a spread: an odd page before it stands alone, the pairs after it start afresh", () => {
    // Pages 2-6 are five portrait pages: without re-alignment, 7 would pair with 6 and every
    // pair after the spread would be one page off.
    expect(doublePageViews(pagesOf("PPPPPPWPPPPW"))).toEqual([
      [1],
      [2, 3],
      [4, 5],
      [6],
      [7],
      [8, 9],
      [10, 11],
      [12],
    ]);
  });

  it("shifts the pairs of every run by one page with the manual offset", () => {
    expect(doublePageViews(pagesOf("PPPPPWPPP"), true)).toEqual([
      [1],
      [2],
      [3, 4],
      [5],
      [6],
      [7],
      [8, 9],
    ]);
  });

  it("is every page alone for a chapter of spreads", () => {
    expect(doublePageViews(pagesOf("PWW"))).toEqual([[1], [2], [3]]);
  });
});

describe("singlePageViews", () => {
  it("is every page on its own", () => {
    expect(singlePageViews(3)).toEqual([[1], [2], [3]]);
  });
});

describe("onScreenOrder", () => {
  it("keeps reading order left to right", () => {
    expect(onScreenOrder([2, 3], false)).toEqual([2, 3]);
  });

  it("puts a pair's first page on the right when reading right to left", () => {
    expect(onScreenOrder([2, 3], true)).toEqual([3, 2]);
  });
});
