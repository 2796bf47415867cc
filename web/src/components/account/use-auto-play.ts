import { useViewer } from "./use-viewer.ts";

/** Where a signed-out reader's auto-play choice is kept in this browser. */
export const AUTO_PLAY_KEY = "autoPlay";

/** A signed-out reader's auto-play: on unless they turned it off in this browser. */
export function storedAutoPlay(): boolean {
  try {
    return window.localStorage.getItem(AUTO_PLAY_KEY) !== "false";
  } catch {
    return true; // storage disabled
  }
}

/**
 * Whether things move on by themselves (the home carousel): the signed-in reader's preference,
 * else this browser's choice.
 */
export function useAutoPlay(): boolean {
  const { viewer } = useViewer();
  return viewer ? viewer.preferences.autoPlay : storedAutoPlay();
}
