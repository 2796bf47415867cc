// Where Next and Previous lead, and the other rules of the reader, free of React so they can be
// tested on their own.

export interface ChapterPosition {
  page: number;
  pageCount: number;
  /** the neighbouring chapters, when they exist */
  previousChapter: { number: number; pageCount: number } | null;
  nextChapter: { number: number } | null;
}

/** A place in a title: a chapter and a page of it. */
export interface ReaderTarget {
  chapterNumber: number;
  page: number;
}

/** One page on; from the last page, the next chapter's first page. Null at the very end. */
export function nextTarget(position: ChapterPosition, chapterNumber: number): ReaderTarget | null {
  if (position.page < position.pageCount) return { chapterNumber, page: position.page + 1 };
  return position.nextChapter ? { chapterNumber: position.nextChapter.number, page: 1 } : null;
}

/** One page back; from page 1, the previous chapter's last page. Null at the very start. */
export function previousTarget(
  position: ChapterPosition,
  chapterNumber: number,
): ReaderTarget | null {
  if (position.page > 1) return { chapterNumber, page: position.page - 1 };
  const previous = position.previousChapter;
  return previous ? { chapterNumber: previous.number, page: previous.pageCount } : null;
}

/** The `?page=` value as a page of the chapter; anything unreadable opens page 1. */
export function readPageParam(value: string | null, pageCount: number): number {
  const page = Number(value);
  if (!Number.isInteger(page) || page < 1) return 1;
  return Math.min(page, pageCount);
}

export const readerLayouts = {
  single: "Single Page",
  double: "Double Page",
} as const;
export type ReaderLayout = keyof typeof readerLayouts;

/** The page numbers on screen: in double layout the previous page sits beside the current one. */
export function visiblePages(page: number, layout: ReaderLayout): number[] {
  return layout === "double" && page > 1 ? [page - 1, page] : [page];
}

/** The images loaded ahead, and never more: the next three pages and the next chapter's first. */
export function pagesToPreload<TPage>(
  pages: readonly TPage[],
  page: number,
  nextChapterFirstPage: TPage | undefined,
): TPage[] {
  const ahead = pages.slice(page, page + 3);
  return nextChapterFirstPage ? [...ahead, nextChapterFirstPage] : ahead;
}

export const zoom = { min: 50, max: 200, step: 25, initial: 100 } as const;

export const zoomBy = (percent: number, steps: number) =>
  Math.min(zoom.max, Math.max(zoom.min, percent + steps * zoom.step));

/** Whole percent of the chapter read when `page` is on screen. */
export const percentRead = (page: number, pageCount: number) =>
  Math.round((page / pageCount) * 100);
