import { t } from "@lingui/core/macro";
import { SyncBadge } from "@inkpanel/ui";
import { useOnline, usePendingTurns } from "./use-offline.ts";

/** "Offline" or "Progress will sync" while the reader has no connection or progress waits. */
export function SyncStatus() {
  const online = useOnline();
  const pending = usePendingTurns();
  const label = !online
    ? pending
      ? t`Offline: progress will sync`
      : t`Offline`
    : t`Progress will sync`;
  return <SyncBadge offline={!online} pending={pending} label={label} />;
}
