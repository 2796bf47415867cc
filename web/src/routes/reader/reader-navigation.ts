// Where each page turn leads, as a reducer over the reader's latest position, free of React so it
// can be tested on its own. Every key press is applied to the position the previous one left, so a
// burst of presses lands exactly where the count says, even before the URL has caught up.

/** A place in a title: a page of a chapter, or the screen after its last page. */
export interface ReaderPosition {
  chapterNumber: number;
  page: number | "end";
}

/** A chapter as the reader turns through it: its views (the pages shown together). */
export interface ChapterViews {
  number: number;
  views: readonly (readonly number[])[];
}

/** What the reader knows: the open chapter, and its neighbours when they exist. */
export interface ReaderContext {
  chapter: ChapterViews;
  /** only its size is known: the reader lands on its last page */
  previous: { number: number; pageCount: number } | null;
  next: ChapterViews | null;
}

export type ReaderMove = "forward" | "back" | "first" | "last" | "nextChapter" | "previousChapter";

export type ReaderAction =
  { type: ReaderMove; context: ReaderContext } | { type: "go"; position: ReaderPosition };

export function readerReducer(position: ReaderPosition, action: ReaderAction): ReaderPosition {
  if (action.type === "go") return action.position;
  return move(action.context, position, action.type) ?? position;
}

/** Where `how` leads from `position`; null where the reader cannot go (the very start or end). */
export function move(
  context: ReaderContext,
  position: ReaderPosition,
  how: ReaderMove,
): ReaderPosition | null {
  const { chapter, previous, next } = context;
  const inNext = next !== null && position.chapterNumber === next.number;
  const here = position.chapterNumber === chapter.number ? chapter : inNext ? next : null;
  // A chapter beyond the neighbours is not loaded yet: its own reader takes over from there.
  if (!here) return null;
  const at = (page: number | "end") => ({ chapterNumber: here.number, page });
  const views = here.views;
  const lastView = views.length - 1;
  const index = position.page === "end" ? views.length : viewIndexOf(views, position.page);

  switch (how) {
    case "forward":
      if (index < lastView) return at(views[index + 1]![0]!);
      if (index === lastView) return at("end");
      return here === chapter && next ? { chapterNumber: next.number, page: 1 } : null;
    case "back":
      if (index > 0) return at(views[index - 1]![0]!);
      if (inNext) return { chapterNumber: chapter.number, page: lastPageOf(chapter) };
      return previous ? { chapterNumber: previous.number, page: previous.pageCount } : null;
    case "first":
      return at(1);
    case "last":
      return at(views[lastView]![0]!);
    case "nextChapter":
      return !inNext && next ? { chapterNumber: next.number, page: 1 } : null;
    case "previousChapter":
      if (inNext) return { chapterNumber: chapter.number, page: 1 };
      return previous ? { chapterNumber: previous.number, page: 1 } : null;
  }
}

/** The index of the view that shows `page`. */
export function viewIndexOf(views: ChapterViews["views"], page: number): number {
  const index = views.findIndex((view) => view.includes(page));
  return index === -1 ? 0 : index;
}

const lastPageOf = (chapter: ChapterViews) => chapter.views.at(-1)!.at(-1)!;

/** The `?page=` value: a page of the chapter or `end`; anything unreadable opens page 1. */
export function readPageParam(value: string | null, pageCount: number): number | "end" {
  if (value === "end") return "end";
  const page = Number(value);
  if (!Number.isInteger(page) || page < 1) return 1;
  return Math.min(page, pageCount);
}

/**
 * The images loaded ahead, and never more: the three pages after the view on screen, the next
 * chapter's first page, and the page before the view (for a turn back).
 */
export function pagesToPreload<TPage>(
  pages: readonly TPage[],
  view: readonly number[],
  nextChapterFirstPage: TPage | undefined,
): TPage[] {
  const first = Math.min(...view);
  const last = Math.max(...view);
  const ahead = pages.slice(last, last + 3);
  const behind = first > 1 ? [pages[first - 2]!] : [];
  return [...ahead, ...(nextChapterFirstPage ? [nextChapterFirstPage] : []), ...behind];
}

/** Whole percent of the chapter read when `page` is on screen. */
export const percentRead = (page: number | "end", pageCount: number) =>
  page === "end" ? 100 : Math.round((page / pageCount) * 100);
