import { msg } from "@lingui/core/macro";
import { useEffect, useEffectEvent } from "react";
import { keyBelongsElsewhere } from "./key-owner.ts";
import type { ReaderMove } from "./reader-navigation.ts";

export interface ReaderKeyActions {
  move: (how: ReaderMove) => void;
  /** vertical mode: scroll a screen down (+1) or up (-1) */
  scrollScreen: (direction: 1 | -1) => void;
  /** +1 zooms in a step, -1 out, 0 back to 100 % */
  zoom: (steps: 1 | -1 | 0) => void;
  toggleOffset: () => void;
  toggleFullscreen: () => void;
  toggleInterface: () => void;
  toggleHelp: () => void;
  /** a key the reader has no use for (Tab, to reach the bars): it shows the bars */
  otherKey: () => void;
}

/** The reader's keys, as its keyboard help lists them: symbols as they are, named keys translated. */
export const readerKeys = [
  { keys: "← →", action: msg`Previous / next page (following the reading direction)` },
  {
    keys: msg({ message: "Space / Shift+Space", comment: "key names as printed on keyboards" }),
    action: msg`Next / previous page; scroll in vertical mode`,
  },
  {
    keys: msg({ message: "Page Down / Page Up", comment: "key names as printed on keyboards" }),
    action: msg`Next / previous page; scroll in vertical mode`,
  },
  {
    keys: msg({ message: "Home / End", comment: "key names as printed on keyboards" }),
    action: msg`First / last page`,
  },
  { keys: "[ ]", action: msg`Previous / next chapter` },
  { keys: "+ − 0", action: msg`Zoom in / out / back to 100 %` },
  { keys: "O", action: msg`Double page: shift the pairs by one page` },
  { keys: "F", action: msg`Enter or leave fullscreen` },
  {
    keys: msg({ message: "Esc", comment: "key names as printed on keyboards" }),
    action: msg`Leave fullscreen`,
  },
  { keys: "H", action: msg`Hide or show the interface` },
  { keys: "?", action: msg`Show or hide this help` },
] as const;

/**
 * The keys of the help above. Arrows follow the reading direction (in right-to-left titles the
 * left arrow goes on). In vertical mode Space and Page Up/Down scroll by a screen, as in any long
 * document. Keys that belong to a dialog or the focused control are left to them.
 */
export function useReaderKeys(
  actions: ReaderKeyActions,
  options: { rightToLeft: boolean; vertical: boolean },
) {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || keyBelongsElsewhere(event)) return;
    const turn = (how: ReaderMove) => () => actions.move(how);
    const pageKey = (how: "forward" | "back") =>
      options.vertical ? () => actions.scrollScreen(how === "forward" ? 1 : -1) : turn(how);
    const keyActions: Record<string, (() => void) | undefined> = {
      ArrowRight: turn(options.rightToLeft ? "back" : "forward"),
      ArrowLeft: turn(options.rightToLeft ? "forward" : "back"),
      " ": pageKey(event.shiftKey ? "back" : "forward"),
      PageDown: pageKey("forward"),
      PageUp: pageKey("back"),
      Home: turn("first"),
      End: turn("last"),
      "[": turn("previousChapter"),
      "]": turn("nextChapter"),
      "+": () => actions.zoom(1),
      "=": () => actions.zoom(1),
      "-": () => actions.zoom(-1),
      "0": () => actions.zoom(0),
      o: actions.toggleOffset,
      O: actions.toggleOffset,
      f: actions.toggleFullscreen,
      F: actions.toggleFullscreen,
      h: actions.toggleInterface,
      H: actions.toggleInterface,
      "?": actions.toggleHelp,
    };
    const action = keyActions[event.key];
    // Turning pages leaves the bars hidden, so they never cover the page being read.
    if (!action) return actions.otherKey();
    event.preventDefault();
    action();
  });

  useEffect(() => {
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
