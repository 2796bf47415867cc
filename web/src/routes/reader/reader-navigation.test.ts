import { describe, expect, it } from "vitest";
import {
  nextTarget,
  pagesToPreload,
  percentRead,
  previousTarget,
  readPageParam,
  visiblePages,
  zoomBy,
  type ChapterPosition,
} from "./reader-navigation.ts";

// Chapter 12 of a title, 20 pages, between chapter 11 (18 pages) and chapter 12.5.
const chapterNumber = 12;
const middleChapter: Omit<ChapterPosition, "page"> = {
  pageCount: 20,
  previousChapter: { number: 11, pageCount: 18 },
  nextChapter: { number: 12.5 },
};
const onlyChapter: Omit<ChapterPosition, "page"> = {
  pageCount: 20,
  previousChapter: null,
  nextChapter: null,
};

describe("nextTarget", () => {
  it("moves one page forward within the chapter", () => {
    expect(nextTarget({ ...middleChapter, page: 5 }, chapterNumber)).toEqual({
      chapterNumber,
      page: 6,
    });
  });

  it("goes from the last page to the next chapter's first page", () => {
    expect(nextTarget({ ...middleChapter, page: 20 }, chapterNumber)).toEqual({
      chapterNumber: 12.5,
      page: 1,
    });
  });

  it("has nowhere to go from the last page of the last chapter", () => {
    expect(nextTarget({ ...onlyChapter, page: 20 }, chapterNumber)).toBeNull();
  });
});

describe("previousTarget", () => {
  it("moves one page back within the chapter", () => {
    expect(previousTarget({ ...middleChapter, page: 5 }, chapterNumber)).toEqual({
      chapterNumber,
      page: 4,
    });
  });

  it("goes from page 1 to the previous chapter's last page", () => {
    expect(previousTarget({ ...middleChapter, page: 1 }, chapterNumber)).toEqual({
      chapterNumber: 11,
      page: 18,
    });
  });

  it("has nowhere to go from page 1 of the first chapter", () => {
    expect(previousTarget({ ...onlyChapter, page: 1 }, chapterNumber)).toBeNull();
  });
});

describe("readPageParam", () => {
  it("reads a page within the chapter", () => {
    expect(readPageParam("7", 20)).toBe(7);
  });

  it("opens page 1 for a missing or unreadable page, and the last page past the end", () => {
    expect(readPageParam(null, 20)).toBe(1);
    expect(readPageParam("two", 20)).toBe(1);
    expect(readPageParam("0", 20)).toBe(1);
    expect(readPageParam("2.5", 20)).toBe(1);
    expect(readPageParam("99", 20)).toBe(20);
  });
});

describe("visiblePages", () => {
  it("shows one page in single layout", () => {
    expect(visiblePages(5, "single")).toEqual([5]);
  });

  it("shows the previous page beside the current one in double layout, from page 2", () => {
    expect(visiblePages(5, "double")).toEqual([4, 5]);
    expect(visiblePages(1, "double")).toEqual([1]);
  });
});

describe("pagesToPreload", () => {
  const pages = ["p1", "p2", "p3", "p4", "p5", "p6"];

  it("loads the next three pages and the next chapter's first page, never more", () => {
    expect(pagesToPreload(pages, 1, "next-p1")).toEqual(["p2", "p3", "p4", "next-p1"]);
  });

  it("loads only what is left near the end of the last chapter", () => {
    expect(pagesToPreload(pages, 5, undefined)).toEqual(["p6"]);
    expect(pagesToPreload(pages, 6, undefined)).toEqual([]);
  });
});

describe("zoomBy", () => {
  it("steps by 25 % between 50 % and 200 %", () => {
    expect(zoomBy(100, 1)).toBe(125);
    expect(zoomBy(100, -2)).toBe(50);
    expect(zoomBy(50, -1)).toBe(50);
    expect(zoomBy(200, 1)).toBe(200);
  });
});

describe("percentRead", () => {
  it("rounds to a whole percent", () => {
    expect(percentRead(1, 3)).toBe(33);
    expect(percentRead(20, 20)).toBe(100);
  });
});
