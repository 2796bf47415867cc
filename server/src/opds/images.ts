import { pipeline } from "node:stream/promises";
import { Router, type Request, type Response } from "express";
import { releasedBy } from "../catalog/released.ts";
import { jpegAtWidth, pageAtWidthFrom, type PageImage } from "../library/page-images.ts";
import { recordReadingOf } from "../library/service.ts";
import type { Db } from "../lib/db.ts";
import { logger } from "../lib/logger.ts";
import type { Storage } from "../lib/storage.ts";
import { renderCover } from "../media/cover.ts";
import { findCoverData } from "../media/service.ts";
import { opdsReaderOf } from "./authentication.ts";

// The catalogue's images, as JPEG (reader apps open it where SVG and WebP fail): each chapter's
// pages for page streaming (PSE) and each title's cover, at the width the app asks for.

/** The widest image an app may ask for; wider asks get the image's own size. */
const MAX_WIDTH = 4000;

/** The asked width, capped; null without one; undefined when it is not a width. */
function widthOf(request: Request, parameter: string): number | null | undefined {
  const value = request.query[parameter];
  if (value === undefined) return null;
  const width = Number(value);
  return width >= 1 ? Math.min(Math.round(width), MAX_WIDTH) : undefined;
}

async function sendJpeg(response: Response, image: PageImage, cacheControl: string) {
  response.type("image/jpeg").set("Cache-Control", cacheControl);
  try {
    await pipeline(image.bytes, response);
  } catch (error) {
    const left = (error as { code?: string }).code === "ERR_STREAM_PREMATURE_CLOSE";
    logger[left ? "debug" : "warn"]({ err: error }, "An OPDS image stopped before its end.");
  }
}

const notFound = (response: Response) =>
  void response.status(404).type("text/plain").send("No such image.");
const badRequest = (response: Response) =>
  void response.status(400).type("text/plain").send("A page number counts from 0, a width from 1.");

export function createOpdsImageRouter(db: Db, storage: Storage, clock: () => Date): Router {
  const router = Router();
  const pageAtWidth = pageAtWidthFrom(storage);

  // Page streaming: pages count from 0; the last one marks the chapter read, as reaching the last
  // page in the web reader does.
  router.get("/pages/:chapterId/:index", async (request, response) => {
    const index = Number(request.params.index);
    const width = widthOf(request, "width");
    if (!Number.isSafeInteger(index) || index < 0 || width === undefined)
      return badRequest(response);
    const now = clock();
    const chapter = await db.chapter.findFirst({
      where: { id: request.params.chapterId, ...releasedBy(now) },
      include: {
        manga: { select: { title: true } },
        _count: { select: { pages: true } },
        pages: { where: { number: index + 1 } },
      },
    });
    const page = chapter?.pages[0];
    if (!chapter || !page) return notFound(response);

    const pageCount = chapter._count.pages;
    if (index === pageCount - 1) {
      const read = { chapterId: chapter.id, page: pageCount };
      await recordReadingOf(db, opdsReaderOf(response).id, read, now);
    }
    const image = await pageAtWidth(
      {
        chapterId: chapter.id,
        pageNumber: page.number,
        mangaTitle: chapter.manga.title,
        chapterNumber: chapter.number,
        width: page.width,
        height: page.height,
        layout: page.layout,
        imageKey: page.imageKey,
      },
      width,
    );
    // A published page never changes.
    await sendJpeg(response, image, "private, max-age=86400");
  });

  router.get("/covers/:mangaId", async (request, response) => {
    const width = widthOf(request, "width");
    if (width === undefined) return badRequest(response);
    const manga = await db.manga.findUnique({
      where: { id: request.params.mangaId },
      select: { coverKey: true, coverWidth: true },
    });
    if (!manga) return notFound(response);
    const stored =
      manga.coverKey && manga.coverWidth ? { key: manga.coverKey, width: manga.coverWidth } : null;
    const drawn = stored ? null : await findCoverData(db, request.params.mangaId);
    const image = await jpegAtWidth(storage, stored, () => renderCover(drawn!), width);
    // A title's edit may change its cover.
    await sendJpeg(response, image, "private, max-age=3600");
  });

  return router;
}
