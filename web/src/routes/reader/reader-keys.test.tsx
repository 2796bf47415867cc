import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { location, middleChapter, renderReader } from "./reader.fixtures.tsx";

describe("ChapterReader's keys", () => {
  it("leave Space to the focused switch or button", async () => {
    const user = userEvent.setup();
    const { router } = renderReader(middleChapter, { page: 2 });
    const autoPlay = screen.getByRole("switch", { name: "Auto-play" });
    const checked = autoPlay.getAttribute("aria-checked");

    act(() => autoPlay.focus());
    await user.keyboard(" ");
    expect(autoPlay).not.toHaveAttribute("aria-checked", checked);
    expect(location(router)).toBe("/manga/moonlit-blade/chapter/12?page=2");

    // Space presses Previous: one page back, not a page on.
    act(() => screen.getByRole("button", { name: "Previous" }).focus());
    await user.keyboard(" ");
    expect(location(router)).toBe("/manga/moonlit-blade/chapter/12?page=1");
  });

  it("stay in the keyboard help while it is open", async () => {
    const user = userEvent.setup();
    const { router } = renderReader(middleChapter, { page: 2 });
    const topBar = screen.getByRole("banner");
    await user.keyboard("?");
    const help = screen.getByRole("dialog", { name: "Keyboard shortcuts" });

    await user.keyboard("{ArrowRight}{ArrowLeft}{End}fho");
    expect(location(router)).toBe("/manga/moonlit-blade/chapter/12?page=2");
    expect(topBar).not.toHaveAttribute("inert");
    expect(help).toBeInTheDocument();

    // Space presses the dialog's focused button (Close), and the page stays.
    expect(help).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard(" ");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(location(router)).toBe("/manga/moonlit-blade/chapter/12?page=2");
    await user.keyboard("{ArrowRight}");
    expect(location(router)).toBe("/manga/moonlit-blade/chapter/12?page=3");
  });
});
