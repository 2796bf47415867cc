import { chapterCountOfManga, mangaById } from "../catalog/loaders.ts";
import type { Context } from "../lib/context.ts";
import type { ListedHistoryEntry } from "./history.ts";
import { chapterById, chapterPositionById } from "./loaders.ts";
import type { ListedProgress } from "./service.ts";

/**
 * Hands what the reader's continue-reading page read with each place (its chapter, the chapter's
 * position and the title's chapter count) to the loaders its fields would otherwise query.
 */
export function primeListedProgress(context: Context, places: ListedProgress[]): void {
  for (const { chapterId, mangaId, listed } of places) {
    context.loader(chapterById).prime(chapterId, listed.chapter);
    context.loader(chapterPositionById).prime(chapterId, listed.position);
    context.loader(chapterCountOfManga).prime(mangaId, listed.position.total);
  }
}

/** Hands what the reader's history page read with each entry to the chapter and title loaders. */
export function primeListedHistory(context: Context, entries: ListedHistoryEntry[]): void {
  for (const { chapterId, mangaId, listed } of entries) {
    context.loader(chapterById).prime(chapterId, listed.chapter);
    context.loader(mangaById).prime(mangaId, listed.manga);
  }
}
