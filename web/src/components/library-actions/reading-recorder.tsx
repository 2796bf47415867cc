import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { recordTurn } from "../offline/progress-queue.ts";

/** A page counts as read once the reader stays on it this long (rapid flipping sends nothing). */
export const RECORD_AFTER_MS = 1500;

/**
 * Stores the signed-in reader's place as they turn pages (the reader's `?page=`). Sent after the
 * page settles and never awaited, so it never holds up an image; read offline, it waits on the
 * device until the connection returns.
 */
export function ReadingRecorder({
  readerId,
  chapterId,
  pageCount,
}: {
  readerId: string;
  chapterId: string;
  pageCount: number;
}) {
  const [search] = useSearchParams();
  const param = search.get("page");
  // The end-of-chapter screen (`?page=end`) comes after the last page: the chapter is read.
  const page = param === "end" ? pageCount : Math.max(1, Math.trunc(Number(param ?? 1)) || 1);

  useEffect(() => {
    const timer = setTimeout(() => void recordTurn(readerId, chapterId, page), RECORD_AFTER_MS);
    return () => clearTimeout(timer);
  }, [readerId, chapterId, page]);

  return null;
}
