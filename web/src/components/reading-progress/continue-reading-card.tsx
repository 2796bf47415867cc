import { AppLink, Button, Card, CoverImage, Progress, StatusBadge } from "@inkpanel/ui";
import { graphql, useFragment, type FragmentType } from "../../gql";
import { formatChapterNumber, formatTimeAgo, formatWholeNumber } from "../../lib/format.ts";
import { useNow } from "../../lib/use-now.ts";
import { useLingui } from "@lingui/react/macro";

export const ContinueReadingCard_progress = graphql(`
  fragment ContinueReadingCard_progress on ReadingProgress {
    page
    percent
    updatedAt
    chapter {
      id
      number
    }
    manga {
      id
      slug
      title
      author
      coverUrl
      status
      chapterCount
    }
  }
`);

/** A title the reader started: where they are, how far along, and the way back in. */
export function ContinueReadingCard({
  progress: progressRef,
}: {
  progress: FragmentType<typeof ContinueReadingCard_progress>;
}) {
  const { t } = useLingui();
  const now = useNow();
  const { manga, chapter, page, percent, updatedAt } = useFragment(
    ContinueReadingCard_progress,
    progressRef,
  );
  const chapterNumber = formatChapterNumber(chapter.number);
  const chapterCount = formatWholeNumber(manga.chapterCount);
  return (
    <Card className="flex gap-4 p-4">
      <CoverImage src={manga.coverUrl} sizes="5rem" className="w-20 shrink-0 rounded-md" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <AppLink
              href={`/manga/${manga.slug}`}
              className="block truncate font-semibold hover:underline"
            >
              {manga.title}
            </AppLink>
            <p className="truncate text-sm text-muted-foreground">{manga.author}</p>
          </div>
          <StatusBadge status={manga.status} />
        </div>
        <p className="text-sm">{t`Chapter ${chapterNumber} of ${chapterCount}`}</p>
        <Progress value={percent} aria-label={t`${manga.title}: ${percent}% read`} />
        <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
          <span>{t`${percent}% complete`}</span>
          <span>{t`Last read ${formatTimeAgo(updatedAt, now)}`}</span>
        </div>
        <Button asChild size="sm" className="self-start">
          <AppLink href={`/manga/${manga.slug}/chapter/${chapterNumber}?page=${page}`}>
            {t`Continue Reading`}
          </AppLink>
        </Button>
      </div>
    </Card>
  );
}
