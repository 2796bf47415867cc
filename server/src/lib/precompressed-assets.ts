import { existsSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

const encodings = [
  { name: "br", extension: ".br" },
  { name: "gzip", extension: ".gz" },
] as const;

/**
 * Serves the brotli or gzip copy the web build made beside an asset (its `.br` or `.gz`), to a
 * browser that accepts it: the static handler that follows sends the copy, under the asset's own
 * type, and the compression middleware leaves an answer already encoded alone.
 */
export function precompressedAssets(assetsDir: string): RequestHandler {
  return (request, response, next) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    const accepted = request.acceptsEncodings(encodings.map(({ name }) => name));
    const encoding = encodings.find(({ name }) => name === accepted);
    let file: string;
    try {
      file = path.join(assetsDir, path.normalize(decodeURIComponent(request.path)));
    } catch {
      return next(); // a malformed address: the static handler answers it
    }
    response.vary("Accept-Encoding");
    if (!encoding || !file.startsWith(assetsDir) || !existsSync(file + encoding.extension)) {
      return next();
    }
    response.type(path.extname(file)).set("Content-Encoding", encoding.name);
    request.url = `${request.path}${encoding.extension}`;
    next();
  };
}
