import { t } from "@lingui/core/macro";
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
import { formatChapterNumber } from "../../app/format.ts";
import type { ReaderGap, ReaderWidth } from "../../gql/graphql.ts";
import { verticalGapPixels, verticalPageWidth } from "./page-fit.ts";
import type { ReaderPageData } from "./paged-pages.tsx";
import type { ReaderPosition } from "./reader-navigation.ts";

interface VerticalPagesProps {
  /** the column of pages, for touch gestures */
  ref: Ref<HTMLElement>;
  chapterNumber: number;
  pages: readonly ReaderPageData[];
  /** read on past the end screen without a click */
  nextChapter: { number: number; pages: readonly ReaderPageData[] } | null;
  position: ReaderPosition;
  endScreen: ReactNode;
  zoomPercent: number;
  gap: ReaderGap;
  widthLimit: ReaderWidth;
  /** the page (or the end screen) scrolled into the middle of the screen */
  onPositionInView: (position: ReaderPosition) => void;
}

/**
 * Where the page the reader scrolled into the next chapter with sat on screen: the next chapter's
 * own reader puts that page back there, so reading on is seamless.
 */
const carriedOver = new Map<string, number>();
const carryOver = (key: string, top: number) => {
  carriedOver.clear();
  carriedOver.set(key, top);
};
const takeCarriedOver = (key: string) => {
  const top = carriedOver.get(key);
  carriedOver.clear();
  return top;
};

const keyOf = (chapterNumber: number, page: number | "end") => `${chapterNumber}:${page}`;

/** Every page in a column, then the end screen, then the next chapter's pages. */
export function VerticalPages({ ref, ...props }: VerticalPagesProps) {
  const { chapterNumber, position, onPositionInView } = props;
  // The elements of the pages on screen, by chapter and page (filled by their ref callbacks).
  const [elements] = useState(() => new Map<string, HTMLElement>());
  const scrolledTo = useRef<string | null>(null);
  const gap = verticalGapPixels[props.gap];

  // On opening: back where the previous chapter's reader left the page, or at the page asked for.
  const scrollToOpeningPage = useEffectEvent(() => {
    const key = keyOf(position.chapterNumber, position.page);
    const element = elements.get(key);
    scrolledTo.current = key;
    const top = takeCarriedOver(key);
    if (top !== undefined && element) {
      window.scrollBy(0, element.getBoundingClientRect().top - top);
    } else if (position.page === 1) {
      window.scrollTo(0, 0);
    } else {
      element?.scrollIntoView({ block: "start" });
    }
  });
  useLayoutEffect(() => scrollToOpeningPage(), []);

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
    if (seen.chapterNumber !== chapterNumber) carryOver(key, target.getBoundingClientRect().top);
    onPositionInView(seen);
  });

  useEffect(() => {
    // A page counts as on screen once it crosses the middle of the viewport.
    const observer = new IntersectionObserver(report, { rootMargin: "-50% 0px -50% 0px" });
    elements.forEach((element) => observer.observe(element));
    return () => observer.disconnect();
  }, [elements]);

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
