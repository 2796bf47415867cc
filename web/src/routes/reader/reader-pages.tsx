import { cn } from "@inkpanel/ui";
import { useEffect, useEffectEvent, useRef } from "react";
import type { ReadingDirection } from "../../gql/graphql.ts";
import { visiblePages, type ReaderLayout } from "./reader-navigation.ts";

interface ReaderPage {
  number: number;
  imageUrl: string;
  width: number;
  height: number;
}

interface ReaderPagesProps {
  pages: readonly ReaderPage[];
  page: number;
  layout: ReaderLayout;
  zoomPercent: number;
  readingDirection: ReadingDirection;
  /** vertical reading: the page scrolled into the middle of the screen */
  onPageInView: (page: number) => void;
}

/** The page images: one or two side by side, or all of them in a column for vertical reading. */
export function ReaderPages(props: ReaderPagesProps) {
  if (props.readingDirection === "VERTICAL") return <VerticalPages {...props} />;

  const onScreen = visiblePages(props.page, props.layout)
    .map((number) => props.pages[number - 1])
    .filter((page) => page !== undefined);
  // At 100 % a page fits the screen: as wide as it allows (two share it in double layout) and
  // no taller than the space between the bars. Zoom scales from there.
  const maxWidth = props.layout === "double" ? "50vw - 1.5rem, 36rem" : "100vw - 2rem, 48rem";
  const pageWidth = (page: ReaderPage) =>
    `calc(min(${maxWidth}, (100dvh - 10rem) * ${page.width / page.height}) * ${props.zoomPercent / 100})`;

  return (
    <main
      className={cn(
        "flex min-h-dvh items-center justify-center-safe gap-1 overflow-auto px-4 py-20",
        props.readingDirection === "RTL" && "flex-row-reverse",
      )}
    >
      {onScreen.map((page) => (
        <PageImage key={page.number} page={page} width={pageWidth(page)} eager />
      ))}
    </main>
  );
}

function VerticalPages({ pages, page, zoomPercent, onPageInView }: ReaderPagesProps) {
  const pageElements = useRef(new Map<number, HTMLElement>());
  // The page last reported by scrolling: turning to any other page scrolls to it.
  const scrolledTo = useRef(page);

  useEffect(() => {
    if (page === scrolledTo.current) return;
    scrolledTo.current = page;
    pageElements.current.get(page)?.scrollIntoView({ block: "start" });
  }, [page]);

  const reportPageInView = useEffectEvent((entries: IntersectionObserverEntry[]) => {
    const entered = entries.find((entry) => entry.isIntersecting);
    const number = Number((entered?.target as HTMLElement | undefined)?.dataset.page);
    if (!entered || number === scrolledTo.current) return;
    scrolledTo.current = number;
    onPageInView(number);
  });

  useEffect(() => {
    // A page counts as on screen once it crosses the middle of the viewport.
    const observer = new IntersectionObserver(reportPageInView, {
      rootMargin: "-50% 0px -50% 0px",
    });
    pageElements.current.forEach((element) => observer.observe(element));
    return () => observer.disconnect();
  }, []);

  return (
    <main className="flex flex-col items-center overflow-x-auto py-20">
      {pages.map((image) => (
        <div
          key={image.number}
          data-page={image.number}
          ref={(element) => {
            if (element) pageElements.current.set(image.number, element);
            else pageElements.current.delete(image.number);
          }}
        >
          <PageImage
            page={image}
            width={`calc(min(100vw - 2rem, 48rem) * ${zoomPercent / 100})`}
            eager={Math.abs(image.number - page) <= 1}
          />
        </div>
      ))}
    </main>
  );
}

/** A page at its true proportions: width and height reserve its box before the image arrives. */
function PageImage({ page, width, eager }: { page: ReaderPage; width: string; eager: boolean }) {
  return (
    <img
      src={page.imageUrl}
      alt={`Page ${page.number}`}
      width={page.width}
      height={page.height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className="h-auto max-w-none shrink-0 bg-muted select-none"
      style={{ width }}
      draggable={false}
    />
  );
}
