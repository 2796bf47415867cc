import { CloudOff, RefreshCw } from "lucide-react";
import { Badge } from "../badge/badge.tsx";

export interface SyncBadgeProps {
  /** the reader has no connection now */
  offline: boolean;
  /** chapters whose progress waits to be sent */
  pending: number;
  /** what it says ("Offline", "Progress will sync") */
  label: string;
}

/**
 * Says that the reader is offline, or that progress read offline will reach the account when the
 * connection returns. Shows nothing when online with nothing waiting.
 */
export function SyncBadge({ offline, pending, label }: SyncBadgeProps) {
  if (!offline && pending === 0) return null;
  const Icon = offline ? CloudOff : RefreshCw;
  return (
    <Badge variant={offline ? "warning" : "info"} role="status">
      <Icon aria-hidden />
      {label}
    </Badge>
  );
}
