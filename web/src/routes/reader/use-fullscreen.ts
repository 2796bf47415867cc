import { useCallback, useSyncExternalStore } from "react";

const subscribe = (onChange: () => void) => {
  document.addEventListener("fullscreenchange", onChange);
  return () => document.removeEventListener("fullscreenchange", onChange);
};

/**
 * Whether the page fills the screen, and a toggle. The whole document goes fullscreen, so
 * dialogs and toasts (rendered at the end of <body>) still show. The browser leaves on Escape.
 */
export function useFullscreen() {
  const isFullscreen = useSyncExternalStore(
    subscribe,
    () => document.fullscreenElement !== null,
    () => false,
  );

  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else
      void document.documentElement.requestFullscreen().catch(() => {
        // Refused (not allowed in this frame, say): stay as we are.
      });
  }, []);

  return { isFullscreen, toggle };
}
