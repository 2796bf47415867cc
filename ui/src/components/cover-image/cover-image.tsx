import { cn } from "../../lib/cn.ts";
import { storedImageSrcSet } from "../../lib/stored-image.ts";

export interface CoverImageProps {
  /** the title's cover: a stored image comes in the variant that fits `sizes` */
  src: string;
  /** how wide it is drawn (an <img sizes>), for picking the variant */
  sizes: string;
  /** the page's largest image (a catalogue's first card): fetched at once and first */
  priority?: boolean;
  className?: string;
}

/**
 * A title's cover at 2:3, beside its title (so it says nothing more: empty alt). It reserves its
 * room before it loads, and loads when scrolled near.
 */
export function CoverImage({ src, sizes, priority = false, className }: CoverImageProps) {
  return (
    <img
      src={src}
      srcSet={storedImageSrcSet(src)}
      sizes={sizes}
      alt=""
      width={600}
      height={900}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      className={cn("aspect-[2/3] object-cover", className)}
    />
  );
}
