// Images the server stores (uploaded covers and pages) live at `/media/images/<key>.w<width>`,
// <width> being the image's own; `?w=N` answers the stored variant that is the smallest at least N
// wide (server/src/media/stored-images.ts). Other image URLs (the seed's drawn SVGs) scale freely.

/** The variant widths the server stores: keep in step with server/src/publishing/images.ts. */
const VARIANT_WIDTHS = [320, 640, 1080, 1600];
const LARGEST_WIDTH = 2400;

const storedImage = /\/media\/images\/[^?#]+\.w(\d+)$/;

/** The widths a stored image comes in, smallest first; null for any other URL. */
function variantWidthsOf(url: string): number[] | null {
  const match = storedImage.exec(url);
  if (!match) return null;
  const largest = Math.min(Number(match[1]), LARGEST_WIDTH);
  return [...VARIANT_WIDTHS.filter((width) => width < largest), largest];
}

/** An <img srcset> naming each variant of a stored image; undefined for any other URL. */
export function storedImageSrcSet(url: string): string | undefined {
  return variantWidthsOf(url)
    ?.map((width) => `${url}?w=${width} ${width}w`)
    .join(", ");
}

/**
 * The URL of a stored image's variant for drawing it `pixels` device pixels wide (the smallest at
 * least that wide, else the largest); any other URL as it is. One URL per variant, so a page
 * preloaded at one width is the very image shown.
 */
export function storedImageForWidth(url: string, pixels: number): string {
  const widths = variantWidthsOf(url);
  if (!widths) return url;
  return `${url}?w=${widths.find((width) => width >= pixels) ?? widths.at(-1)}`;
}
