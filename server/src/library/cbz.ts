import type { Readable, Writable } from "node:stream";
import { finished, pipeline } from "node:stream/promises";
import { ZipFile } from "yazl";
import type { PageData } from "../media/page.ts";
import { comicInfoXml, type ComicInfo } from "./comic-info.ts";
import type { PageImageSource } from "./page-images.ts";

export interface CbzContent {
  info: Omit<ComicInfo, "pages">;
  /** every page in reading order; a bookmark marks a chapter's first page */
  pages: { data: PageData; bookmark?: string }[];
}

/**
 * Streams a .cbz (ComicInfo.xml, then the page images in order: 001.jpg, 002.jpg…) into
 * `destination`. One page at a time: the next image is asked for once the last one has gone
 * through the archive, which moves only as fast as `destination` takes it, so a whole title never
 * sits in memory. Images are stored, not deflated: JPEG does not shrink further.
 */
export async function streamCbz(
  destination: Writable,
  content: CbzContent,
  pageImage: PageImageSource,
  longSide: number | null,
): Promise<void> {
  const zip = new ZipFile();
  let current: Readable | null = null;
  const written = pipeline(zip.outputStream, destination);
  // A reader who leaves mid-download ends the pipeline early, which stops the page being rendered
  // too. (Through the pipeline rather than a "close" listener of its own: a response already has
  // ten, and an eleventh made Node warn of a leak on every download.) Awaited at the end; a
  // failure before then surfaces in the loop, so none goes unhandled.
  written.catch(() => current?.destroy());
  const mtime = new Date();

  const info = comicInfoXml({
    ...content.info,
    pages: content.pages.map(({ bookmark }) => (bookmark ? { bookmark } : {})),
  });
  zip.addBuffer(Buffer.from(info), "ComicInfo.xml", { mtime });
  const digits = Math.max(3, String(content.pages.length).length);
  try {
    for (const [index, { data }] of content.pages.entries()) {
      if (destination.destroyed) throw new Error("The download was closed before its end.");
      const image = await pageImage(data, longSide);
      current = image.bytes;
      const name = `${String(index + 1).padStart(digits, "0")}.${image.extension}`;
      zip.addReadStream(image.bytes, name, { compress: false, mtime });
      // Only its reading end: a source may be a duplex (sharp) whose writing end was never used.
      await finished(image.bytes, { writable: false });
    }
  } catch (error) {
    destination.destroy(error as Error);
    throw error;
  }
  zip.end();
  await written;
}
