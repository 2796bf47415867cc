import { ReaderPage } from "@inkpanel/ui";
import {
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from "react";
import type { ReaderGap, ReaderWidth } from "../../gql/graphql.ts";
import { formatChapterNumber } from "../../lib/format.ts";
import { verticalGapPixels, verticalPageWidth } from "./page-fit.ts";
import type { ReaderPageData } from "./paged-pages.tsx";
import type { ReaderPosition } from "./reader-navigation.ts";
import { handOver, takeHandoff, type VerticalHandoff } from "./vertical-handoff.ts";
import { useLingui } from "@lingui/react/macro";

interface VerticalPagesProps {
  /** the column of pages, for touch gestures */
  ref: Ref<HTMLElement>;
  chapterId: string;
  chapterNumber: number;
  pages: readonly ReaderPageData[];
  /** read on past the end screen without a click */
  nextChapter: { id: string; number: number; pages: readonly ReaderPageData[] } | null;
  position: ReaderPosition;
  /** handed on to the next chapter's reader with the page, to run on there */
  autoScrolling: boolean;
  /** auto-scroll was running as the reader scrolled on into this chapter */
  onAutoScrollHandedOver: () => void;
  endScreen: ReactNode;
  zoomPercent: number;
  gap: ReaderGap;
  widthLimit: ReaderWidth;
  /** the page (or the end screen) scrolled into the middle of the screen */
  onPositionInView: (position: ReaderPosition) => void;
}

const keyOf = (chapterNumber: number, page: number | "end") => `${chapterNumber}:${page}`;

/** Every page in a column, then the end screen, then the next chapter's pages. */
export function VerticalPages({ ref, ...props }: VerticalPagesProps) {
  const { t } = useLingui();
  const { chapterNumber, position, onPositionInView } = props;
  // The elements of the pages on screen, by chapter and page (filled by their ref callbacks).
  const [elements] = useState(() => new Map<string, HTMLElement>());
  const scrolledTo = useRef<string | null>(null);
  // Taken as this reader opens, after the previous chapter's has closed (kept across StrictMode's
  // second run of the effects).
  const handoff = useRef<VerticalHandoff | null | undefined>(undefined);
  const gap = verticalGapPixels[props.gap];

  // On opening: the page exactly where the previous chapter's reader left it on screen, or the
  // page asked for at the top.
  const scrollToOpeningPage = useEffectEvent(() => {
    const key = keyOf(position.chapterNumber, position.page);
    const element = elements.get(key);
    scrolledTo.current = key;
    if (handoff.current === undefined) handoff.current = takeHandoff(props.chapterId);
    const received = handoff.current;
    if (received?.autoScrolling) props.onAutoScrollHandedOver();
    if (received && received.page === position.page && element) {
      window.scrollBy(0, element.getBoundingClientRect().top - received.top);
    } else if (position.page === 1) {
      window.scrollTo(0, 0);
    } else {
      element?.scrollIntoView({ block: "start" });
    }
  });
  // On leaving, scrolled on into the next chapter: where its page is, for that chapter's reader.
  const handOverNextChapter = useEffectEvent(() => {
    const element = elements.get(keyOf(position.chapterNumber, position.page));
    if (!props.nextChapter || position.chapterNumber !== props.nextChapter.number || !element) {
      return;
    }
    handOver({
      chapterId: props.nextChapter.id,
      page: position.page,
      top: element.getBoundingClientRect().top,
      autoScrolling: props.autoScrolling,
    });
  });
  useLayoutEffect(() => {
    scrollToOpeningPage();
    return () => handOverNextChapter();
  }, []);

  // A move by key or picker scrolls its page into view; a move by scrolling is already there.
  useEffect(() => {
    const key = keyOf(position.chapterNumber, position.page);
    if (key === scrolledTo.current) return;
    scrolledTo.current = key;
    elements.get(key)?.scrollIntoView({ block: "start" });
  }, [position, elements]);

  const report = useEffectEvent((entries: IntersectionObserverEntry[]) => {
    const entered = entries.find((entry) => entry.isIntersecting);
    if (!entered) return;
    const target = entered.target as HTMLElement;
    const seen: ReaderPosition = {
      chapterNumber: Number(target.dataset.chapter),
      page: target.dataset.page === "end" ? "end" : Number(target.dataset.page),
    };
    const key = keyOf(seen.chapterNumber, seen.page);
    if (key === scrolledTo.current) return;
    scrolledTo.current = key;
    onPositionInView(seen);
  });

  useEffect(() => {
    // A page counts as on screen once it crosses the middle of the viewport; the next chapter's
    // only once it reaches the top, as that chapter's reader has nothing above its first page
    // and could not put it back lower.
    const middle = new IntersectionObserver(report, { rootMargin: "-50% 0px -50% 0px" });
    const top = new IntersectionObserver(report, { rootMargin: "0px 0px -100% 0px" });
    elements.forEach((element) =>
      (element.dataset.chapter === String(chapterNumber) ? middle : top).observe(element),
    );
    return () => {
      middle.disconnect();
      top.disconnect();
    };
  }, [elements, chapterNumber]);

  const register = (number: number, page: number | "end") => (element: HTMLElement | null) => {
    if (element) elements.set(keyOf(number, page), element);
    else elements.delete(keyOf(number, page));
  };
  const column = (number: number, pages: readonly ReaderPageData[]) =>
    pages.map((page) => (
      <div
        key={keyOf(number, page.number)}
        data-chapter={number}
        data-page={page.number}
        ref={register(number, page.number)}
      >
        <ReaderPage
          src={page.imageUrl}
          alt={
            number === chapterNumber
              ? t`Page ${page.number}`
              : t`Chapter ${formatChapterNumber(number)}, page ${page.number}`
          }
          width={page.width}
          height={page.height}
          displayWidth={verticalPageWidth(props.widthLimit, props.zoomPercent)}
          eager={number === chapterNumber && Math.abs(page.number - Number(position.page)) <= 1}
        />
      </div>
    ));

  return (
    <main
      ref={ref}
      data-zoom-content
      // One finger scrolls; pinches are the reader's own zoom, never the browser's.
      style={{ gap, touchAction: "pan-x pan-y" }}
      className="flex w-max min-w-full flex-col items-center"
    >
      {column(chapterNumber, props.pages)}
      <div
        data-chapter={chapterNumber}
        data-page="end"
        ref={register(chapterNumber, "end")}
        className="w-full px-4 py-16"
      >
        {props.endScreen}
      </div>
      {props.nextChapter && column(props.nextChapter.number, props.nextChapter.pages)}
    </main>
  );
}
