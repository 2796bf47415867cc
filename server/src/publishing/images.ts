import { Readable } from "node:stream";
import sharp, { type SharpOptions } from "sharp";
import type { Storage } from "../lib/storage.ts";
import { MAX_IMAGE_PIXELS, variantKey, variantWidths } from "../media/image-variants.ts";

// Published images: sharp reads each one's true size, refuses what does not decode, and stores WebP
// variants (metadata stripped, sharp's default) at a few widths, so a phone is sent a phone's page,
// plus an AVIF of each width where that is smaller, for browsers that accept it.

const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "heif"]);

/** sharp on an upload's bytes, refusing (from the header, at metadata()) more than MAX_IMAGE_PIXELS. */
const decode = (data: Buffer, options: SharpOptions = {}) =>
  sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, ...options });

export class UnreadableImage extends Error {}

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * Reads and fully decodes the image (so a truncated file is caught here, not in a reader's
 * browser), and stores its variants (see media/image-variants.ts). Returns its size, upright.
 */
export async function storeImage(storage: Storage, key: string, data: Buffer): Promise<ImageSize> {
  let size: ImageSize;
  try {
    const metadata = await decode(data).metadata();
    if (!ACCEPTED_FORMATS.has(metadata.format ?? "")) {
      throw new UnreadableImage(`${metadata.format ?? "this"} is not JPEG, PNG, WebP or AVIF`);
    }
    // A photo's EXIF orientation turns it; the variants are stored upright.
    size = metadata.autoOrient ?? { width: metadata.width!, height: metadata.height! };
    await decode(data, { failOn: "error" }).stats();
  } catch (error) {
    if (error instanceof UnreadableImage) throw error;
    throw new UnreadableImage(`the image does not decode (${(error as Error).message})`);
  }
  for (const width of variantWidths(size.width)) {
    const resized = decode(data).rotate().resize({ width });
    const webp = await resized.clone().webp({ quality: 82 }).toBuffer();
    await storage.put(variantKey(key, width, "webp"), Readable.from(webp), "image/webp");
    // AVIF only where it saves bytes (usually a third on screentone and line art). Effort 2 of 9
    // keeps publishing quick: higher efforts shave a few per cent more at several times the time.
    const avif = await resized.clone().avif({ quality: 55, effort: 2 }).toBuffer();
    if (avif.length < webp.length) {
      await storage.put(variantKey(key, width, "avif"), Readable.from(avif), "image/avif");
    }
  }
  return size;
}
