import { BookOpen, Info } from "lucide-react";
import { cn } from "../../lib/cn.ts";
import { storedImageSrcSet } from "../../lib/stored-image.ts";
import { AppLink } from "../../lib/link.tsx";
import { StatusBadge, type MangaStatus } from "../badge/badge.tsx";
import { buttonVariants } from "../button/button.tsx";
import { Rating } from "../rating/rating.tsx";
import { useUiText } from "../../lib/ui-text.tsx";

export interface HeroSlideProps {
  title: string;
  description: string;
  backgroundUrl: string;
  rating: number;
  status: MangaStatus;
  genres: readonly string[];
  /** e.g. "Chapter 245". */
  latestChapterLabel?: string;
  /** Chapter 1 of the title. */
  readHref: string;
  detailsHref: string;
  /**
   * The slide a page opens on: its art is fetched first (it is the page's largest paint);
   * the others wait until they are shown.
   */
  priority?: boolean;
  className?: string;
}

/** A featured title for the home carousel: art behind, the pitch and two calls to action in front. */
export function HeroSlide({
  title,
  description,
  backgroundUrl,
  rating,
  status,
  genres,
  latestChapterLabel,
  readHref,
  detailsHref,
  priority = false,
  className,
}: HeroSlideProps) {
  const text = useUiText();
  return (
    <div
      className={cn("relative isolate flex min-h-[26rem] items-end sm:min-h-[30rem]", className)}
    >
      <img
        src={backgroundUrl}
        srcSet={storedImageSrcSet(backgroundUrl)}
        sizes="100vw"
        alt=""
        width={600}
        height={900}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        className="absolute inset-0 -z-10 size-full object-cover"
      />
      {/* Keeps the text readable on any art, in either theme. */}
      <div className="absolute inset-0 -z-10 bg-linear-to-t from-media-scrim via-media-scrim/70 to-media-scrim/10 sm:bg-linear-to-r sm:via-media-scrim/60" />
      <div className="grid max-w-3xl gap-4 p-6 pb-14 text-media-foreground sm:px-20 sm:py-12 sm:pb-16">
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <Rating value={rating} className="text-media-foreground" />
          <StatusBadge status={status} className="bg-media-scrim/60 text-media-foreground" />
          {latestChapterLabel && <span className="font-medium">{latestChapterLabel}</span>}
        </div>
        <h2 className="font-display text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {title}
        </h2>
        <ul className="flex flex-wrap gap-2" aria-label={text.genres}>
          {genres.map((genre) => (
            <li
              key={genre}
              className="rounded-full border border-media-foreground/25 bg-media-foreground/10 px-3 py-0.5 text-xs font-medium backdrop-blur"
            >
              {genre}
            </li>
          ))}
        </ul>
        <p className="line-clamp-3 max-w-xl text-sm leading-6 text-media-foreground/90 sm:text-base">
          {description}
        </p>
        <div className="flex flex-wrap gap-3 pt-1">
          <AppLink href={readHref} className={buttonVariants({ size: "lg" })}>
            <BookOpen aria-hidden /> {text.startReading}
          </AppLink>
          <AppLink
            href={detailsHref}
            className={cn(
              buttonVariants({ size: "lg", variant: "outline" }),
              "border-media-foreground/30 bg-media-foreground/10 text-media-foreground backdrop-blur hover:bg-media-foreground/20 hover:text-media-foreground",
            )}
          >
            <Info aria-hidden /> {text.viewDetails}
          </AppLink>
        </div>
      </div>
    </div>
  );
}
