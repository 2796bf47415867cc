import { useCallback, useState } from "react";
import type { FragmentType } from "../../gql";
import type { ChapterReader_ChapterFragment } from "../../gql/graphql.ts";
import { ChapterEndScreen } from "./chapter-end-screen.tsx";
import { useImagePreloader } from "./image-preloader.ts";
import { KeyboardHelp } from "./keyboard-help.tsx";
import { doublePageViews, singlePageViews } from "./page-spreads.ts";
import { atDrawnWidth } from "./page-fit.ts";
import { PagedPages } from "./paged-pages.tsx";
import { OfflineDownloadDialog } from "../../components/offline/offline-download-dialog.tsx";
import { SyncStatus } from "../../components/offline/sync-status.tsx";
import { ReaderBottomBar } from "./reader-bottom-bar.tsx";
import {
  move as moveFrom,
  pagesToPreload,
  viewIndexOf,
  type ReaderContext,
  type ReaderMove,
} from "./reader-navigation.ts";
import { ReaderSettings } from "./reader-settings.tsx";
import { ReaderTopBar } from "./reader-top-bar.tsx";
import { SideArrows } from "./side-arrow.tsx";
import { useReaderGestures } from "./use-reader-gestures.ts";
import { useRecordChapterView } from "./use-record-chapter-view.ts";
import { useAutoHide } from "./use-auto-hide.ts";
import { useAutoScroll } from "./use-auto-scroll.ts";
import { useFullscreen } from "./use-fullscreen.ts";
import { useReaderPreference, type UseReaderPreferences_reader } from "./use-reader-preferences.ts";
import { useReaderKeys } from "./use-reader-keys.ts";
import { useReaderPosition } from "./use-reader-position.ts";
import { useViewport } from "./use-viewport.ts";
import { useZoom } from "./use-zoom.ts";
import { VerticalPages } from "./vertical-pages.tsx";
import { ZoomPanel } from "./zoom-panel.tsx";
/** How long the bars stay after the last mouse move, click or key press. */
const barsHideAfterMs = 3000;

interface PagesReaderProps {
  chapter: ChapterReader_ChapterFragment;
  /** the title as the URL names it (id or slug) */
  mangaId: string;
  /** the signed-in reader, whose saved preferences win; null when signed out */
  reader: FragmentType<typeof UseReaderPreferences_reader> | null;
}

/** The reader of a chapter with pages (the views, the position and the preloader need one). */
export function PagesReader({ chapter, mangaId, reader }: PagesReaderProps) {
  const [readingDirection, setReadingDirection] = useReaderPreference(reader, "readingDirection");
  const fit = useReaderPreference(reader, "readerFit");
  const autoPlay = useReaderPreference(reader, "autoPlay");
  const layout = useReaderPreference(reader, "readerLayout");
  const gap = useReaderPreference(reader, "readerGap");
  const widthLimit = useReaderPreference(reader, "readerWidth");
  const offset = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const vertical = readingDirection === "VERTICAL";
  const rightToLeft = readingDirection === "RTL";
  const double = layout[0] === "DOUBLE" && !vertical;

  // The pages' element, as state: touch gestures attach to it when it appears. Paged, it is
  // also the scroll box; vertical pages scroll the whole document.
  const [pagesElement, setPagesElement] = useState<HTMLElement | null>(null);
  const scrollBox = useCallback(
    () => (vertical ? document.scrollingElement : pagesElement) as HTMLElement | null,
    [vertical, pagesElement],
  );
  const zoom = useZoom(scrollBox);
  const fullscreen = useFullscreen();
  const bars = useAutoHide(barsHideAfterMs);
  const autoScroll = useAutoScroll(vertical, useReaderPreference(reader, "autoScrollSpeed"));
  useRecordChapterView(chapter.id);

  const viewsOf = (pages: readonly { width: number; height: number }[]) =>
    double ? doublePageViews(pages, offset[0]) : singlePageViews(pages.length);
  const context: ReaderContext = {
    chapter: { number: chapter.number, views: viewsOf(chapter.pages) },
    previous: chapter.previous ?? null,
    next: chapter.next ? { number: chapter.next.number, views: viewsOf(chapter.next.pages) } : null,
  };
  const { position, move, goTo } = useReaderPosition(mangaId, context, chapter.pageCount);

  const viewport = useViewport();
  const drawn = { vertical, fit: fit[0], widthLimit: widthLimit[0], zoomPercent: zoom.percent };
  const pages = atDrawnWidth(chapter.pages, context.chapter.views, drawn, viewport);
  const nextChapter =
    chapter.next && context.next
      ? {
          id: chapter.next.id,
          number: chapter.next.number,
          pages: atDrawnWidth(chapter.next.pages, context.next.views, drawn, viewport),
        }
      : null;
  const can = (how: ReaderMove) => moveFrom(context, position, how) !== null;

  // Past this chapter (a burst of keys ran ahead of the next chapter's loading), its last view
  // stays on screen until the next chapter's reader takes over.
  const here = position.chapterNumber === chapter.number;
  const page = here ? position.page : "end";
  const views = context.chapter.views;
  const view = page === "end" ? null : views[viewIndexOf(views, page)]!;
  useImagePreloader(
    pagesToPreload(pages, view ?? views.at(-1)!, nextChapter?.pages[0]).map(
      (ahead) => ahead.imageUrl,
    ),
  );

  const focusPages = () => {
    if (pagesElement && !vertical) pagesElement.focus();
    else (document.activeElement as HTMLElement | null)?.blur();
  };
  const returnFocus = (event: Event) => {
    event.preventDefault();
    focusPages();
  };
  // Hidden bars are inert: focus in them would fall to nowhere, so it goes to the pages first.
  const toggleBars = () => {
    if (bars.visible && bars.holdsFocus()) focusPages();
    bars.toggle();
  };

  useReaderKeys(
    {
      move,
      // A screen less a little, so the line at the bottom is still in sight at the top.
      scrollScreen: (direction) => window.scrollBy({ top: direction * window.innerHeight * 0.85 }),
      zoom: (steps) => zoom.step(steps),
      toggleOffset: () => double && offset[1]((shifted) => !shifted),
      toggleFullscreen: fullscreen.toggle,
      toggleInterface: toggleBars,
      toggleHelp: () => setHelpOpen((open) => !open),
      otherKey: bars.reveal,
    },
    { rightToLeft, vertical },
  );

  useReaderGestures(pagesElement, zoom, {
    vertical,
    // A vertical strip turns by scrolling: every tap is for the bars.
    onTap: (zone) => {
      if (zone === "middle" || vertical) return bars.toggle();
      move((zone === "left") === rightToLeft ? "forward" : "back");
    },
    // A page pushed left shows what is to its right: the next page, left to right.
    onSwipe: (direction) => move((direction === "left") !== rightToLeft ? "forward" : "back"),
  });

  const endScreen = (
    <ChapterEndScreen
      chapterNumber={chapter.number}
      manga={chapter.manga}
      mangaId={mangaId}
      nextChapter={chapter.next ?? null}
      onContinue={() => move(vertical ? "nextChapter" : "forward")}
      // Vertical reading runs on into the next chapter as it scrolls: nothing to count down.
      autoContinue={autoPlay[0] && !vertical && here && position.page === "end"}
    />
  );

  return (
    <div
      // The reader is dark in any theme: pages read best on a dark ground. Nothing in it is
      // selectable text, so taps and long presses never select.
      className="dark relative min-h-dvh bg-background text-foreground select-none [-webkit-touch-callout:none]"
      onPointerMove={(event) => event.pointerType === "mouse" && bars.reveal()}
    >
      <ReaderTopBar
        visible={bars.visible}
        hold={bars.hold}
        manga={chapter.manga}
        mangaId={mangaId}
        mangaTitle={chapter.manga.title}
        chapterId={chapter.id}
        chapterNumber={chapter.number}
        chapterTitle={chapter.title ?? null}
        onToggleInterface={toggleBars}
        onShowHelp={() => setHelpOpen(true)}
      />

      {vertical ? (
        <VerticalPages
          ref={setPagesElement}
          chapterId={chapter.id}
          chapterNumber={chapter.number}
          pages={pages}
          nextChapter={nextChapter}
          position={position}
          autoScrolling={autoScroll.playing}
          onAutoScrollHandedOver={() => autoScroll.setPlaying(true)}
          endScreen={endScreen}
          zoomPercent={zoom.percent}
          gap={gap[0]}
          widthLimit={widthLimit[0]}
          onPositionInView={goTo}
        />
      ) : (
        <PagedPages
          ref={setPagesElement}
          pages={pages}
          view={view}
          endScreen={endScreen}
          fit={fit[0]}
          zoomPercent={zoom.percent}
          rightToLeft={rightToLeft}
        />
      )}

      {!vertical && (
        <SideArrows
          visible={bars.visible}
          hold={bars.hold}
          rightToLeft={rightToLeft}
          can={can}
          move={move}
        />
      )}

      <ZoomPanel
        visible={bars.visible}
        hold={bars.hold}
        percent={zoom.percent}
        onStep={zoom.step}
      />

      <ReaderBottomBar
        visible={bars.visible}
        hold={bars.hold}
        page={page}
        view={view}
        double={double}
        pageCount={chapter.pageCount}
        isFullscreen={fullscreen.isFullscreen}
        canGoBack={can("back")}
        canGoForward={can("forward")}
        onBack={() => move("back")}
        onForward={() => move("forward")}
        onPickPage={(number) => goTo({ chapterNumber: chapter.number, page: number })}
        onToggleFullscreen={fullscreen.toggle}
        returnFocus={returnFocus}
        offline={
          <>
            <OfflineDownloadDialog mangaId={mangaId} fromNumber={chapter.number} compact />
            <SyncStatus />
          </>
        }
        settings={
          <ReaderSettings
            readingDirection={[readingDirection, setReadingDirection]}
            layout={layout}
            fit={fit}
            offset={offset}
            gap={gap}
            widthLimit={widthLimit}
            autoScroll={autoScroll}
            autoPlay={autoPlay}
            returnFocus={returnFocus}
          />
        }
      />

      <KeyboardHelp open={helpOpen} onOpenChange={setHelpOpen} />
    </div>
  );
}
