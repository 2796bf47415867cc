import { createHash } from "node:crypto";
import { Router, type Request, type Response } from "express";
import type { Db } from "../lib/db.ts";
import { renderBlogHero } from "./blog-hero.ts";
import { renderCover } from "./cover.ts";
import { renderPage } from "./page.ts";
import { findBlogHeroData, findCoverData, findPageData } from "./service.ts";

// An image changes only when its stored data does (a title edit): caches keep it a week, then
// revalidate with the ETag, a hash of the image.
const CACHE_CONTROL = "public, max-age=604800";

/** The generated images under /media (paths from ./urls.ts): covers, chapter pages, blog heroes. */
export function createMediaRouter(db: Db): Router {
  const router = Router();

  router.get("/covers/:mangaId.svg", async (request, response) => {
    const cover = await findCoverData(db, request.params.mangaId);
    sendImage(request, response, cover && renderCover(cover));
  });

  router.get("/pages/:chapterId/:pageNumber.svg", async (request, response) => {
    const pageNumber = Number(request.params.pageNumber);
    const page = Number.isSafeInteger(pageNumber)
      ? await findPageData(db, request.params.chapterId, pageNumber)
      : null;
    sendImage(request, response, page && renderPage(page));
  });

  router.get("/blog/:postId.svg", async (request, response) => {
    const hero = await findBlogHeroData(db, request.params.postId);
    sendImage(request, response, hero && renderBlogHero(hero));
  });

  return router;
}

function sendImage(request: Request, response: Response, svg: string | null): void {
  if (svg === null) {
    response.status(404).type("text/plain").send(`No image at ${request.originalUrl}`);
    return;
  }
  response.set({
    "Content-Type": "image/svg+xml; charset=utf-8",
    "Cache-Control": CACHE_CONTROL,
    // Opened on its own, an SVG is a document: it may draw but never run or load anything.
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    "X-Content-Type-Options": "nosniff",
    ETag: `"${createHash("sha256").update(svg).digest("base64url")}"`,
  });
  // send() answers 304 Not Modified when the request's If-None-Match holds this ETag.
  response.send(svg);
}
