// Vertical reading runs on into the next chapter, whose own reader then takes over. What the
// reader leaving hands to the one arriving, so the change cannot be seen: where the page being
// read sits on screen, and whether auto-scroll was running.

export interface VerticalHandoff {
  chapterId: string;
  page: number | "end";
  /** the page's top on screen, in CSS pixels */
  top: number;
  autoScrolling: boolean;
}

let pending: VerticalHandoff | null = null;

/** Called by the reader leaving, as it unmounts. */
export function handOver(handoff: VerticalHandoff) {
  pending = handoff;
}

/** The handoff to the reader of `chapterId`, if the one before scrolled into it; taken once. */
export function takeHandoff(chapterId: string): VerticalHandoff | null {
  const handoff = pending?.chapterId === chapterId ? pending : null;
  pending = null;
  return handoff;
}
