// The variants publishing stores of each image (publishing/images.ts) and the media routes serve:
// their widths, keys and URLs, and the largest image any of them decodes.

/**
 * The most pixels an uploaded image may have (a 64-megapixel page, 8000 × 8000): a small file can
 * declare a huge image, and decoding one takes 3 bytes a pixel. sharp's own limit is 268 MP.
 */
export const MAX_IMAGE_PIXELS = 64_000_000;

/** The widths browsers choose from (srcset); an image's own width, capped, is always one of them. */
export const VARIANT_WIDTHS = [320, 640, 1080, 1600];
const LARGEST_WIDTH = 2400;

/** The variant widths stored for an image this wide. */
export function variantWidths(width: number): number[] {
  const largest = Math.min(width, LARGEST_WIDTH);
  return [...VARIANT_WIDTHS.filter((candidate) => candidate < largest), largest];
}

/** Where one variant of a stored image lives: `<key>-<width>.webp`, or `.avif` beside it. */
export const variantKey = (key: string, width: number, format: "webp" | "avif") =>
  `${key}-${width}.${format}`;

/**
 * The URL of a stored image: `/media/images/<key>.w<width>`, the width telling the media router
 * which variants exist; `?w=` picks one (see media/stored-images.ts).
 */
export const storedImageUrl = (key: string, width: number) => `/media/images/${key}.w${width}`;
