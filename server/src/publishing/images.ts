import { Readable } from "node:stream";
import sharp from "sharp";
import type { Storage } from "../storage/storage.ts";

// Published images: sharp reads each one's true size, refuses what does not decode, and stores WebP
// variants (metadata stripped, sharp's default) at a few widths, so a phone is sent a phone's page.

/** The widths browsers choose from (srcset); an image's own width, capped, is always one of them. */
export const VARIANT_WIDTHS = [320, 640, 1080, 1600];
const LARGEST_WIDTH = 2400;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "heif"]);

export class UnreadableImage extends Error {}

export interface ImageSize {
  width: number;
  height: number;
}

/** The variant widths stored for an image this wide. */
export function variantWidths(width: number): number[] {
  const largest = Math.min(width, LARGEST_WIDTH);
  return [...VARIANT_WIDTHS.filter((candidate) => candidate < largest), largest];
}

/**
 * Reads and fully decodes the image (so a truncated file is caught here, not in a reader's
 * browser), and stores its variants as `<key>-<width>.webp`. Returns its size, upright.
 */
export async function storeImage(storage: Storage, key: string, data: Buffer): Promise<ImageSize> {
  let size: ImageSize;
  try {
    const metadata = await sharp(data).metadata();
    if (!ACCEPTED_FORMATS.has(metadata.format ?? "")) {
      throw new UnreadableImage(`${metadata.format ?? "this"} is not JPEG, PNG, WebP or AVIF`);
    }
    // A photo's EXIF orientation turns it; the variants are stored upright.
    size = metadata.autoOrient ?? { width: metadata.width!, height: metadata.height! };
    await sharp(data, { failOn: "error" }).stats();
  } catch (error) {
    if (error instanceof UnreadableImage) throw error;
    throw new UnreadableImage(`the image does not decode (${(error as Error).message})`);
  }
  for (const width of variantWidths(size.width)) {
    const variant = await sharp(data).rotate().resize({ width }).webp({ quality: 82 }).toBuffer();
    await storage.put(`${key}-${width}.webp`, Readable.from(variant), "image/webp");
  }
  return size;
}

/**
 * The URL of a stored image: `/media/images/<key>.w<width>`, the width telling the media router
 * which variants exist; `?w=` picks one (see media/stored-images.ts).
 */
export const storedImageUrl = (key: string, width: number) => `/media/images/${key}.w${width}`;
