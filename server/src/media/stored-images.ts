import { Router } from "express";
import { variantWidths } from "../publishing/images.ts";
import type { Storage } from "../storage/storage.ts";

// Published images (uploaded covers, pages of published chapters): GET /media/images/<key>.w<width>
// answers the stored WebP variant that suits `?w=` (the smallest at least that wide, else the
// largest). Keys are never reused, so the answer never changes: caches and CDNs keep it for good.

const IMMUTABLE = "public, max-age=31536000, immutable";

export function createStoredImageRouter(storage: Storage): Router {
  const router = Router();
  router.get("/{*path}", async (request, response) => {
    const wanted = request.path.slice(1).match(/^((?:covers|pages)\/[\w-]+\/\w+)\.w(\d+)$/);
    if (!wanted) return void response.status(404).type("text/plain").send("No such image.");
    const [, key, widthText] = wanted;
    const widths = variantWidths(Number(widthText));
    const asked = Number(request.query.w);
    const width = widths.find((candidate) => candidate >= asked) ?? widths.at(-1)!;
    const etag = `"${key}-${width}"`;
    if (request.get("if-none-match") === etag) return void response.status(304).end();
    const object = await storage.get(`${key}-${width}.webp`);
    if (!object) return void response.status(404).type("text/plain").send("No such image.");
    response.set({
      "Content-Type": object.contentType,
      "Content-Length": String(object.size),
      "Cache-Control": IMMUTABLE,
      "X-Content-Type-Options": "nosniff",
      ETag: etag,
    });
    object.body.pipe(response);
  });
  return router;
}
