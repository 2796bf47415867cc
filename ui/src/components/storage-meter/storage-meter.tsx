import { HardDrive } from "lucide-react";
import { Progress } from "../progress/progress.tsx";

export interface StorageMeterProps {
  /** bytes the site stores on the device */
  usedBytes: number;
  /** bytes the browser lets it store */
  quotaBytes: number;
  /** names the meter ("Storage used") */
  label: string;
  /** says it in words ("12 MB of 2 GB used") */
  description: string;
  /** a note under it (whether the browser keeps the downloads under storage pressure) */
  note?: string;
}

/** How much of the device's storage for the site is in use, as a bar and in words. */
export function StorageMeter({
  usedBytes,
  quotaBytes,
  label,
  description,
  note,
}: StorageMeterProps) {
  const percent = quotaBytes > 0 ? (usedBytes / quotaBytes) * 100 : 0;
  return (
    <div className="space-y-2 rounded-2xl border p-4">
      <p className="flex items-center gap-2 text-sm font-medium">
        <HardDrive className="size-4 text-muted-foreground" aria-hidden />
        {label}
      </p>
      <Progress value={percent} aria-label={label} aria-valuetext={description} />
      <p className="text-sm text-muted-foreground">{description}</p>
      {note && <p className="text-xs text-muted-foreground">{note}</p>}
    </div>
  );
}
