import { useMutation } from "@apollo/client/react";
import { cn } from "@inkpanel/ui";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { preload } from "react-dom";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { graphql, useFragment, type FragmentType } from "../../gql";
import { KeyboardHelp } from "./keyboard-help.tsx";
import { ReaderBottomBar } from "./reader-bottom-bar.tsx";
import {
  nextTarget,
  pagesToPreload,
  previousTarget,
  readPageParam,
  zoom,
  type ReaderLayout,
  type ReaderTarget,
} from "./reader-navigation.ts";
import { ReaderPages } from "./reader-pages.tsx";
import { ReaderTopBar } from "./reader-top-bar.tsx";
import { ZoomPanel } from "./zoom-panel.tsx";
import { useAutoHide } from "./use-auto-hide.ts";
import { useFullscreen } from "./use-fullscreen.ts";
import { useReaderKeys } from "./use-reader-keys.ts";
import { useReadingDirection, type UseReadingDirection_reader } from "./use-reading-direction.ts";

export const ChapterReader_chapter = graphql(`
  fragment ChapterReader_chapter on Chapter {
    id
    number
    title
    pageCount
    manga {
      id
      title
      ...SaveButton_manga
    }
    pages {
      number
      imageUrl
      width
      height
    }
    previous {
      id
      number
      pageCount
    }
    next {
      id
      number
      pages {
        number
        imageUrl
        width
        height
      }
    }
  }
`);

export const RecordChapterViewMutation = graphql(`
  mutation RecordChapterView($chapterId: ID!) {
    recordChapterView(chapterId: $chapterId) {
      id
      views
    }
  }
`);

/** How long the bars stay after the last mouse move, click or key press. */
const barsHideAfterMs = 3000;

interface ChapterReaderProps {
  chapter: FragmentType<typeof ChapterReader_chapter>;
  /** the signed-in reader, whose saved direction wins; null when signed out */
  reader: FragmentType<typeof UseReadingDirection_reader> | null;
}

export function ChapterReader(props: ChapterReaderProps) {
  const chapter = useFragment(ChapterReader_chapter, props.chapter);
  const { mangaId = chapter.manga.id } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const page = readPageParam(searchParams.get("page"), chapter.pageCount);

  const [readingDirection, setReadingDirection] = useReadingDirection(props.reader);
  const [layout, setLayout] = useState<ReaderLayout>("single");
  const [zoomPercent, setZoomPercent] = useState<number>(zoom.initial);
  const [helpOpen, setHelpOpen] = useState(false);
  const fullscreen = useFullscreen();
  const bars = useAutoHide(barsHideAfterMs);
  useRecordChapterView(chapter.id);

  const position = {
    page,
    pageCount: chapter.pageCount,
    previousChapter: chapter.previous ?? null,
    nextChapter: chapter.next ?? null,
  };
  const next = nextTarget(position, chapter.number);
  const previous = previousTarget(position, chapter.number);

  // Page turns replace the history entry; moving to another chapter adds one.
  const goTo = (target: ReaderTarget | null) => {
    if (!target) return;
    const sameChapter = target.chapterNumber === chapter.number;
    navigate(`/manga/${mangaId}/chapter/${target.chapterNumber}?page=${target.page}`, {
      replace: sameChapter,
    });
  };

  for (const ahead of pagesToPreload(chapter.pages, page, chapter.next?.pages[0])) {
    preload(ahead.imageUrl, { as: "image" });
  }

  const rightToLeft = readingDirection === "RTL";
  const keyActions = {
    forward: () => goTo(next),
    back: () => goTo(previous),
    toggleFullscreen: fullscreen.toggle,
    toggleInterface: bars.toggle,
    toggleHelp: () => setHelpOpen((open) => !open),
    interact: bars.reveal,
  };
  useReaderKeys(keyActions, rightToLeft);

  // In right-to-left titles the story moves leftwards, so the left arrow is "next".
  const leftTarget = rightToLeft ? next : previous;
  const rightTarget = rightToLeft ? previous : next;

  return (
    <div
      // The reader is dark in any theme: pages read best on a dark ground.
      className="dark relative min-h-dvh bg-background text-foreground"
      onMouseMove={bars.reveal}
      onClick={bars.reveal}
    >
      <ReaderTopBar
        visible={bars.visible}
        manga={chapter.manga}
        mangaId={mangaId}
        mangaTitle={chapter.manga.title}
        chapterId={chapter.id}
        chapterNumber={chapter.number}
        chapterTitle={chapter.title ?? null}
        onToggleInterface={bars.toggle}
        onShowHelp={() => setHelpOpen(true)}
      />

      <ReaderPages
        pages={chapter.pages}
        page={page}
        layout={layout}
        zoomPercent={zoomPercent}
        readingDirection={readingDirection}
        onPageInView={(number) => goTo({ chapterNumber: chapter.number, page: number })}
      />

      {readingDirection !== "VERTICAL" && (
        <>
          <SideArrow
            side="left"
            visible={bars.visible}
            target={leftTarget}
            onGo={goTo}
            onHover={bars.reveal}
          />
          <SideArrow
            side="right"
            visible={bars.visible}
            target={rightTarget}
            onGo={goTo}
            onHover={bars.reveal}
          />
        </>
      )}

      <ZoomPanel visible={bars.visible} percent={zoomPercent} onChange={setZoomPercent} />

      <ReaderBottomBar
        visible={bars.visible}
        page={page}
        pageCount={chapter.pageCount}
        layout={layout}
        readingDirection={readingDirection}
        isFullscreen={fullscreen.isFullscreen}
        canGoBack={previous !== null}
        canGoForward={next !== null}
        onBack={() => goTo(previous)}
        onForward={() => goTo(next)}
        onPickPage={(number) => goTo({ chapterNumber: chapter.number, page: number })}
        onPickLayout={setLayout}
        onPickReadingDirection={setReadingDirection}
        onToggleFullscreen={fullscreen.toggle}
      />

      <KeyboardHelp open={helpOpen} onOpenChange={setHelpOpen} />
    </div>
  );
}

interface SideArrowProps {
  side: "left" | "right";
  visible: boolean;
  target: ReaderTarget | null;
  onGo: (target: ReaderTarget) => void;
  onHover: () => void;
}

function SideArrow({ side, visible, target, onGo, onHover }: SideArrowProps) {
  const Icon = side === "left" ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      aria-label={side === "left" ? "Page to the left" : "Page to the right"}
      disabled={!target}
      onClick={() => target && onGo(target)}
      onMouseEnter={onHover}
      className={cn(
        "fixed top-1/2 z-20 flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-card/70 text-foreground transition-opacity hover:bg-card disabled:opacity-20",
        side === "left" ? "left-3" : "right-3",
        !visible && "pointer-events-none opacity-0",
      )}
    >
      <Icon className="size-6" />
    </button>
  );
}

/** Counts one view each time a chapter is opened (once, even when React renders twice). */
function useRecordChapterView(chapterId: string) {
  const [recordChapterView] = useMutation(RecordChapterViewMutation);
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (recorded.current === chapterId) return;
    recorded.current = chapterId;
    void recordChapterView({ variables: { chapterId } }).catch(() => {
      // A view that fails to count must not interrupt reading.
    });
  }, [chapterId, recordChapterView]);
}
