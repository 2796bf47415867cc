import { Eye, X } from "lucide-react";
import { cn } from "../../lib/cn.ts";
import { CoverImage } from "../cover-image/cover-image.tsx";
import { useUiText } from "../../lib/ui-text.tsx";
import { AppLink } from "../../lib/link.tsx";
import { Badge, HotBadge, NewBadge, StatusBadge, type MangaStatus } from "../badge/badge.tsx";
import { Rating } from "../rating/rating.tsx";
import { Skeleton } from "../skeleton/skeleton.tsx";

export interface MangaCardManga {
  title: string;
  coverUrl: string;
  author?: string;
  /** 0–10. */
  rating: number;
  status: MangaStatus;
  genres: readonly string[];
  /** e.g. "Chapter 245". */
  latestChapterLabel?: string;
  /** Already abbreviated, e.g. "2.4M". */
  viewsLabel?: string;
  isNew?: boolean;
  isHot?: boolean;
  description?: string;
}

export interface MangaCardProps {
  manga: MangaCardManga;
  /** Where the card leads, e.g. /manga/42. */
  href: string;
  layout?: "grid" | "list";
  /** Genres shown before "+n": the spec's caps are 3 in lists (4 in browse) and 2 on top-3 cards. */
  maxGenres?: number;
  /** Rank badge for top lists (1, 2, 3…). */
  rank?: number;
  /** The page's largest image (a catalogue's first card): its cover is fetched at once and first. */
  priority?: boolean;
  /** Grid layout: a "Not interested" button on the cover (recommendations), calling this. */
  onDismiss?: () => void;
  className?: string;
}

const defaultGenreCap = { grid: 2, list: 3 } as const;

function GenreList({ genres, max }: { genres: readonly string[]; max: number }) {
  const shown = genres.slice(0, max);
  const hidden = genres.length - shown.length;
  const text = useUiText();
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={text.genres}>
      {shown.map((genre) => (
        <li key={genre}>
          <Badge variant="secondary" className="px-2 text-[0.6875rem]">
            {genre}
          </Badge>
        </li>
      ))}
      {hidden > 0 && (
        <li>
          <Badge
            variant="outline"
            className="px-2 text-[0.6875rem]"
            aria-label={text.moreGenres(hidden)}
          >
            +{hidden}
          </Badge>
        </li>
      )}
    </ul>
  );
}

/** "Not interested": above the card's link (which covers the whole card), so it gets the click. */
function DismissButton({ title, onDismiss }: { title: string; onDismiss: () => void }) {
  const text = useUiText();
  const label = text.notInterested(title);
  return (
    <button
      type="button"
      onClick={onDismiss}
      aria-label={label}
      title={label}
      className="absolute top-2 right-2 z-10 grid size-8 place-items-center rounded-full bg-background/85 text-foreground shadow-md backdrop-blur transition-colors hover:bg-background focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <X className="size-4" aria-hidden />
    </button>
  );
}

function Cover({
  manga,
  rank,
  priority,
  className,
}: {
  manga: MangaCardManga;
  rank?: number;
  priority?: boolean;
  className?: string;
}) {
  const text = useUiText();
  return (
    <div className={cn("relative overflow-hidden rounded-xl bg-muted", className)}>
      <CoverImage
        src={manga.coverUrl}
        // Cards sit two to a row on phones and up to six on wide screens (web/src/components/manga-results).
        sizes="(min-width: 1280px) 14rem, (min-width: 768px) 25vw, (min-width: 640px) 33vw, 50vw"
        priority={priority}
        className="size-full transition-transform duration-500 group-hover/card:scale-105"
      />
      <div className="absolute top-2 left-2 flex flex-col items-start gap-1">
        {manga.isNew && <NewBadge />}
        {manga.isHot && <HotBadge />}
      </div>
      {rank !== undefined && (
        <span className="absolute right-2 bottom-2 grid size-9 place-items-center rounded-full bg-primary text-base font-extrabold text-primary-foreground shadow-lg">
          <span className="sr-only">{text.rank} </span>
          {rank}
        </span>
      )}
    </div>
  );
}

/** A manga as a cover tile (grid) or a wide row (list). The whole card is one link. */
export function MangaCard({
  manga,
  href,
  layout = "grid",
  maxGenres,
  rank,
  priority,
  onDismiss,
  className,
}: MangaCardProps) {
  const text = useUiText();
  const genreCap = maxGenres ?? defaultGenreCap[layout];
  if (layout === "list") {
    return (
      <article
        className={cn(
          "group/card relative flex gap-4 rounded-2xl border bg-card p-3 transition-colors hover:border-primary/40",
          className,
        )}
      >
        <Cover manga={manga} rank={rank} priority={priority} className="w-24 shrink-0 sm:w-28" />
        <div className="flex min-w-0 flex-1 flex-col gap-2 py-1">
          <div className="flex items-start justify-between gap-3">
            <h3 className="line-clamp-2 text-base font-semibold leading-snug">
              <AppLink
                href={href}
                className="after:absolute after:inset-0 after:rounded-2xl hover:text-primary"
              >
                {manga.title}
              </AppLink>
            </h3>
            <Rating value={manga.rating} />
          </div>
          {manga.author && <p className="text-sm text-muted-foreground">{manga.author}</p>}
          {manga.description && (
            <p className="line-clamp-2 text-sm text-muted-foreground">{manga.description}</p>
          )}
          <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-2 text-xs text-muted-foreground">
            <StatusBadge status={manga.status} />
            {manga.latestChapterLabel && <span>{manga.latestChapterLabel}</span>}
            {manga.viewsLabel && (
              <span className="inline-flex items-center gap-1">
                <Eye className="size-3.5" aria-hidden /> {manga.viewsLabel}
                <span className="sr-only">{text.views}</span>
              </span>
            )}
          </div>
          <GenreList genres={manga.genres} max={genreCap} />
        </div>
      </article>
    );
  }
  return (
    <article className={cn("group/card relative flex flex-col gap-2.5", className)}>
      <Cover
        manga={manga}
        rank={rank}
        priority={priority}
        className="shadow-md transition-shadow group-hover/card:shadow-lg"
      />
      {onDismiss && <DismissButton title={manga.title} onDismiss={onDismiss} />}
      <div className="grid gap-1.5">
        <h3 className="line-clamp-2 text-sm font-semibold leading-snug">
          <AppLink
            href={href}
            className="after:absolute after:inset-0 after:rounded-xl group-hover/card:text-primary"
          >
            {manga.title}
          </AppLink>
        </h3>
        <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
          <Rating value={manga.rating} className="text-xs text-foreground" />
          {manga.latestChapterLabel && <span className="truncate">{manga.latestChapterLabel}</span>}
        </div>
        <GenreList genres={manga.genres} max={genreCap} />
      </div>
    </article>
  );
}

/** The loading placeholder, the same size as a card in that layout. */
export function MangaCardSkeleton({
  layout = "grid",
  className,
}: {
  layout?: "grid" | "list";
  className?: string;
}) {
  if (layout === "list") {
    return (
      <div aria-hidden className={cn("flex gap-4 rounded-2xl border bg-card p-3", className)}>
        <Skeleton className="aspect-[2/3] w-24 shrink-0 rounded-xl sm:w-28" />
        <div className="flex flex-1 flex-col gap-2 py-1">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="mt-auto h-5 w-1/2" />
        </div>
      </div>
    );
  }
  return (
    <div aria-hidden className={cn("flex flex-col gap-2.5", className)}>
      <Skeleton className="aspect-[2/3] w-full rounded-xl" />
      <Skeleton className="h-4 w-4/5" />
      <Skeleton className="h-3 w-1/2" />
    </div>
  );
}
