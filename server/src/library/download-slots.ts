import { availableParallelism } from "node:os";
import type { Response } from "express";

/**
 * How many .cbz downloads this process makes at once, per reader and in all. Each one keeps sharp
 * encoding pages from its first page to its last: past one per core they only slow each other
 * and everything else the server does.
 */
export interface DownloadLimits {
  perReader: number;
  total: number;
}

export const DOWNLOAD_LIMITS: DownloadLimits = { perReader: 2, total: availableParallelism() };

/** The seconds a refused reader is told to wait: a chapter's download takes about that long. */
export const DOWNLOAD_RETRY_AFTER_SECONDS = 10;

/** Counts the downloads under way; each is counted until its response closes, whole or not. */
export function downloadSlots(limits: DownloadLimits) {
  const byReader = new Map<string, number>();
  let total = 0;
  return {
    /** Counts a download for the reader; or, past a limit, which one (nothing counted). */
    take(readerId: string, response: Response): "ok" | "reader" | "total" {
      const readers = byReader.get(readerId) ?? 0;
      if (readers >= limits.perReader) return "reader";
      if (total >= limits.total) return "total";
      byReader.set(readerId, readers + 1);
      total++;
      response.once("close", () => {
        total--;
        const left = byReader.get(readerId)! - 1;
        if (left > 0) byReader.set(readerId, left);
        else byReader.delete(readerId);
      });
      return "ok";
    },
  };
}
