import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { location, middleChapter, renderReader } from "./reader.fixtures.tsx";

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

const isInert = (element: HTMLElement) => element.closest("[inert]") !== null;

describe("ChapterReader's bars, hidden", () => {
  it("stay while they hold focus, and hide once it leaves", () => {
    renderReader(middleChapter);
    const next = screen.getByRole("button", { name: "Next" });
    act(() => next.focus());

    act(() => vi.advanceTimersByTime(5000));
    expect(isInert(next)).toBe(false);
    expect(isInert(screen.getByRole("banner"))).toBe(false);
    expect(next).toHaveFocus();

    act(() => screen.getByRole("main").focus());
    act(() => vi.advanceTimersByTime(3000));
    expect(isInert(next)).toBe(true);
  });

  it("stay while the mouse is over them", () => {
    renderReader(middleChapter);
    const bottomBar = screen.getByRole("contentinfo");
    fireEvent.pointerEnter(bottomBar, { pointerType: "mouse" });
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole("banner")).not.toHaveAttribute("inert");

    fireEvent.pointerLeave(bottomBar, { pointerType: "mouse" });
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole("banner")).toHaveAttribute("inert");
  });

  it("take the side arrows and the zoom controls with them, for screen readers too", () => {
    renderReader(middleChapter);
    const arrow = screen.getByRole("button", { name: "Page to the right" });
    const zoom = screen.getByRole("group", { name: "Zoom" });
    expect(isInert(arrow) || isInert(zoom)).toBe(false);
    act(() => vi.advanceTimersByTime(3000));
    expect(isInert(arrow)).toBe(true);
    expect(isInert(zoom)).toBe(true);
  });

  it("still let screen readers hear each page turn", () => {
    const { router } = renderReader(middleChapter);
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.keyDown(document.body, { key: "ArrowRight" });
    expect(location(router)).toBe("/manga/moonlit-blade/chapter/12?page=2");

    const counter = screen.getByText("Page 2 of 3").closest("[aria-live]") as HTMLElement;
    expect(counter).toHaveAttribute("aria-live", "polite");
    expect(isInert(counter)).toBe(false);
  });

  it("hidden with H, hand focus to the pages rather than lose it", () => {
    renderReader(middleChapter);
    act(() => screen.getByRole("button", { name: "Next" }).focus());
    fireEvent.keyDown(document.activeElement!, { key: "h" });
    expect(screen.getByRole("banner")).toHaveAttribute("inert");
    expect(screen.getByRole("main")).toHaveFocus();
  });
});
