import { useMutation } from "@apollo/client/react";
import { AppLink, Button } from "@inkpanel/ui";
import { X } from "lucide-react";
import { graphql, useFragment, type FragmentType } from "../../gql";
import { formatChapterNumber, formatTimeAgo } from "../../lib/format.ts";
import { useNow } from "../../lib/use-now.ts";
import { useLingui } from "@lingui/react/macro";

export const HistoryList_entry = graphql(`
  fragment HistoryList_entry on HistoryEntry {
    page
    readAt
    chapter {
      id
      number
      title
      manga {
        id
        slug
        title
      }
    }
  }
`);

const ClearHistory = graphql(`
  mutation ClearHistory($chapterId: ID) {
    clearHistory(chapterId: $chapterId)
  }
`);

interface HistoryListProps {
  entries: readonly FragmentType<typeof HistoryList_entry>[];
  /** called once a removal is saved, to show the list afresh */
  onChanged: () => void;
}

/**
 * The chapters the reader read, newest first, each with the page reached and a Remove, and a
 * Clear all. The list it is given has entries: the screen showing it says when there are none.
 */
export function HistoryList(props: HistoryListProps) {
  const { t } = useLingui();
  const now = useNow();
  const entries = useFragment(HistoryList_entry, props.entries);
  const [clear, { loading, error }] = useMutation(ClearHistory, { onCompleted: props.onChanged });
  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-end gap-3">
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {t`That did not work. Try again.`}
          </p>
        )}
        <Button
          variant="outline"
          size="sm"
          disabled={loading}
          onClick={() => {
            if (window.confirm(t`Clear your whole reading history? This cannot be undone.`)) {
              void clear({ variables: {} });
            }
          }}
        >
          {t`Clear all history`}
        </Button>
      </div>
      <ul className="divide-y rounded-2xl border">
        {entries.map(({ chapter, page, readAt }) => {
          const number = formatChapterNumber(chapter.number);
          const name = t`${chapter.manga.title}, chapter ${number}`;
          return (
            <li key={chapter.id} className="flex items-center gap-3 px-4 py-3">
              <AppLink
                href={`/manga/${chapter.manga.slug}/chapter/${chapter.number}`}
                className="grid flex-1 gap-0.5"
              >
                <span className="font-medium">
                  {chapter.title ? t`${name}: ${chapter.title}` : name}
                </span>
                <span className="text-xs text-muted-foreground">
                  {t`Page ${page} · ${formatTimeAgo(readAt, now)}`}
                </span>
              </AppLink>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t`Remove ${name} from history`}
                disabled={loading}
                onClick={() => void clear({ variables: { chapterId: chapter.id } })}
              >
                <X aria-hidden />
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
