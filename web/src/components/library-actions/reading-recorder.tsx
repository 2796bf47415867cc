import { useMutation } from "@apollo/client/react";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { graphql } from "../../gql";

const RecordReading = graphql(`
  mutation RecordReading($chapterId: ID!, $page: Int!) {
    recordReading(chapterId: $chapterId, page: $page) {
      page
      percent
      updatedAt
    }
  }
`);

/** A page counts as read once the reader stays on it this long (rapid flipping sends nothing). */
export const RECORD_AFTER_MS = 1500;

/**
 * Stores the signed-in reader's place as they turn pages (the reader's `?page=`). Sent after the
 * page settles and never awaited, so it never holds up an image; a failure only loses that one place.
 */
export function ReadingRecorder({
  chapterId,
  pageCount,
}: {
  chapterId: string;
  pageCount: number;
}) {
  const [search] = useSearchParams();
  const param = search.get("page");
  // The end-of-chapter screen (`?page=end`) comes after the last page: the chapter is read.
  const page = param === "end" ? pageCount : Math.max(1, Math.trunc(Number(param ?? 1)) || 1);
  const [record] = useMutation(RecordReading);

  useEffect(() => {
    const timer = setTimeout(() => {
      record({ variables: { chapterId, page } }).catch(() => {});
    }, RECORD_AFTER_MS);
    return () => clearTimeout(timer);
  }, [chapterId, page, record]);

  return null;
}
