import { t } from "@lingui/core/macro";
import { DownloadsList, EmptyState, Skeleton, StorageMeter } from "@inkpanel/ui";
import { PageMeta } from "../../components/page-meta/page-meta.tsx";
import { SyncStatus } from "../../components/offline/sync-status.tsx";
import { useDownloads, useOnline, useStorageUse } from "../../components/offline/use-offline.ts";
import { formatBytes, formatChapterNumber } from "../../lib/format.ts";

/** The chapters on this device: each with its size, to read or delete; and the storage used. */
export function DownloadsRoute() {
  const { downloads, remove } = useDownloads();
  const storage = useStorageUse();
  const online = useOnline();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <PageMeta
        title={t`Downloads`}
        description={t`Chapters kept on this device for reading offline.`}
      />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold">{t`Downloads`}</h1>
        <SyncStatus />
      </div>
      {!online && (
        <p className="text-muted-foreground">
          {t`You are offline. The chapters below open without a connection; everything else on the site needs one.`}
        </p>
      )}
      {storage && (
        <StorageMeter
          usedBytes={storage.usage}
          quotaBytes={storage.quota}
          label={t`Storage used`}
          description={storageDescription(storage.usage, storage.quota)}
          note={
            storage.persisted
              ? t`Your browser keeps these downloads even when space runs low.`
              : t`Your browser may remove these downloads when space runs low.`
          }
        />
      )}
      {!downloads ? (
        <Skeleton className="h-32 w-full rounded-2xl" />
      ) : downloads.length === 0 ? (
        <EmptyState
          title={t`No downloads yet`}
          description={t`Download chapters from a title's page or in the reader to read them offline.`}
        />
      ) : (
        <DownloadsList
          deleteText={t`Delete`}
          onDelete={(chapterId) => {
            const download = downloads.find((item) => item.chapterId === chapterId);
            if (download) void remove(download);
          }}
          items={downloads.map((download) => {
            const number = formatChapterNumber(download.chapterNumber);
            const title = download.mangaTitle;
            return {
              id: download.chapterId,
              title,
              chapter: download.chapterTitle
                ? t`Chapter ${number}: ${download.chapterTitle}`
                : t`Chapter ${number}`,
              size: formatBytes(download.bytes),
              href: `/manga/${download.mangaId}/chapter/${download.chapterNumber}`,
              deleteLabel: t`Delete ${title}, chapter ${number}`,
            };
          })}
        />
      )}
    </div>
  );
}

function storageDescription(usage: number, quota: number) {
  const used = formatBytes(usage);
  const available = formatBytes(quota);
  return t`${used} of ${available} used`;
}
