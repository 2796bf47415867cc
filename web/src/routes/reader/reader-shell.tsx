import { Button, storedImageSrcSet } from "@inkpanel/ui";
import { useLingui } from "@lingui/react/macro";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { preload } from "react-dom";
import { Link } from "react-router";
import { useFragment, type FragmentType } from "../../gql";
import { formatChapterNumber } from "../../lib/format.ts";
import { ChapterReader_chapter } from "./chapter-reader.tsx";
import { EmptyChapter } from "./empty-chapter.tsx";

interface ReaderShellProps {
  chapter: FragmentType<typeof ChapterReader_chapter>;
  /** the title as the URL names it (id or slug) */
  mangaId: string;
  /** the `?page=` asked for (see readPageParam) */
  page: number | "end";
}

/**
 * The chapter as the server renders it, before the app takes over, and all of it without
 * JavaScript: the page asked for, as large as the screen lets it be (by CSS: the server does not
 * know the window the reader will size it to), and links to the pages and chapters around it.
 * Its image is what a phone paints first; the reader replaces the shell once it has started.
 */
export function ReaderShell({ mangaId, page: asked, ...props }: ReaderShellProps) {
  const { t } = useLingui();
  const chapter = useFragment(ChapterReader_chapter, props.chapter);
  const titlePath = `/manga/${mangaId}`;
  const chapterPath = (number: number) => `${titlePath}/chapter/${number}`;
  if (chapter.pageCount === 0) return <EmptyChapter chapter={chapter} mangaId={mangaId} />;
  // The end screen's place is after the last page: the shell shows that page.
  const page = asked === "end" ? chapter.pageCount : asked;
  const shown = chapter.pages[page - 1];
  // A stored page comes in several widths: the browser picks the one for the width it is drawn
  // at, the screen's less the margins, or less when the screen's height is the limit.
  const srcSet = shown && storedImageSrcSet(shown.imageUrl);
  const sizes =
    srcSet &&
    `min(calc(100vw - 1rem), calc((100vh - 8.5rem) * ${(shown.width / shown.height).toFixed(3)}))`;
  // Requested from the head, before the page's styles and the image's own tag are read.
  if (shown) {
    preload(shown.imageUrl, {
      as: "image",
      fetchPriority: "high",
      imageSrcSet: srcSet,
      imageSizes: sizes,
    });
  }
  const chapterNumber = formatChapterNumber(chapter.number);
  const previous =
    page > 1
      ? { to: `?page=${page - 1}`, label: t`Previous page` }
      : chapter.previous
        ? {
            to: `${chapterPath(chapter.previous.number)}?page=${chapter.previous.pageCount}`,
            label: t`Previous chapter`,
          }
        : null;
  const next =
    page < chapter.pageCount
      ? { to: `?page=${page + 1}`, label: t`Next page` }
      : chapter.next
        ? { to: chapterPath(chapter.next.number), label: t`Next chapter` }
        : { to: titlePath, label: t`Back to the title` };
  const pageCount = chapter.pageCount;
  return (
    <div className="dark flex min-h-dvh flex-col bg-background text-foreground">
      <header className="flex h-14 items-center px-3">
        <div className="min-w-0 flex-1">
          <Link to={titlePath} className="block truncate text-sm font-semibold hover:underline">
            {chapter.manga.title}
          </Link>
          <h1 className="truncate text-xs text-muted-foreground">
            {chapter.title
              ? t`Chapter ${chapterNumber}: ${chapter.title}`
              : t`Chapter ${chapterNumber}`}
          </h1>
        </div>
      </header>
      <main className="flex flex-1 items-center justify-center p-2">
        {shown && (
          // A tap on the page turns it, as in the reader.
          <Link to={next.to} aria-label={next.label}>
            <img
              src={shown.imageUrl}
              srcSet={srcSet}
              sizes={sizes}
              alt={t`Page ${shown.number}`}
              width={shown.width}
              height={shown.height}
              fetchPriority="high"
              // Its box is the screen's height less the bars', before the image has loaded:
              // nothing moves when it arrives.
              style={{ aspectRatio: `${shown.width} / ${shown.height}` }}
              className="h-[calc(100dvh-8.5rem)] w-auto max-w-full object-contain"
            />
          </Link>
        )}
      </main>
      <nav aria-label={t`Pages`} className="flex h-20 items-center justify-between gap-2 px-3">
        {previous ? (
          <Button asChild variant="outline">
            <Link to={previous.to}>
              <ChevronLeft />
              {previous.label}
            </Link>
          </Button>
        ) : (
          <span />
        )}
        <span className="text-sm tabular-nums text-muted-foreground">
          {t`Page ${page} of ${pageCount}`}
        </span>
        <Button asChild variant="outline">
          <Link to={next.to}>
            {next.label}
            <ChevronRight />
          </Link>
        </Button>
      </nav>
    </div>
  );
}
