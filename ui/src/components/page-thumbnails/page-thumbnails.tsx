import { cn } from "../../lib/cn.ts";
import { storedImageForWidth } from "../../lib/stored-image.ts";

export interface PageThumbnail {
  imageUrl: string;
  /** the page's own size, so each thumbnail has its shape before it loads */
  width: number;
  height: number;
  /** its caption and the image's name, e.g. "Page 3" */
  label: string;
}

export interface PageThumbnailsProps {
  pages: PageThumbnail[];
  /** the list's name, e.g. "Pages of chapter 12" */
  label: string;
  className?: string;
}

/** A chapter's pages, small and in order: what an uploaded archive turned into. */
export function PageThumbnails({ pages, label, className }: PageThumbnailsProps) {
  return (
    <ol
      aria-label={label}
      className={cn("grid grid-cols-[repeat(auto-fill,minmax(6rem,1fr))] gap-3", className)}
    >
      {pages.map((page) => (
        <li key={page.imageUrl}>
          <figure className="grid gap-1">
            <img
              // Thumbnails are about 100 CSS pixels wide: the smallest stored variant serves.
              src={storedImageForWidth(page.imageUrl, 320)}
              alt={page.label}
              width={page.width}
              height={page.height}
              loading="lazy"
              decoding="async"
              className="h-auto w-full rounded-md border bg-muted object-contain"
            />
            <figcaption className="text-center text-xs text-muted-foreground">
              {page.label}
              <span className="block tabular-nums">
                {page.width} × {page.height}
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ol>
  );
}
