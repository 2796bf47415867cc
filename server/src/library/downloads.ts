import { Router } from "express";
import { viewerOfRequest } from "../accounts/session-cookie.ts";
import type { Db } from "../lib/db.ts";
import { renderPage } from "../media/page.ts";
import { escapeXml } from "../media/svg.ts";

/** The plans whose readers may download chapters (the spec: Premium and Ultimate). */
export const DOWNLOAD_PLANS = new Set(["premium", "ultimate"]);

/**
 * GET /downloads/chapters/:chapterId: the chapter as one HTML file with its pages inline, readable
 * offline. Only for signed-in readers on a plan with downloads; the check is here, on the server,
 * whatever the page offered.
 */
export function createDownloadRouter(db: Db): Router {
  const router = Router();
  router.get("/chapters/:chapterId", async (request, response) => {
    const viewer = await viewerOfRequest(db, request);
    if (!viewer) return void response.status(401).json({ error: "Sign in to download chapters." });
    const reader = await db.user.findUniqueOrThrow({ where: { id: viewer.id } });
    if (!DOWNLOAD_PLANS.has(reader.planId)) {
      return void response
        .status(403)
        .json({ error: "Downloads come with the Premium and Ultimate plans." });
    }
    const chapter = await db.chapter.findUnique({
      where: { id: request.params.chapterId },
      include: { manga: true, pages: { orderBy: { number: "asc" } } },
    });
    if (!chapter) return void response.status(404).json({ error: "There is no such chapter." });

    const heading = `${chapter.manga.title} — Chapter ${chapter.number}`;
    const pages = chapter.pages.map((page) =>
      renderPage({
        chapterId: chapter.id,
        mangaTitle: chapter.manga.title,
        chapterNumber: chapter.number,
        pageNumber: page.number,
        width: page.width,
        height: page.height,
        layout: page.layout,
      }),
    );
    const file = `${chapter.manga.slug}-chapter-${chapter.number}.html`;
    response
      .type("html")
      .attachment(file)
      .send(
        `<!doctype html><meta charset="utf-8"><title>${escapeXml(heading)}</title>` +
          `<style>body{margin:0;background:#111;text-align:center}svg{display:block;margin:0 auto 8px;max-width:100%;height:auto}</style>` +
          `<h1 style="color:#eee;font-family:sans-serif">${escapeXml(heading)}</h1>${pages.join("\n")}`,
      );
  });
  return router;
}
