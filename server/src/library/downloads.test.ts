import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { JSDOM } from "jsdom";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromBuffer, type ZipFile } from "yauzl";
import type { DownloadQuality } from "../generated/prisma/client.ts";
import { createMailer } from "../mail/mailer.ts";
import { useTestDb } from "../test/database.ts";
import { sessionCookieOf, useHttpApp } from "../test/http.ts";
import { mangas, plan, readers, useLibraryScenario } from "./library.scenarios.ts";
import { generatedPageImage } from "./page-images.ts";

// Downloads are .cbz archives, and only Premium and Ultimate readers get them (the server checks).
const db = useTestDb();
useLibraryScenario(db);
const scratch = mkdtempSync(path.join(tmpdir(), "inkpanel-download-test-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const premium = { ...plan, id: "premium", name: "Premium", monthlyPrice: 9.99, sortOrder: 2 };
/** A title whose pages are larger than every quality's long side, so each quality shows. */
const large = {
  id: "download-large",
  slug: "download-large",
  title: "Large Print",
  chapterId: "download-large-1",
  page: { width: 1400, height: 2400 },
};
let addedPremium = false;
beforeAll(async () => {
  const { count } = await db.plan.createMany({ data: [premium], skipDuplicates: true });
  addedPremium = count === 1;
  await db.user.update({ where: { id: readers.ben.id }, data: { planId: premium.id } });
  await db.manga.deleteMany({ where: { id: large.id } });
  await db.manga.create({
    data: {
      id: large.id,
      slug: large.slug,
      title: large.title,
      description: "Big pages",
      author: "Test Author",
      status: "ONGOING",
      chapters: {
        create: {
          id: large.chapterId,
          number: 1,
          releasedAt: new Date("2026-01-01T00:00:00.000Z"),
          pages: { create: [1, 2].map((number) => ({ number, ...large.page, layout: number })) },
        },
      },
    },
  });
  return async () => {
    await db.manga.deleteMany({ where: { id: large.id } });
    // The scenario may have removed Ben already.
    await db.user.updateMany({ where: { id: readers.ben.id }, data: { planId: plan.id } });
    if (addedPremium) await db.plan.delete({ where: { id: premium.id } });
  };
});
const app = useHttpApp(() => ({
  db,
  mailer: createMailer({ siteUrl: "http://localhost", mailDir: scratch, log: () => {} }),
}));

const cookieOf = (userId: string) => sessionCookieOf(db, userId);

const download = (address: string, cookie?: string) =>
  fetch(app.url(address), { headers: cookie ? { cookie } : {} });

/** Every file in a zip, in the archive's order, read back with a zip reader. */
async function unzip(archive: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    fromBuffer(archive, { lazyEntries: true }, (error, opened) =>
      error ? reject(error) : resolve(opened),
    ),
  );
  const files = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    const stream = await zip.openReadStreamPromise(entry);
    files.set(entry.fileName, Buffer.from(await stream.toArray().then(Buffer.concat)));
  }
  return files;
}

async function downloadedArchive(address: string, quality: DownloadQuality = "HIGH") {
  await db.user.update({ where: { id: readers.ben.id }, data: { downloadQuality: quality } });
  const response = await download(address, await cookieOf(readers.ben.id));
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/vnd.comicbook+zip");
  return {
    disposition: response.headers.get("content-disposition"),
    files: await unzip(Buffer.from(await response.arrayBuffer())),
  };
}

/** ComicInfo.xml parsed as XML (a malformed file throws): an element's text by name. */
function comicInfoOf(files: Map<string, Buffer>) {
  const { document } = new JSDOM(files.get("ComicInfo.xml"), { contentType: "text/xml" }).window;
  expect(document.documentElement.tagName).toBe("ComicInfo");
  const info = (name: string) => document.querySelector(`ComicInfo > ${name}`)?.textContent;
  return Object.assign(info, { document });
}

/** An image's SHA-256, so that pages compare (and a failure reads) as short strings. */
const digestOf = (image: Buffer) => createHash("sha256").update(image).digest("hex");

/**
 * The digest of each page of `mangaId`'s chapters as the archive should hold it, in reading order: chapter by
 * chapter, page by page, each drawn and encoded on its own (the drawing shows its page number).
 */
async function pagesInReadingOrder(mangaId: string, chapterIds?: string[]) {
  const chapters = await db.chapter.findMany({
    where: { mangaId, ...(chapterIds && { id: { in: chapterIds } }) },
    orderBy: { number: "asc" },
    include: { manga: true, pages: { orderBy: { number: "asc" } } },
  });
  const images: string[] = [];
  for (const chapter of chapters) {
    for (const page of chapter.pages) {
      const { bytes } = await generatedPageImage(
        {
          chapterId: chapter.id,
          mangaTitle: chapter.manga.title,
          chapterNumber: chapter.number,
          pageNumber: page.number,
          width: page.width,
          height: page.height,
          layout: page.layout,
        },
        null,
      );
      images.push(digestOf(Buffer.concat(await bytes.toArray())));
    }
  }
  return images;
}

const sizeOf = async (image: Buffer | undefined) => {
  const { width, height, format } = await sharp(image).metadata();
  return { width, height, format };
};

// Rasterizing and encoding whole chapters takes seconds on a busy 2-core machine: a whole title
// took 17.7 s of its 30 s when a second test run shared the machine.
describe("chapter downloads", { timeout: 90_000 }, () => {
  const chapter = mangas.tides.chapters[0]!;

  it("gives a Premium reader the chapter as a .cbz: ComicInfo.xml and the pages in order", async () => {
    const { disposition, files } = await downloadedArchive(`/downloads/chapters/${chapter.id}`);
    expect(disposition).toBe(
      `attachment; filename=${mangas.tides.slug}-chapter-${chapter.number}.cbz`,
    );
    expect([...files.keys()]).toEqual([
      "ComicInfo.xml",
      "001.jpg",
      "002.jpg",
      "003.jpg",
      "004.jpg",
    ]);
    // Each page is its own image (the page number is drawn on it), in order, at its full size.
    const pages = [...files.values()].slice(1);
    expect(new Set(pages.map((page) => page.toString("base64"))).size).toBe(chapter.pages);
    expect(pages.map(digestOf)).toEqual(await pagesInReadingOrder(mangas.tides.id, [chapter.id]));
    for (const page of pages) {
      expect(await sizeOf(page)).toEqual({ width: 800, height: 1200, format: "jpeg" });
    }
    const info = comicInfoOf(files);
    expect(info("Series")).toBe(mangas.tides.title);
    expect(info("Number")).toBe(String(chapter.number));
    expect(info("PageCount")).toBe(String(chapter.pages));
    expect(info("Web")).toBe(`http://localhost/manga/${mangas.tides.slug}`);
  });

  it.each([
    ["HIGH", { width: 1400, height: 2400 }],
    ["MEDIUM", { width: 933, height: 1600 }],
    ["LOW", { width: 583, height: 1000 }],
  ] as const)("scales the pages for %s quality", async (quality, size) => {
    const { files } = await downloadedArchive(`/downloads/chapters/${large.chapterId}`, quality);
    expect([...files.keys()]).toEqual(["ComicInfo.xml", "001.jpg", "002.jpg"]);
    for (const page of [files.get("001.jpg"), files.get("002.jpg")]) {
      expect(await sizeOf(page)).toEqual({ ...size, format: "jpeg" });
    }
  });

  it("answers 404 for a chapter that does not exist", async () => {
    const response = await download("/downloads/chapters/no-such", await cookieOf(readers.ben.id));
    expect(response.status).toBe(404);
  });
});

describe("whole-title downloads", { timeout: 90_000 }, () => {
  it("puts every chapter's pages in one archive, each chapter bookmarked where it starts", async () => {
    const { disposition, files } = await downloadedArchive(`/downloads/manga/${mangas.tides.id}`);
    expect(disposition).toBe(`attachment; filename=${mangas.tides.slug}.cbz`);
    const pageCounts = mangas.tides.chapters.map((chapter) => chapter.pages);
    const total = pageCounts.reduce((sum, count) => sum + count, 0);
    expect([...files.keys()]).toEqual([
      "ComicInfo.xml",
      ...Array.from({ length: total }, (_, index) => `${String(index + 1).padStart(3, "0")}.jpg`),
    ]);
    // Chapter 1's pages, then chapter 2's, then chapter 3's, each in order.
    expect([...files.values()].slice(1).map(digestOf)).toEqual(
      await pagesInReadingOrder(mangas.tides.id),
    );
    const info = comicInfoOf(files);
    expect(info("PageCount")).toBe(String(total));
    expect(info("Number")).toBeUndefined();
    const bookmarks = [...info.document.querySelectorAll("Pages > Page[Bookmark]")].map((page) => [
      Number(page.getAttribute("Image")),
      page.getAttribute("Bookmark"),
    ]);
    expect(bookmarks).toEqual([
      [0, "Chapter 1"],
      [pageCounts[0], "Chapter 2"],
      [pageCounts[0]! + pageCounts[1]!, "Chapter 3"],
    ]);
  });

  it("answers 404 for a title that does not exist", async () => {
    const response = await download("/downloads/manga/no-such", await cookieOf(readers.ben.id));
    expect(response.status).toBe(404);
  });
});

describe("who may download", () => {
  it.each([
    ["a chapter", `/downloads/chapters/${mangas.tides.chapters[0]!.id}`],
    ["a whole title", `/downloads/manga/${mangas.tides.id}`],
  ])("refuses %s to a Free reader and to a signed-out visitor", async (_, address) => {
    const free = await download(address, await cookieOf(readers.ada.id));
    expect(free.status).toBe(403);
    expect(await free.json()).toEqual({
      error: "Downloads come with the Premium and Ultimate plans.",
    });
    expect((await download(address)).status).toBe(401);
  });
});
