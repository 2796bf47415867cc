import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAutoScroll } from "./use-auto-scroll.ts";

// The animation frames are the test's: each `frameAt(ms)` runs the waiting frame at that time.
let frames: FrameRequestCallback[] = [];
const frameAt = (ms: number) => act(() => frames.splice(0).forEach((frame) => frame(ms)));
let scrolled = 0;

beforeEach(() => {
  frames = [];
  scrolled = 0;
  vi.spyOn(performance, "now").mockReturnValue(0);
  vi.stubGlobal("requestAnimationFrame", (frame: FrameRequestCallback) => frames.push(frame));
  vi.stubGlobal("cancelAnimationFrame", () => (frames = []));
  vi.spyOn(window, "scrollBy").mockImplementation(((_x: number, y: number) => {
    scrolled += y;
  }) as typeof window.scrollBy);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderAutoScroll(speed: number) {
  return renderHook(({ speed }) => useAutoScroll(true, [speed, () => {}]), {
    initialProps: { speed },
  });
}

describe("useAutoScroll", () => {
  it("scrolls at the reader's speed, in pixels a second, and follows a new speed", () => {
    const { result, rerender } = renderAutoScroll(80);
    act(() => result.current.setPlaying(true));
    frameAt(500);
    frameAt(1000);
    expect(scrolled).toBe(80);

    rerender({ speed: 200 }); // restarts its clock from now (0 here)
    frameAt(1000);
    expect(scrolled).toBe(280);
  });

  it("pauses on a key press or a touch, but not for changing the speed", () => {
    const control = document.createElement("div");
    control.dataset.autoScrollControl = "";
    const button = control.appendChild(document.createElement("button"));
    const slider = control.appendChild(document.createElement("span"));
    slider.setAttribute("role", "slider");
    document.body.append(control);
    const { result } = renderAutoScroll(80);
    act(() => result.current.setPlaying(true));

    // Changing the speed with the slider's arrow keys, or touching it, keeps it running.
    slider.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
    slider.dispatchEvent(new Event("touchstart", { bubbles: true }));
    expect(result.current.playing).toBe(true);

    // Any other key pauses, also on the control's button (which keeps the focus after a click).
    act(() => {
      button.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true }));
    });
    expect(result.current.playing).toBe(false);

    // Space and Enter on the button are the button's: its click pauses, so the key must not
    // pause first (the click would start it again).
    for (const key of [" ", "Enter"]) {
      act(() => result.current.setPlaying(true));
      act(() => {
        button.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));
      });
      expect(result.current.playing).toBe(true);
    }

    act(() => result.current.setPlaying(true));
    act(() => {
      document.body.dispatchEvent(new Event("touchstart", { bubbles: true }));
    });
    expect(result.current.playing).toBe(false);
    control.remove();
  });
});
