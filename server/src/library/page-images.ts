import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import sharp, { type Sharp } from "sharp";
import type { DownloadQuality } from "../generated/prisma/client.ts";
import { renderPage, type PageData } from "../media/page.ts";
import { MAX_IMAGE_PIXELS, variantKey, variantWidths } from "../media/image-variants.ts";
import type { Storage } from "../lib/storage.ts";

/**
 * The longest side, in pixels, a downloaded page may have at each quality; null keeps the page's
 * full size.
 */
export const LONG_SIDE_OF_QUALITY: Record<DownloadQuality, number | null> = {
  HIGH: null,
  MEDIUM: 1600,
  LOW: 1000,
};

/** A page's image as it goes into an archive: its bytes as they come, and the file extension. */
export interface PageImage {
  extension: string;
  bytes: Readable;
}

/**
 * Where a downloaded page's image comes from: the one seam between archives and page storage.
 * `longSide` null keeps the full size; otherwise the image is scaled down (never up) so its
 * longest side is at most that. Stored uploads plug in here, beside the generated pages.
 */
export type PageImageSource = (
  page: PageData & { imageKey?: string | null },
  longSide: number | null,
) => Promise<PageImage>;

/** Scaled to `longSide` (never up) and encoded as JPEG, streaming as it is written. */
function asJpeg(image: Sharp, longSide: number | null): PageImage {
  if (longSide !== null) {
    image = image.resize({
      width: longSide,
      height: longSide,
      fit: "inside",
      withoutEnlargement: true,
    });
  }
  return { extension: "jpg", bytes: image.jpeg({ quality: 85, mozjpeg: true }) };
}

/**
 * The generated page, rasterized: reader apps do not open SVG. JPEG because every reader app
 * opens it (WebP is still missing from some). sharp streams the encoded image as it is written.
 */
export const generatedPageImage: PageImageSource = async (page, longSide) =>
  asJpeg(sharp(Buffer.from(renderPage(page))), longSide);

/** One stored WebP variant of a published page, decoding as it streams in. */
async function storedVariant(storage: Storage, imageKey: string, width: number): Promise<Sharp> {
  const key = variantKey(imageKey, width, "webp");
  const stored = await storage.get(key);
  if (!stored) throw new Error(`The stored page image ${key} is missing`);
  const decoder = sharp({ limitInputPixels: MAX_IMAGE_PIXELS });
  // A failure at either end destroys both: the store's stream when the reader stops reading, the
  // image (and so the answer) when the store's stream fails. Its error reaches the reader through
  // the image.
  pipeline(stored.body, decoder).catch(() => {});
  return decoder;
}

/**
 * A published page's stored image (its largest WebP variant) where it has one, the generated page
 * otherwise.
 */
export const pageImageFrom =
  (storage: Storage): PageImageSource =>
  async (page, longSide) =>
    page.imageKey
      ? asJpeg(
          await storedVariant(storage, page.imageKey, variantWidths(page.width).at(-1)!),
          longSide,
        )
      : generatedPageImage(page, longSide);

/**
 * An image about `width` pixels wide, as JPEG (every reader app opens it): a stored image's
 * variant that suits the width (the smallest at least that wide, else the largest, as the media
 * router picks), or the drawn SVG scaled to it (never up). Without `width`, its full size.
 */
export async function jpegAtWidth(
  storage: Storage,
  stored: { key: string; width: number } | null,
  draw: () => string,
  width: number | null,
): Promise<PageImage> {
  if (!stored) {
    const image = sharp(Buffer.from(draw()));
    return asJpeg(width ? image.resize({ width, withoutEnlargement: true }) : image, null);
  }
  const widths = variantWidths(stored.width);
  const chosen = (width && widths.find((candidate) => candidate >= width)) || widths.at(-1)!;
  return asJpeg(await storedVariant(storage, stored.key, chosen), null);
}

/** A page's image about `width` pixels wide, for reader apps streaming pages (OPDS). */
export const pageAtWidthFrom =
  (storage: Storage) =>
  (page: PageData & { imageKey?: string | null }, width: number | null): Promise<PageImage> =>
    jpegAtWidth(
      storage,
      page.imageKey ? { key: page.imageKey, width: page.width } : null,
      () => renderPage(page),
      width,
    );
