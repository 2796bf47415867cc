import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
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
import { useState } from "react";
import { ErrorMessage } from "../../app/error-message.tsx";
import { formatChapterNumber, formatWholeNumber } from "../../app/format.ts";
import { graphql, useFragment, type FragmentType } from "../../gql";
import type { DownloadQuality } from "../../gql/graphql.ts";
import { useViewer } from "../account/use-viewer.ts";

export const DownloadButton_manga = graphql(`
  fragment DownloadButton_manga on Manga {
    id
    title
  }
`);

/** The chapters offered (newest first; a longer title has the whole-title archive for the rest). */
const DownloadChoicesQuery = graphql(`
  query DownloadChoicesQuery($id: ID!) {
    me {
      id
      preferences {
        downloadQuality
      }
    }
    manga(id: $id) {
      id
      chapters(first: 100) {
        totalCount
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
  const { data, error, refetch } = useQuery(DownloadChoicesQuery, {
    variables: { id: mangaId },
    // Manga.chapters is one paged list in the cache (the detail page's Load More): these 100
    // would merge into it, so they stay out of it.
    fetchPolicy: "no-cache",
  });
  const [chosenId, setChosenId] = useState<string>();
  if (error && !data) return <ErrorMessage error={error} onRetry={() => void refetch()} />;
  if (!data) return <Skeleton className="h-36 w-full" />;
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
