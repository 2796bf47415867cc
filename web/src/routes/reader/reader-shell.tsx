import { StaticReader, storedImageSrcSet } from "@inkpanel/ui";
import { useLingui } from "@lingui/react/macro";
import { preload } from "react-dom";
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
  if (chapter.pageCount === 0) return <EmptyChapter chapter={chapter} mangaId={mangaId} />;
  const titlePath = `/manga/${mangaId}`;
  const pageOf = (number: number, page: number) => `${titlePath}/chapter/${number}?page=${page}`;
  // The end screen's place is after the last page: the shell shows that page.
  const page = asked === "end" ? chapter.pageCount : asked;
  const shown = chapter.pages[page - 1]!;
  // A stored page comes in several widths: the browser picks the one for the width it is drawn
  // at, the screen's less the margins, or less when the screen's height is the limit.
  const srcSet = storedImageSrcSet(shown.imageUrl);
  const sizes =
    srcSet &&
    `min(calc(100vw - 1rem), calc((100vh - 8.5rem) * ${(shown.width / shown.height).toFixed(3)}))`;
  // Requested from the head, before the page's styles and the image's own tag are read.
  preload(shown.imageUrl, {
    as: "image",
    fetchPriority: "high",
    imageSrcSet: srcSet,
    imageSizes: sizes,
  });
  const chapterNumber = formatChapterNumber(chapter.number);
  const pageCount = chapter.pageCount;
  return (
    <StaticReader
      title={{ href: titlePath, label: chapter.manga.title }}
      heading={
        chapter.title ? t`Chapter ${chapterNumber}: ${chapter.title}` : t`Chapter ${chapterNumber}`
      }
      page={{
        src: shown.imageUrl,
        srcSet,
        sizes,
        alt: t`Page ${shown.number}`,
        width: shown.width,
        height: shown.height,
      }}
      position={t`Page ${page} of ${pageCount}`}
      previous={
        page > 1
          ? { href: pageOf(chapter.number, page - 1), label: t`Previous page` }
          : chapter.previous
            ? {
                href: pageOf(chapter.previous.number, chapter.previous.pageCount),
                label: t`Previous chapter`,
              }
            : null
      }
      next={
        page < pageCount
          ? { href: pageOf(chapter.number, page + 1), label: t`Next page` }
          : chapter.next
            ? { href: `${titlePath}/chapter/${chapter.next.number}`, label: t`Next chapter` }
            : { href: titlePath, label: t`Back to the title` }
      }
      navigationLabel={t`Pages`}
    />
  );
}
