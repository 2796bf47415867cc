import { AlertTriangle, CheckCircle2, Download, LoaderCircle } from "lucide-react";
import { Button } from "../button/button.tsx";
import { Progress } from "../progress/progress.tsx";

export type OfflineDownloadStatus = "idle" | "downloading" | "downloaded" | "failed";

export interface OfflineDownloadButtonProps {
  status: OfflineDownloadStatus;
  /** what the button says in this state ("Download for offline", "Page 3 of 17"...) */
  label: string;
  /** while downloading, how far along (0–100) */
  percent?: number;
  /** names the progress bar while downloading */
  progressLabel?: string;
  onDownload: () => void;
}

const icons = {
  idle: Download,
  downloading: LoaderCircle,
  downloaded: CheckCircle2,
  failed: AlertTriangle,
} as const;

/**
 * Saves chapters to the device for reading offline: a button that shows where the download is,
 * with a progress bar under it while it runs. Downloading again (to refresh) stays possible once
 * done; a failure offers the same button again to retry.
 */
export function OfflineDownloadButton({
  status,
  label,
  percent = 0,
  progressLabel,
  onDownload,
}: OfflineDownloadButtonProps) {
  const Icon = icons[status];
  const downloading = status === "downloading";
  return (
    <div className="inline-flex flex-col gap-1">
      <Button
        variant={status === "failed" ? "destructive" : "outline"}
        onClick={onDownload}
        disabled={downloading}
        aria-busy={downloading}
      >
        <Icon className={downloading ? "animate-spin motion-reduce:animate-none" : undefined} />
        <span aria-live="polite">{label}</span>
      </Button>
      {downloading && <Progress value={percent} aria-label={progressLabel ?? label} />}
    </div>
  );
}
