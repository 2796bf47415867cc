import { describe, expect, it } from "vitest";
import { singlePageViews } from "./page-spreads.ts";
import {
  move,
  pagesToPreload,
  percentRead,
  readerReducer,
  readPageParam,
  type ReaderAction,
  type ReaderContext,
  type ReaderPosition,
} from "./reader-navigation.ts";

// Chapter 12 of a title, 5 pages, between chapter 11 (18 pages) and chapter 12.5 (4 pages).
const middle: ReaderContext = {
  chapter: { number: 12, views: singlePageViews(5) },
  previous: { number: 11, pageCount: 18 },
  next: { number: 12.5, views: singlePageViews(4) },
};
const only: ReaderContext = { ...middle, previous: null, next: null };
const at = (chapterNumber: number, page: number | "end"): ReaderPosition => ({
  chapterNumber,
  page,
});

describe("move", () => {
  it("moves one page forward and back within the chapter", () => {
    expect(move(middle, at(12, 2), "forward")).toEqual(at(12, 3));
    expect(move(middle, at(12, 2), "back")).toEqual(at(12, 1));
  });

  it("goes from the last page to the end screen, and from there to the next chapter", () => {
    expect(move(middle, at(12, 5), "forward")).toEqual(at(12, "end"));
    expect(move(middle, at(12, "end"), "forward")).toEqual(at(12.5, 1));
    expect(move(middle, at(12, "end"), "back")).toEqual(at(12, 5));
  });

  it("goes from page 1 back to the previous chapter's last page", () => {
    expect(move(middle, at(12, 1), "back")).toEqual(at(11, 18));
  });

  it("goes on through the next chapter, whose pages it knows", () => {
    expect(move(middle, at(12.5, 1), "forward")).toEqual(at(12.5, 2));
    expect(move(middle, at(12.5, 4), "forward")).toEqual(at(12.5, "end"));
    expect(move(middle, at(12.5, 1), "back")).toEqual(at(12, 5));
  });

  it("stops at the very start and the very end", () => {
    expect(move(only, at(12, 1), "back")).toBeNull();
    expect(move(only, at(12, "end"), "forward")).toBeNull();
    // Beyond the next chapter nothing is known yet: its own reader goes on from there.
    expect(move(middle, at(12.5, "end"), "forward")).toBeNull();
  });

  it("jumps to the first and last page", () => {
    expect(move(middle, at(12, 3), "first")).toEqual(at(12, 1));
    expect(move(middle, at(12, 3), "last")).toEqual(at(12, 5));
  });

  it("jumps to the first page of the next and previous chapters", () => {
    expect(move(middle, at(12, 3), "nextChapter")).toEqual(at(12.5, 1));
    expect(move(middle, at(12, 3), "previousChapter")).toEqual(at(11, 1));
    expect(move(only, at(12, 3), "nextChapter")).toBeNull();
  });

  it("turns by views in double-page layout, landing on a view's first page", () => {
    const double: ReaderContext = {
      ...middle,
      chapter: { number: 12, views: [[1], [2, 3], [4], [5]] },
    };
    expect(move(double, at(12, 1), "forward")).toEqual(at(12, 2));
    expect(move(double, at(12, 2), "forward")).toEqual(at(12, 4));
    // A link to the second page of a pair turns from the pair it is in.
    expect(move(double, at(12, 3), "forward")).toEqual(at(12, 4));
    expect(move(double, at(12, 4), "back")).toEqual(at(12, 2));
    expect(move(double, at(12, "end"), "back")).toEqual(at(12, 5));
  });
});

describe("readerReducer", () => {
  it("counts every press of a burst from the position the last one left", () => {
    const forward: ReaderAction = { type: "forward", context: middle };
    let position = at(12, 2);
    for (let press = 0; press < 7; press += 1) position = readerReducer(position, forward);
    // 3, 4, 5, end, then 12.5's pages 1, 2, 3.
    expect(position).toEqual(at(12.5, 3));
  });

  it("stays where it is when there is nowhere to go", () => {
    const position = at(12, 1);
    expect(readerReducer(position, { type: "back", context: only })).toBe(position);
  });

  it("goes to a position picked directly", () => {
    expect(readerReducer(at(12, 1), { type: "go", position: at(12, 4) })).toEqual(at(12, 4));
  });
});

describe("readPageParam", () => {
  it("reads a page of the chapter, or the end screen", () => {
    expect(readPageParam("3", 20)).toBe(3);
    expect(readPageParam("end", 20)).toBe("end");
  });

  it("opens page 1 for anything unreadable and the last page past the end", () => {
    for (const value of [null, "", "abc", "0", "-2", "2.5"])
      expect(readPageParam(value, 20)).toBe(1);
    expect(readPageParam("99", 20)).toBe(20);
  });
});

describe("pagesToPreload", () => {
  const pages = [1, 2, 3, 4, 5, 6, 7, 8];

  it("is the next three pages, the next chapter's first page and the page before", () => {
    expect(pagesToPreload(pages, [4], 101)).toEqual([5, 6, 7, 101, 3]);
  });

  it("starts after the last page of a pair", () => {
    expect(pagesToPreload(pages, [2, 3], undefined)).toEqual([4, 5, 6, 1]);
  });

  it("has nothing before page 1 and nothing past the last page", () => {
    expect(pagesToPreload(pages, [1], undefined)).toEqual([2, 3, 4]);
    expect(pagesToPreload(pages, [8], undefined)).toEqual([7]);
  });
});

describe("percentRead", () => {
  it("rounds to whole percent and is 100 on the end screen", () => {
    expect(percentRead(1, 3)).toBe(33);
    expect(percentRead("end", 3)).toBe(100);
  });
});
