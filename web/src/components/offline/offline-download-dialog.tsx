import { plural, t } from "@lingui/core/macro";
import {
  AppLink,
  Button,
  Dialog,
  DialogContent,
  DialogTrigger,
  OfflineDownloadButton,
  Select,
} from "@inkpanel/ui";
import { HardDriveDownload } from "lucide-react";
import { useState } from "react";
import { formatChapterNumber, formatWholeNumber } from "../../lib/format.ts";
import { useChapterDownload, useOnline, type DownloadProgress } from "./use-offline.ts";

interface OfflineDownloadDialogProps {
  /** the title as its URLs name it (id or slug) */
  mangaId: string;
  /** the first chapter to download */
  fromNumber: number;
  /** a small icon button (the reader's bottom bar) instead of a labelled one */
  compact?: boolean;
}

const COUNTS = ["1", "3", "5", "10"] as const;

/**
 * Downloads chapters to this device for reading offline: this one, or it and the next few. The
 * pages come at the download quality of Settings.
 */
export function OfflineDownloadDialog({
  mangaId,
  fromNumber,
  compact,
}: OfflineDownloadDialogProps) {
  const [count, setCount] = useState<(typeof COUNTS)[number]>("1");
  const { progress, start } = useChapterDownload(mangaId, fromNumber);
  const online = useOnline();
  const from = formatChapterNumber(fromNumber);
  const label = t`Download for offline`;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button
          variant={compact ? "secondary" : "outline"}
          size={compact ? "sm" : "md"}
          aria-label={compact ? label : undefined}
        >
          <HardDriveDownload /> {!compact && label}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={label}
        description={t`Chapters on this device open in the reader without a connection.`}
      >
        <div className="space-y-4">
          <Select
            aria-label={t`Chapters to download`}
            value={count}
            onValueChange={setCount}
            options={COUNTS.map((value) => {
              const more = formatWholeNumber(Number(value) - 1);
              return {
                value,
                label: value === "1" ? t`Chapter ${from}` : t`Chapter ${from} and the next ${more}`,
              };
            })}
          />
          {online ? (
            <OfflineDownloadButton
              status={progress.status}
              label={progressLabel(progress)}
              percent={progress.status === "downloading" ? percentOf(progress) : undefined}
              progressLabel={t`Download progress`}
              onDownload={() => void start(Number(count))}
            />
          ) : (
            <p className="text-sm text-muted-foreground">
              {t`You are offline: downloading needs a connection.`}
            </p>
          )}
          <p className="text-sm text-muted-foreground">
            <AppLink href="/downloads" className="underline">
              {t`See what is on this device`}
            </AppLink>
            {" · "}
            <AppLink href="/settings" className="underline">
              {t`Download quality in Settings`}
            </AppLink>
          </p>
        </div>
      </DialogContent>
    </Dialog>
  );
}

const percentOf = ({ done, total }: { done: number; total: number }) =>
  total ? (done / total) * 100 : 0;

function progressLabel(progress: DownloadProgress): string {
  switch (progress.status) {
    case "idle":
      return t`Download`;
    case "downloading": {
      const chapter = formatChapterNumber(progress.chapter);
      const { done, total } = progress;
      return t`Chapter ${chapter}: page ${done} of ${total}`;
    }
    case "downloaded": {
      const { chapters } = progress;
      return plural(chapters, {
        one: "Downloaded: # chapter on this device",
        other: "Downloaded: # chapters on this device",
      });
    }
    case "failed":
      return t`Download failed: try again`;
  }
}
