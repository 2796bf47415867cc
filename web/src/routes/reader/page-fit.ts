// How big a page is drawn: the fit the reader chose, times the zoom. Free of React so it can be
// tested on its own.

import type { ReaderFit, ReaderGap, ReaderWidth } from "../../gql/graphql.ts";
import type { PageSize } from "./page-spreads.ts";

export const readerFitLabels: Record<ReaderFit, string> = {
  SCREEN: "Fit screen",
  WIDTH: "Fit width",
  HEIGHT: "Fit height",
  ORIGINAL: "Original size",
};

/** Vertical mode: the space between pages (none for webtoons, drawn to run on). */
export const verticalGapLabels: Record<ReaderGap, string> = {
  NONE: "No gap",
  SMALL: "Small gap",
  LARGE: "Large gap",
};
export const verticalGapPixels: Record<ReaderGap, number> = { NONE: 0, SMALL: 8, LARGE: 32 };

/** Vertical mode: how wide pages may grow on a large screen. */
export const verticalWidthLabels: Record<ReaderWidth, string> = {
  NARROW: "Narrow",
  MEDIUM: "Medium",
  WIDE: "Wide",
  FULL: "Full width",
};
const verticalWidthPixels: Record<ReaderWidth, number | null> = {
  NARROW: 720,
  MEDIUM: 960,
  WIDE: 1400,
  FULL: null,
};

/** The CSS width of a page in vertical mode. */
export function verticalPageWidth(limit: ReaderWidth, zoomPercent: number) {
  const pixels = verticalWidthPixels[limit];
  return `calc(${pixels === null ? "100vw" : `min(100vw, ${pixels}px)`} * ${zoomPercent / 100})`;
}

export const zoom = { min: 50, max: 300, step: 25, initial: 100 } as const;

export const zoomBy = (percent: number, steps: number) => clampZoom(percent + steps * zoom.step);

export const clampZoom = (percent: number) =>
  Math.min(zoom.max, Math.max(zoom.min, Math.round(percent)));

/**
 * The CSS width of one page of a view of `pagesInView` pages. The screen is the viewport less a
 * small margin; the bars float over the pages and hide, so they take no room.
 */
export function pageWidth(
  page: PageSize,
  fit: ReaderFit,
  zoomPercent: number,
  pagesInView: number,
): string {
  const scale = zoomPercent / 100;
  const aspect = page.width / page.height;
  const screenWidth = `(100vw - 1rem) / ${pagesInView}`;
  const screenHeight = "100dvh - 1rem";
  const widths: Record<ReaderFit, string> = {
    WIDTH: screenWidth,
    HEIGHT: `(${screenHeight}) * ${aspect}`,
    SCREEN: `min(${screenWidth}, (${screenHeight}) * ${aspect})`,
    ORIGINAL: `${page.width}px`,
  };
  return `calc(${widths[fit]} * ${scale})`;
}

export interface Point {
  x: number;
  y: number;
}

/**
 * How far to scroll so that the point of the pages under the cursor (or between two fingers) is
 * under it again after a zoom: `fraction` is where that point was across and down the pages
 * before, `after` where the pages are now.
 */
export function scrollKeepingPoint(
  fraction: Point,
  after: { left: number; top: number; width: number; height: number },
  pointer: Point,
): Point {
  return {
    x: after.left + fraction.x * after.width - pointer.x,
    y: after.top + fraction.y * after.height - pointer.y,
  };
}
