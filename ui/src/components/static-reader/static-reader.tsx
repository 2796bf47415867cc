import { ChevronLeft, ChevronRight } from "lucide-react";
import { AppLink } from "../../lib/link.tsx";
import { Button } from "../button/button.tsx";

/** A way from the page on screen: its address and what it says (e.g. "Next page"). */
export interface StaticReaderLink {
  href: string;
  label: string;
}

export interface StaticReaderProps {
  /** the title the chapter belongs to, linking to its page */
  title: StaticReaderLink;
  /** the chapter, e.g. "Chapter 12: The Long Night" */
  heading: string;
  /** the page on screen; `srcSet` and `sizes` when it comes in several widths */
  page: {
    src: string;
    srcSet?: string;
    sizes?: string;
    alt: string;
    width: number;
    height: number;
  };
  /** where the reader is, e.g. "Page 2 of 17" */
  position: string;
  /** back: the previous page, or the previous chapter; none before the first */
  previous: StaticReaderLink | null;
  /** on: the next page, the next chapter, or back to the title; a tap on the page goes there too */
  next: StaticReaderLink;
  /** names the links between pages, e.g. "Pages" */
  navigationLabel: string;
}

/**
 * One page of a chapter with plain links around it: the reader as HTML alone, before its script
 * has started or without one. The page is as large as the screen lets it be, and its box has its
 * proportions before the image arrives, so nothing moves when it does.
 */
export function StaticReader({
  title,
  heading,
  page,
  position,
  previous,
  next,
  navigationLabel,
}: StaticReaderProps) {
  return (
    <div className="dark flex min-h-dvh flex-col bg-background text-foreground">
      <header className="flex h-14 items-center px-3">
        <div className="min-w-0 flex-1">
          <AppLink
            href={title.href}
            className="block truncate text-sm font-semibold hover:underline"
          >
            {title.label}
          </AppLink>
          <h1 className="truncate text-xs text-muted-foreground">{heading}</h1>
        </div>
      </header>
      <main className="flex flex-1 items-center justify-center p-2">
        <AppLink href={next.href} aria-label={next.label}>
          <img
            src={page.src}
            srcSet={page.srcSet}
            sizes={page.sizes}
            alt={page.alt}
            width={page.width}
            height={page.height}
            fetchPriority="high"
            style={{ aspectRatio: `${page.width} / ${page.height}` }}
            className="h-[calc(100dvh-8.5rem)] w-auto max-w-full object-contain"
          />
        </AppLink>
      </main>
      <nav
        aria-label={navigationLabel}
        className="flex h-20 items-center justify-between gap-2 px-3"
      >
        {previous ? (
          <Button asChild variant="outline">
            <AppLink href={previous.href}>
              <ChevronLeft />
              {previous.label}
            </AppLink>
          </Button>
        ) : (
          <span />
        )}
        <span className="text-sm tabular-nums text-muted-foreground">{position}</span>
        <Button asChild variant="outline">
          <AppLink href={next.href}>
            {next.label}
            <ChevronRight />
          </AppLink>
        </Button>
      </nav>
    </div>
  );
}
