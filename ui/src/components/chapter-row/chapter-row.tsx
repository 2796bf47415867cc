import { ChevronRight, FileText } from "lucide-react";
import { cn } from "../../lib/cn.ts";
import { formatMediumDate } from "../../lib/date-format.ts";
import { AppLink } from "../../lib/link.tsx";
import { NewBadge } from "../badge/badge.tsx";
import { useUiText } from "../../lib/ui-text.tsx";

export interface ChapterRowProps {
  number: number;
  title?: string | null;
  releasedAt: Date | string;
  pages: number;
  isNew?: boolean;
  /** The reader page, e.g. /manga/42/chapter/245. */
  href: string;
  className?: string;
}

export function ChapterRow({
  number,
  title,
  releasedAt,
  pages,
  isNew = false,
  href,
  className,
}: ChapterRowProps) {
  const text = useUiText();
  // In UTC, as the server renders it: a date in the browser's zone could read another day
  // than the page's HTML, and React would throw the page's markup away while hydrating.
  const released = new Date(releasedAt);
  return (
    <li
      className={cn(
        "group/row relative flex items-center gap-4 rounded-xl border bg-card px-4 py-3 transition-colors hover:border-primary/40 hover:bg-accent/40",
        className,
      )}
    >
      <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-muted text-sm font-bold tabular-nums">
        {number}
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 font-semibold">
          <span className="truncate">
            {text.chapterRow.chapter(String(number))}
            {title && <span className="font-normal text-muted-foreground">: {title}</span>}
          </span>
          {isNew && <NewBadge className="shrink-0" />}
        </p>
        <p className="mt-0.5 flex items-center gap-3 text-xs text-muted-foreground">
          <time dateTime={released.toISOString()}>{formatMediumDate(text.locale, released)}</time>
          <span className="inline-flex items-center gap-1">
            <FileText className="size-3.5" aria-hidden /> {text.chapterRow.pages(pages)}
          </span>
        </p>
      </div>
      <AppLink
        href={href}
        aria-label={text.chapterRow.readChapter(String(number))}
        className="inline-flex items-center gap-1 rounded-lg px-3 py-1.5 text-sm font-semibold text-primary after:absolute after:inset-0 after:rounded-xl group-hover/row:underline"
      >
        {text.chapterRow.read} <ChevronRight className="size-4" aria-hidden />
      </AppLink>
    </li>
  );
}
