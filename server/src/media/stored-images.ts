import { pipeline } from "node:stream/promises";
import { Router, type Request } from "express";
import { logger } from "../lib/logger.ts";
import { variantKey, variantWidths } from "./image-variants.ts";
import type { Storage } from "../lib/storage.ts";

// Published images (uploaded covers, pages of published chapters): GET /media/images/<key>.w<width>
// answers the stored variant that suits `?w=` (the smallest at least that wide, else the largest),
// as AVIF to browsers that accept it where an AVIF variant was worth storing, else as WebP. Keys are
// never reused, so the answer never changes: caches and CDNs keep it for good (per Accept).

const IMMUTABLE = "public, max-age=31536000, immutable";

const acceptsAvif = (request: Request) => /\bimage\/avif\b/.test(request.get("accept") ?? "");

export function createStoredImageRouter(storage: Storage): Router {
  const router = Router();
  router.get("/{*path}", async (request, response) => {
    const wanted = request.path.slice(1).match(/^((?:covers|pages)\/[\w-]+\/\w+)\.w(\d+)$/);
    if (!wanted) return void response.status(404).type("text/plain").send("No such image.");
    const [, key, widthText] = wanted as unknown as [string, string, string];
    const widths = variantWidths(Number(widthText));
    const asked = Number(request.query.w);
    const width = widths.find((candidate) => candidate >= asked) ?? widths.at(-1)!;
    const formats = acceptsAvif(request) ? (["avif", "webp"] as const) : (["webp"] as const);
    response.set("Vary", "Accept");
    // Either ETag a browser holds names the variant it would be sent again: 304 without a read.
    const held = request.get("if-none-match");
    if (formats.some((format) => held === etagOf(key, width, format))) {
      // A 304 carries what a 200 would (RFC 9110 15.4.5), so a cache keeps its copy for good.
      return void response.status(304).set({ "Cache-Control": IMMUTABLE, ETag: held }).end();
    }
    for (const format of formats) {
      const object = await storage.get(variantKey(key, width, format));
      if (!object) continue;
      response.set({
        "Content-Type": object.contentType,
        "Content-Length": String(object.size),
        "Cache-Control": IMMUTABLE,
        "X-Content-Type-Options": "nosniff",
        ETag: etagOf(key, width, format),
      });
      try {
        // Either end failing ends both: a reader hanging up closes the file (or the store's
        // connection), and a store failing mid-image cuts the answer rather than the process.
        await pipeline(object.body, response);
      } catch (error) {
        const left = (error as { code?: string }).code === "ERR_STREAM_PREMATURE_CLOSE";
        logger[left ? "debug" : "warn"]({ err: error, key }, "An image stopped before its end.");
      }
      return;
    }
    response.status(404).type("text/plain").send("No such image.");
  });
  return router;
}

// WebP keeps the ETag it had before AVIF variants existed, so browsers' cached copies stay valid.
const etagOf = (key: string, width: number, format: "webp" | "avif") =>
  format === "webp" ? `"${key}-${width}"` : `"${key}-${width}-avif"`;
