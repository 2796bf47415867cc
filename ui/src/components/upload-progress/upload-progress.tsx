import { useId, type ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { Button } from "../button/button.tsx";
import { Progress } from "../progress/progress.tsx";

export interface UploadProgressProps {
  /** What is being sent, e.g. the file's name: also the progress bar's name. */
  label: ReactNode;
  /** 0–100 while the bytes travel. */
  percent: number;
  /** What is happening now ("Uploading… 42 %", "Processing pages…"). */
  status: ReactNode;
  /** Stops the upload; no button without it. */
  onCancel?: () => void;
  cancelLabel?: ReactNode;
  className?: string;
}

/** A file on its way to the server: its name, a progress bar, where it is, and a way to stop. */
export function UploadProgress({
  label,
  percent,
  status,
  onCancel,
  cancelLabel = "Cancel",
  className,
}: UploadProgressProps) {
  const labelId = useId();
  return (
    <div className={cn("grid gap-2 rounded-xl border bg-card p-4", className)}>
      <div className="flex items-center justify-between gap-3">
        <span id={labelId} className="truncate text-sm font-medium">
          {label}
        </span>
        {onCancel && (
          <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
            {cancelLabel}
          </Button>
        )}
      </div>
      <Progress value={percent} aria-labelledby={labelId} />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
