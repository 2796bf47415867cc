import { promisify } from "node:util";
import yauzl, { type Entry, type ZipFile } from "yauzl";

// Chapter archives (.cbz/.zip) read with yauzl, which checks each entry's name (no absolute paths,
// no "..") and that its data is as long as its header says. On top: limits against zip bombs.

export const ARCHIVE_LIMITS = {
  entries: 5000,
  pages: 1000,
  /** per page image, uncompressed */
  imageBytes: 64 * 1024 * 1024,
  /** all page images together, uncompressed */
  totalBytes: 2 * 1024 * 1024 * 1024,
  /** uncompressed over compressed size: images barely compress, a bomb compresses a thousandfold */
  ratio: 100,
};

const IMAGE_NAME = /\.(jpe?g|png|webp|avif)$/i;
/** "2.jpg" before "10.jpg", as a person reads file names. */
export const naturalOrder = new Intl.Collator("en", { numeric: true, sensitivity: "base" }).compare;

export class BadArchive extends Error {}

/** Something that calls `onPage` with each page image, in reading order. */
export type PageReader = (
  onPage: (page: { name: string; data: Buffer }) => Promise<void>,
) => Promise<unknown>;

const openZip = promisify<string, yauzl.Options, ZipFile>(yauzl.open);

/**
 * Calls `onPage` with each page image's bytes, in natural order of their names; folders, hidden
 * files and other files are skipped. Throws BadArchive for anything that is not a safe archive of
 * images, or that is over `limits` (ARCHIVE_LIMITS; tests pass smaller ones).
 */
export async function readArchivePages(
  file: string,
  onPage: (page: { name: string; data: Buffer }) => Promise<void>,
  limits: typeof ARCHIVE_LIMITS = ARCHIVE_LIMITS,
): Promise<number> {
  let zip: ZipFile;
  try {
    zip = await openZip(file, { lazyEntries: true, autoClose: false, strictFileNames: true });
  } catch (error) {
    throw new BadArchive(`it is not a zip archive (${(error as Error).message})`);
  }
  try {
    // The end-of-central-directory record says how many entries follow: refuse before reading any.
    if (zip.entryCount > limits.entries) {
      throw new BadArchive(`it has more than ${limits.entries} entries`);
    }
    const entries = await listImages(zip, limits);
    if (entries.length === 0)
      throw new BadArchive("there is no JPEG, PNG, WebP or AVIF image in it");
    if (entries.length > limits.pages) {
      throw new BadArchive(
        `it has ${entries.length} images; a chapter has at most ${limits.pages}`,
      );
    }
    for (const entry of entries) {
      await onPage({ name: entry.fileName, data: await readEntry(zip, entry) });
    }
    return entries.length;
  } finally {
    zip.close();
  }
}

function listImages(zip: ZipFile, limits: typeof ARCHIVE_LIMITS): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const images: Entry[] = [];
    let total = 0;
    const fail = (message: string) => {
      zip.removeAllListeners();
      reject(new BadArchive(message));
    };
    zip.on("entry", (entry: Entry) => {
      const base = entry.fileName.split("/").pop() ?? "";
      const isPage =
        !entry.fileName.endsWith("/") &&
        !base.startsWith(".") &&
        !entry.fileName.startsWith("__MACOSX/") &&
        IMAGE_NAME.test(base);
      if (isPage) {
        if (entry.uncompressedSize > limits.imageBytes) {
          return fail(`${entry.fileName} is larger than ${limits.imageBytes} bytes`);
        }
        const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
        if (ratio > limits.ratio) {
          return fail(
            `${entry.fileName} compresses ${Math.round(ratio)} to 1: a zip bomb, not an image`,
          );
        }
        total += entry.uncompressedSize;
        if (total > limits.totalBytes) {
          return fail(`its images are larger than ${limits.totalBytes} bytes in all`);
        }
        images.push(entry);
      }
      zip.readEntry();
    });
    zip.on("end", () => resolve(images.sort((a, b) => naturalOrder(a.fileName, b.fileName))));
    zip.on("error", (error: Error) => fail(`it is not a readable archive (${error.message})`));
    zip.readEntry();
  });
}

function readEntry(zip: ZipFile, entry: Entry): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(new BadArchive(`${entry.fileName} does not read: ${error.message}`));
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", (streamError) =>
        reject(new BadArchive(`${entry.fileName} does not read: ${streamError.message}`)),
      );
      stream.on("end", () => resolve(Buffer.concat(chunks)));
    });
  });
}
