import { useMutation } from "@apollo/client/react";
import { useEffect, useRef } from "react";
import { RECORDS_ONLY } from "../../apollo/reread-after-saves.ts";
import { graphql } from "../../gql";

export const RecordChapterViewMutation = graphql(`
  mutation RecordChapterView($chapterId: ID!) {
    recordChapterView(chapterId: $chapterId) {
      id
      views
    }
  }
`);

/** Counts one view each time a chapter is opened (once, even when React renders twice). */
export function useRecordChapterView(chapterId: string) {
  const [recordChapterView] = useMutation(RecordChapterViewMutation);
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (recorded.current === chapterId) return;
    recorded.current = chapterId;
    void recordChapterView({ variables: { chapterId }, context: RECORDS_ONLY }).catch(() => {
      // A view that fails to count must not interrupt reading.
    });
  }, [chapterId, recordChapterView]);
}
