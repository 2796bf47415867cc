import { Router, type Request, type Response } from "express";
import { viewerOfRequest } from "../accounts/session-cookie.ts";
import type { Viewer } from "../lib/context.ts";
import type { Db } from "../lib/db.ts";
import { logger } from "../lib/logger.ts";
import { streamCbz, type CbzContent } from "./cbz.ts";
import {
  DOWNLOAD_LIMITS,
  DOWNLOAD_RETRY_AFTER_SECONDS,
  downloadSlots,
  type DownloadLimits,
} from "./download-slots.ts";
import { generatedPageImage, LONG_SIDE_OF_QUALITY, type PageImageSource } from "./page-images.ts";
import { releasedBy } from "../catalog/released.ts";

/** The plans whose readers may download chapters (the spec: Premium and Ultimate). */
export const DOWNLOAD_PLANS = new Set(["premium", "ultimate"]);

/** The media type of a .cbz: a zip of comic pages. */
const CBZ_TYPE = "application/vnd.comicbook+zip";

const pagesInOrder = { orderBy: { number: "asc" as const } };
const mangaDetails = {
  include: { genres: { select: { genre: { select: { name: true } } } } },
};

interface DownloadRouterOptions {
  /** the site's public address, for the title's link in ComicInfo.xml */
  siteUrl: string;
  /** where page images come from; the generated pages by default */
  pageImage?: PageImageSource;
  /** how many downloads at once, per reader and in all; DOWNLOAD_LIMITS by default */
  limits?: DownloadLimits;
  /** who asks: by default the session cookie's reader (the OPDS catalogue adds its own ways) */
  viewerOf?: (request: Request) => Promise<Viewer | null>;
}

const REFUSALS = {
  reader: "You have as many downloads under way as you may: try again once one has finished.",
  total: "The server is busy with other downloads: try again in a few seconds.",
};

/**
 * GET /downloads/chapters/:chapterId and /downloads/manga/:mangaId: a chapter or a whole title as
 * a .cbz archive, its pages at the reader's download quality. Only for signed-in readers on a
 * plan with downloads; the check is here, on the server, whatever the page offered.
 */
export function createDownloadRouter(
  db: Db,
  {
    siteUrl,
    pageImage = generatedPageImage,
    limits = DOWNLOAD_LIMITS,
    viewerOf = (request) => viewerOfRequest(db, request),
  }: DownloadRouterOptions,
): Router {
  const router = Router();
  const slots = downloadSlots(limits);

  /**
   * The reader's long side for page images, the download counted until its response closes; or
   * undefined after answering why they may not download (now).
   */
  async function downloaderLongSide(request: Request, response: Response) {
    const viewer = await viewerOf(request);
    if (!viewer) {
      response.status(401).json({ error: "Sign in to download chapters." });
      return undefined;
    }
    const reader = await db.user.findUniqueOrThrow({ where: { id: viewer.id } });
    if (!DOWNLOAD_PLANS.has(reader.planId)) {
      response.status(403).json({ error: "Downloads come with the Premium and Ultimate plans." });
      return undefined;
    }
    const refused = slots.take(reader.id, response);
    if (refused !== "ok") {
      response
        .status(429)
        .set("Retry-After", String(DOWNLOAD_RETRY_AFTER_SECONDS))
        .json({ code: "RATE_LIMITED", error: REFUSALS[refused] });
      return undefined;
    }
    return LONG_SIDE_OF_QUALITY[reader.downloadQuality];
  }

  async function send(
    response: Response,
    file: string,
    content: CbzContent,
    longSide: number | null,
  ) {
    // After attachment(), which would set the type its own table gives .cbz (a RAR archive).
    response.attachment(file).type(CBZ_TYPE);
    try {
      await streamCbz(response, content, pageImage, longSide);
    } catch (error) {
      // Headers are gone by now: the reader's download fails as a broken transfer. A reader
      // who left (the stream closed early) is no fault of the server's.
      const left = (error as { code?: string }).code === "ERR_STREAM_PREMATURE_CLOSE";
      logger[left ? "info" : "warn"]({ err: error, file }, "A download stopped before its end.");
    }
  }

  router.get("/chapters/:chapterId", async (request, response) => {
    const longSide = await downloaderLongSide(request, response);
    if (longSide === undefined) return;
    const chapter = await db.chapter.findFirst({
      where: { id: request.params.chapterId, ...releasedBy(new Date()) },
      include: { manga: mangaDetails, pages: pagesInOrder },
    });
    if (!chapter) return void response.status(404).json({ error: "There is no such chapter." });

    const { manga } = chapter;
    const content: CbzContent = {
      info: {
        ...seriesInfo(manga, siteUrl),
        title: chapter.title ?? `Chapter ${chapter.number}`,
        number: chapter.number,
      },
      pages: chapter.pages.map((page) => ({ data: pageData(manga.title, chapter, page) })),
    };
    await send(response, `${manga.slug}-chapter-${chapter.number}.cbz`, content, longSide);
  });

  router.get("/manga/:mangaId", async (request, response) => {
    const longSide = await downloaderLongSide(request, response);
    if (longSide === undefined) return;
    const manga = await db.manga.findUnique({
      where: { id: request.params.mangaId },
      include: {
        ...mangaDetails.include,
        chapters: {
          where: releasedBy(new Date()),
          orderBy: { number: "asc" },
          include: { pages: pagesInOrder },
        },
      },
    });
    if (!manga) return void response.status(404).json({ error: "There is no such title." });

    const content: CbzContent = {
      info: seriesInfo(manga, siteUrl),
      pages: manga.chapters.flatMap((chapter) =>
        chapter.pages.map((page, index) => ({
          data: pageData(manga.title, chapter, page),
          ...(index === 0 && { bookmark: `Chapter ${chapter.number}` }),
        })),
      ),
    };
    await send(response, `${manga.slug}.cbz`, content, longSide);
  });

  return router;
}

interface MangaRow {
  slug: string;
  title: string;
  description: string;
  author: string;
  artist: string | null;
  genres: { genre: { name: string } }[];
}

function seriesInfo(manga: MangaRow, siteUrl: string): CbzContent["info"] {
  return {
    series: manga.title,
    summary: manga.description,
    writer: manga.author,
    ...(manga.artist && { penciller: manga.artist }),
    genres: manga.genres.map(({ genre }) => genre.name).sort(),
    web: new URL(`/manga/${manga.slug}`, siteUrl).href,
  };
}

const pageData = (
  mangaTitle: string,
  chapter: { id: string; number: number },
  page: { number: number; width: number; height: number; layout: number; imageKey: string | null },
) => ({
  chapterId: chapter.id,
  mangaTitle,
  chapterNumber: chapter.number,
  pageNumber: page.number,
  width: page.width,
  height: page.height,
  layout: page.layout,
  imageKey: page.imageKey,
});
