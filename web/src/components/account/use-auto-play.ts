import { createStoredValue, useStoredValue } from "@inkpanel/ui";
import { useViewer } from "./use-viewer.ts";

/** A signed-out reader's auto-play, kept in this browser: on unless they turned it off. */
export const guestAutoPlay = createStoredValue<boolean>({
  key: "autoPlay",
  parse: (stored) => (stored === "true" ? true : stored === "false" ? false : undefined),
  fallback: true,
});

/**
 * Whether things move on by themselves (the home carousel): the signed-in reader's preference,
 * else this browser's choice.
 */
export function useAutoPlay(): boolean {
  const { viewer } = useViewer();
  const stored = useStoredValue(guestAutoPlay);
  return viewer ? viewer.preferences.autoPlay : stored;
}
