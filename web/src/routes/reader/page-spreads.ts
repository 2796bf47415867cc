// Which pages share the screen in double-page layout, from their stored sizes. Free of React so
// the rules can be tested on their own.

export interface PageSize {
  width: number;
  height: number;
}

/** A double spread is drawn on one wide image: it needs the whole screen. */
export const isSpread = (page: PageSize) => page.width > page.height;

/**
 * The chapter's views in double-page layout, each one or two page numbers in reading order.
 *
 * The cover (page 1) and every spread stand alone. Between them, the portrait pages pair up from
 * the start of each run, so an odd page just before a spread stands alone instead of shifting
 * every pair after the spread. `offset` (the O key) shifts the pairs of every run by one page, for
 * the rare chapter whose scans are aligned the other way.
 */
export function doublePageViews(pages: readonly PageSize[], offset = false): number[][] {
  const views: number[][] = [];
  let run: number[] = [];
  const closeRun = () => {
    let start = 0;
    if (offset && run.length > 1) {
      views.push([run[0]!]);
      start = 1;
    }
    for (let index = start; index < run.length; index += 2) views.push(run.slice(index, index + 2));
    run = [];
  };

  pages.forEach((page, index) => {
    const number = index + 1;
    if (number === 1 || isSpread(page)) {
      closeRun();
      views.push([number]);
    } else {
      run.push(number);
    }
  });
  closeRun();
  return views;
}

/** Every page on its own: single-page layout, or a chapter whose sizes are unknown. */
export const singlePageViews = (pageCount: number): number[][] =>
  Array.from({ length: pageCount }, (_, index) => [index + 1]);

/** The pages of a view left to right on screen: right to left puts a pair's first page right. */
export const onScreenOrder = (view: readonly number[], rightToLeft: boolean): number[] =>
  rightToLeft ? [...view].reverse() : [...view];
