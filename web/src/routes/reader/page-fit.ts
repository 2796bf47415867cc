// How big a page is drawn: the fit the reader chose, times the zoom. Free of React so it can be
// tested on its own.

import { storedImageForWidth } from "@inkpanel/ui";
import type { ReaderFit, ReaderGap, ReaderWidth } from "../../gql/graphql.ts";
import type { PageSize } from "./page-spreads.ts";

/** Vertical mode: the space between pages, in CSS pixels (their names: reader-options.ts). */
export const verticalGapPixels: Record<ReaderGap, number> = { NONE: 0, SMALL: 8, LARGE: 32 };

/** Vertical mode: the widest a page may grow on a large screen (null: the screen's width). */
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

/** The browser window, in CSS pixels, and how many device pixels make one. */
export interface Viewport {
  width: number;
  height: number;
  pixelRatio: number;
}

/** verticalPageWidth in device pixels: how wide an image the page needs to look sharp. */
export function verticalPagePixels(limit: ReaderWidth, zoomPercent: number, viewport: Viewport) {
  const css = Math.min(viewport.width, verticalWidthPixels[limit] ?? Infinity);
  return Math.ceil(css * (zoomPercent / 100) * viewport.pixelRatio);
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

/** pageWidth in device pixels: how wide an image the page needs to look sharp. */
export function pagePixels(
  page: PageSize,
  fit: ReaderFit,
  zoomPercent: number,
  pagesInView: number,
  viewport: Viewport,
): number {
  const margin = 16; // pageWidth's 1rem
  const screenWidth = (viewport.width - margin) / pagesInView;
  const screenHeight = (viewport.height - margin) * (page.width / page.height);
  const widths: Record<ReaderFit, number> = {
    WIDTH: screenWidth,
    HEIGHT: screenHeight,
    SCREEN: Math.min(screenWidth, screenHeight),
    ORIGINAL: page.width,
  };
  return Math.ceil(widths[fit] * (zoomPercent / 100) * viewport.pixelRatio);
}

/**
 * Each stored page image at the width it is drawn at on this screen (a phone does not download
 * a desktop's pages); the preloader asks for the very same URLs.
 */
export function atDrawnWidth<TPage extends PageSize & { number: number; imageUrl: string }>(
  pages: readonly TPage[],
  views: readonly (readonly number[])[],
  drawn: { vertical: boolean; fit: ReaderFit; widthLimit: ReaderWidth; zoomPercent: number },
  viewport: Viewport,
): TPage[] {
  const pagesInView = new Map(views.flatMap((view) => view.map((n) => [n, view.length])));
  return pages.map((page) => {
    const pixels = drawn.vertical
      ? verticalPagePixels(drawn.widthLimit, drawn.zoomPercent, viewport)
      : pagePixels(page, drawn.fit, drawn.zoomPercent, pagesInView.get(page.number) ?? 1, viewport);
    return { ...page, imageUrl: storedImageForWidth(page.imageUrl, pixels) };
  });
}

export interface Point {
  x: number;
  y: number;
}

/** Where a box starts along one axis, and its length. */
export interface Span {
  start: number;
  size: number;
}

/**
 * Along one axis, after a zoom: how far to scroll and how far to shift the pages so that the
 * point of the pages under the cursor (or between two fingers) is under it again. `fraction` is
 * where that point was across (or down) the pages before; `pages` is where they are laid out now.
 * Pages longer than the view scroll. Shorter ones are centred and have nothing to scroll, so they
 * shift instead, as far as keeps them inside the view.
 */
export function keepPointAlong(
  fraction: number,
  pages: Span,
  view: Span,
  pointer: number,
): { scroll: number; shift: number } {
  const wantedStart = pointer - fraction * pages.size;
  if (pages.size > view.size) return { scroll: pages.start - wantedStart, shift: 0 };
  const shift = Math.min(
    view.start + view.size - (pages.start + pages.size),
    Math.max(view.start - pages.start, wantedStart - pages.start),
  );
  return { scroll: 0, shift };
}
