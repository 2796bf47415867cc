import { type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@apollo/client/react";
import {
  AppLink,
  Button,
  buttonVariants,
  Dialog,
  DialogContent,
  DialogTrigger,
  EmptyState,
  PremiumBadge,
  Select,
  Skeleton,
} from "@inkpanel/ui";
import { Download } from "lucide-react";
import { useEffect, useState } from "react";
import { graphql, useFragment, type FragmentType } from "../../gql";
import type { DownloadQuality } from "../../gql/graphql.ts";
import { formatChapterNumber, formatWholeNumber } from "../../lib/format.ts";
import { useViewer } from "../account/use-viewer.ts";
import { ErrorMessage } from "../error-message/error-message.tsx";

export const DownloadButton_manga = graphql(`
  fragment DownloadButton_manga on Manga {
    id
    title
  }
`);

/** The chapters offered, newest first: every one, a page of 100 at a time. */
const DownloadChoicesQuery = graphql(`
  query DownloadChoicesQuery($id: ID!, $after: String) {
    me {
      id
      preferences {
        downloadQuality
      }
    }
    manga(id: $id) {
      id
      chapters(first: 100, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            id
            number
            title
          }
        }
      }
    }
  }
`);

const downloadQualityNotes: Record<DownloadQuality, MessageDescriptor> = {
  HIGH: msg`High quality: pages at their full size`,
  MEDIUM: msg`Medium quality: pages up to 1600 px on the long side`,
  LOW: msg`Low quality: pages up to 1000 px on the long side`,
};

/**
 * Download of a chosen chapter or the whole title as a .cbz archive for offline reading: a
 * Premium and Ultimate feature (the server checks it too); other readers are shown the plans.
 */
export function DownloadButton(props: { manga: FragmentType<typeof DownloadButton_manga> }) {
  const { t } = useLingui();
  const manga = useFragment(DownloadButton_manga, props.manga);
  const { isPremium } = useViewer();
  if (!isPremium) {
    return (
      <AppLink href="/subscription" className={buttonVariants({ variant: "outline" })}>
        <Download /> {t`Download`} <PremiumBadge />
      </AppLink>
    );
  }
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Download /> {t`Download`}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t`Download ${manga.title}`}
        description={t`A .cbz archive, the file every comic reader app opens.`}
      >
        <DownloadChoices mangaId={manga.id} />
      </DialogContent>
    </Dialog>
  );
}

function DownloadChoices({ mangaId }: { mangaId: string }) {
  const { t, i18n } = useLingui();
  const { data, error, refetch, fetchMore } = useQuery(DownloadChoicesQuery, {
    variables: { id: mangaId },
    // Manga.chapters is one paged list in the cache (the detail page's Load More): these would
    // merge into it, so they stay out of it, each page appended here.
    fetchPolicy: "no-cache",
  });
  const [chosenId, setChosenId] = useState<string>();
  // A long-running title has hundreds of chapters: the next page follows until all are here.
  const nextPage = data?.manga?.chapters.pageInfo;
  const [morePages, setMorePages] = useState<Error>();
  useEffect(() => {
    if (!nextPage?.hasNextPage) return;
    const after = nextPage.endCursor;
    fetchMore({
      variables: { after },
      updateQuery: (shown, { fetchMoreResult: more }) =>
        // A page already appended (an effect run twice in development) is not appended again.
        shown.manga?.chapters.pageInfo.endCursor !== after || !more.manga
          ? shown
          : {
              ...shown,
              manga: {
                ...more.manga,
                chapters: {
                  ...more.manga.chapters,
                  edges: [...shown.manga.chapters.edges, ...more.manga.chapters.edges],
                },
              },
            },
    }).catch(setMorePages);
  }, [fetchMore, nextPage?.hasNextPage, nextPage?.endCursor]);

  const failure = (!data && error) || morePages;
  if (failure) {
    const retry = () => {
      setMorePages(undefined);
      void refetch();
    };
    return <ErrorMessage error={failure} onRetry={retry} />;
  }
  if (!data || nextPage?.hasNextPage) return <Skeleton className="h-36 w-full" />;
  const chapters = data.manga?.chapters.edges.map((edge) => edge.node) ?? [];
  if (chapters.length === 0) return <EmptyState title={t`No chapters to download yet`} />;

  // The first chapter unless another is chosen: where a new reader starts.
  const chosen = chapters.find((chapter) => chapter.id === chosenId) ?? chapters.at(-1)!;
  const quality = data.me?.preferences.downloadQuality ?? "HIGH";
  const chosenNumber = formatChapterNumber(chosen.number);
  const chapterCount = formatWholeNumber(data.manga!.chapters.totalCount);
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-2 sm:flex-row">
        <Select
          aria-label={t`Chapter to download`}
          className="sm:flex-1"
          value={chosen.id}
          onValueChange={setChosenId}
          options={chapters.map((chapter) => {
            const number = formatChapterNumber(chapter.number);
            return {
              value: chapter.id,
              label: chapter.title ? t`Chapter ${number}: ${chapter.title}` : t`Chapter ${number}`,
            };
          })}
        />
        <a
          href={`/downloads/chapters/${chosen.id}`}
          download
          className={buttonVariants({ variant: "primary" })}
        >
          <Download /> {t`Download Chapter ${chosenNumber}`}
        </a>
      </div>
      <a
        href={`/downloads/manga/${mangaId}`}
        download
        className={buttonVariants({ variant: "outline", className: "w-full" })}
      >
        <Download /> {t`Download all ${chapterCount} chapters`}
      </a>
      <p className="text-sm text-muted-foreground">
        {i18n._(downloadQualityNotes[quality])}{" "}
        <AppLink href="/settings" className="underline">
          {t`Change it in Settings.`}
        </AppLink>
      </p>
    </div>
  );
}
