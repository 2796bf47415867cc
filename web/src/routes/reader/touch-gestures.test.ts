import { describe, expect, it } from "vitest";
import { classifyStroke, tapZone } from "./touch-gestures.ts";

describe("tapZone", () => {
  it("splits the screen in thirds", () => {
    expect(tapZone(10, 0, 390)).toBe("left");
    expect(tapZone(195, 0, 390)).toBe("middle");
    expect(tapZone(380, 0, 390)).toBe("right");
  });
});

describe("classifyStroke", () => {
  it("is a tap when the finger barely moved", () => {
    expect(classifyStroke({ x: 100, y: 100 }, { x: 105, y: 103 })).toBe("tap");
  });

  it("is a swipe when it went far sideways, named by where the page moved", () => {
    expect(classifyStroke({ x: 300, y: 400 }, { x: 100, y: 420 })).toBe("left");
    expect(classifyStroke({ x: 100, y: 400 }, { x: 300, y: 380 })).toBe("right");
  });

  it("is nothing when the finger mostly went up or down (a scroll)", () => {
    expect(classifyStroke({ x: 100, y: 400 }, { x: 160, y: 100 })).toBeNull();
  });
});
