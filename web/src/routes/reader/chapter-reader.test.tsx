import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ChapterReader_ChapterFragment } from "../../gql/graphql.ts";
import {
  aikoReadingRtl,
  chapterWithSpread,
  imagesOnScreen,
  location,
  middleChapter,
  onlyChapter,
  pick,
  renderReader,
} from "./reader.fixtures.tsx";
import { guestPreferenceKeys } from "./use-reader-preferences.ts";
describe("ChapterReader", () => {
  it("shows where the reader is in the chapter", () => {
    renderReader(middleChapter, { page: 2 });
    expect(screen.getByText("Page 2 of 3")).toBeInTheDocument();
    expect(screen.getByText("67% completed")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Chapter 12: The Long Night" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Moonlit Blade" })).toHaveAttribute(
      "href",
      "/manga/moonlit-blade",
    );
  });

  it("reserves each page's true size before its image loads", () => {
    renderReader(middleChapter);
    const image = screen.getByRole("img", { name: "Page 1" });
    expect(image).toHaveAttribute("width", "800");
    expect(image).toHaveAttribute("height", "1200");
  });

  it("loads a stored page at the width it is drawn at on this screen, and a wider one zoomed", async () => {
    // jsdom's window is 1024 × 768 at one device pixel per CSS pixel: fitting the screen, an
    // 800 × 1200 page is drawn 502 px wide, so of its stored widths (320, 640, 800) 640 is enough.
    const user = userEvent.setup();
    renderReader({
      ...onlyChapter,
      pages: [1, 2].map((number) => ({
        number,
        imageUrl: `/media/images/chapter-1-${number}.w800`,
        width: 800,
        height: 1200,
      })),
    });
    const image = screen.getByRole("img", { name: "Page 1" });
    expect(image).toHaveAttribute("src", "/media/images/chapter-1-1.w800?w=640");
    await user.keyboard("++");
    await vi.waitFor(() =>
      expect(image).toHaveAttribute("src", "/media/images/chapter-1-1.w800?w=800"),
    );
  });

  it("turns pages with the arrow keys, through the end screen to the next chapter", async () => {
    const user = userEvent.setup();
    const { router } = renderReader(middleChapter, { page: 2 });

    await user.keyboard("{ArrowRight}");
    expect(location(router)).toBe("/manga/moonlit-blade/chapter/12?page=3");
    await user.keyboard("{ArrowRight}");
    expect(location(router)).toBe("/manga/moonlit-blade/chapter/12?page=end");
    expect(screen.getByRole("heading", { name: "Chapter 12 finished" })).toBeInTheDocument();

    await user.keyboard("{ArrowRight}");
    expect(location(router)).toBe("/manga/moonlit-blade/chapter/12.5?page=1");
  });

  it("counts every key of a burst pressed faster than the page can follow", async () => {
    const { router } = renderReader(middleChapter, { page: 1 });
    // Five presses with no rendering between them: 2, 3, the end screen, 12.5's pages 1 and 2.
    for (let press = 0; press < 5; press += 1) {
      fireEvent.keyDown(document.body, { key: "ArrowRight" });
    }
    await vi.waitFor(() =>
      expect(location(router)).toBe("/manga/moonlit-blade/chapter/12.5?page=2"),
    );
  });

  it("replaces the history entry on a page turn and adds one for a new chapter", async () => {
    const user = userEvent.setup();
    const { router } = renderReader(middleChapter, { page: 3 });
    await user.keyboard("{ArrowRight}");
    expect(router.state.historyAction).toBe("REPLACE");
    await user.keyboard("{ArrowRight}");
    expect(router.state.historyAction).toBe("PUSH");
  });

  it("goes from page 1 back to the previous chapter's last page", async () => {
    const user = userEvent.setup();
    const { router } = renderReader(middleChapter, { page: 1 });

    await user.click(screen.getByRole("button", { name: /Previous/ }));
    expect(location(router)).toBe("/manga/moonlit-blade/chapter/11?page=18");
  });

  it("disables Previous at the very start and Next on the last chapter's end screen", () => {
    renderReader(onlyChapter, { page: 1 });
    expect(screen.getByRole("button", { name: /Previous/ })).toBeDisabled();
    expect(screen.getByRole("button", { name: /Next/ })).toBeEnabled();
    cleanupAndRender(onlyChapter, "end");
    expect(screen.getByRole("button", { name: /Next/ })).toBeDisabled();
  });

  it("swaps the arrow keys for a reader who reads right to left", async () => {
    const user = userEvent.setup();
    const { router } = renderReader(middleChapter, { page: 2, reader: aikoReadingRtl });

    await user.keyboard("{ArrowLeft}");
    expect(location(router)).toBe("/manga/moonlit-blade/chapter/12?page=3");
  });

  it("turns pages with Space, Shift+Space, Page Down/Up, Home and End", async () => {
    const user = userEvent.setup();
    const { router } = renderReader(chapterWithSpread, { page: 3 });
    const pageNow = () => new URLSearchParams(router.state.location.search).get("page");

    await user.keyboard(" ");
    expect(pageNow()).toBe("4");
    await user.keyboard("{Shift>} {/Shift}");
    expect(pageNow()).toBe("3");
    await user.keyboard("{PageDown}");
    expect(pageNow()).toBe("4");
    await user.keyboard("{PageUp}");
    expect(pageNow()).toBe("3");
    await user.keyboard("{End}");
    expect(pageNow()).toBe("9");
    await user.keyboard("{Home}");
    expect(pageNow()).toBe("1");
  });

  it("jumps to the next and previous chapter with ] and [", async () => {
    const user = userEvent.setup();
    const { router } = renderReader(middleChapter, { page: 2 });
    await user.keyboard("]");
    expect(location(router)).toBe("/manga/moonlit-blade/chapter/12.5?page=1");

    cleanupAndRender(middleChapter, 2);
    await user.keyboard("[[");
    expect(location(lastRouter!)).toBe("/manga/moonlit-blade/chapter/11?page=1");
  });

  it("zooms with + and - in steps of 25 %, and back to 100 % with 0", async () => {
    const user = userEvent.setup();
    renderReader(middleChapter);
    await user.keyboard("++");
    expect(screen.getByRole("button", { name: /^Zoom 150%/ })).toBeInTheDocument();
    await user.keyboard("-");
    expect(screen.getByRole("button", { name: /^Zoom 125%/ })).toBeInTheDocument();
    await user.keyboard("0");
    expect(screen.getByRole("button", { name: /^Zoom 100%/ })).toBeInTheDocument();
  });

  it("zooms with the buttons up to 300 %", async () => {
    const user = userEvent.setup();
    renderReader(middleChapter);
    const zoomIn = screen.getByRole("button", { name: "Zoom in" });
    for (let step = 0; step < 8; step += 1) await user.click(zoomIn);
    expect(screen.getByRole("button", { name: /^Zoom 300%/ })).toBeInTheDocument();
    expect(zoomIn).toBeDisabled();
  });

  it("counts one view for the chapter it opens", async () => {
    const { recordedViews } = renderReader(middleChapter);
    await vi.waitFor(() => expect(recordedViews).toEqual(["chapter-12"]));
  });

  it("toggles the interface with H", async () => {
    const user = userEvent.setup();
    renderReader(middleChapter);
    const topBar = screen.getByRole("banner");

    await user.keyboard("h");
    expect(topBar).toHaveAttribute("inert");
    await user.keyboard("h");
    expect(topBar).not.toHaveAttribute("inert");
  });

  it("lists every key in its help", async () => {
    const user = userEvent.setup();
    renderReader(middleChapter);
    await user.keyboard("?");
    const help = screen.getByRole("dialog", { name: "Keyboard shortcuts" });
    for (const key of [
      "← →",
      "Space / Shift+Space",
      "Page Down / Page Up",
      "Home / End",
      "[ ]",
      "+ − 0",
      "O",
      "F",
      "H",
      "?",
    ]) {
      expect(within(help).getByText(key)).toBeInTheDocument();
    }
  });

  it("gives focus back to the page after a pick, so the arrows turn pages again", async () => {
    const user = userEvent.setup();
    const { router } = renderReader(chapterWithSpread, { page: 1 });
    await pick(user, "Page", "Page 4");
    expect(location(router)).toBe("/manga/moonlit-blade/chapter/5?page=4");
    await user.keyboard("{ArrowRight}");
    expect(location(router)).toBe("/manga/moonlit-blade/chapter/5?page=5");

    await pick(user, "Fit", "Fit width");
    await user.keyboard("{ArrowRight}");
    expect(location(router)).toBe("/manga/moonlit-blade/chapter/5?page=6");
  });
});

let lastRouter: ReturnType<typeof renderReader>["router"] | undefined;
/** A second reader in the same test, on a clean page. */
function cleanupAndRender(chapter: ChapterReader_ChapterFragment, page: number | "end") {
  cleanup();
  lastRouter = renderReader(chapter, { page }).router;
}

describe("ChapterReader's double page", () => {
  beforeEach(() => localStorage.setItem(guestPreferenceKeys.readerLayout, "DOUBLE"));
  afterEach(() => localStorage.clear());

  it("shows the cover alone, pairs the pages after it, and a spread alone", async () => {
    const user = userEvent.setup();
    renderReader(chapterWithSpread, { page: 1 });
    expect(imagesOnScreen()).toEqual(["Page 1"]);
    await user.keyboard("{ArrowRight}");
    expect(imagesOnScreen()).toEqual(["Page 2", "Page 3"]);
    await user.keyboard("{ArrowRight}{ArrowRight}");
    // Page 6 is odd before the spread: it stands alone, and so does the spread.
    expect(imagesOnScreen()).toEqual(["Page 6"]);
    await user.keyboard("{ArrowRight}");
    expect(imagesOnScreen()).toEqual(["Page 7"]);
    await user.keyboard("{ArrowRight}");
    expect(imagesOnScreen()).toEqual(["Page 8", "Page 9"]);
  });

  it("says which pages are on screen, and counts a pair as read to its second page", async () => {
    const user = userEvent.setup();
    renderReader(chapterWithSpread, { page: 1 });
    expect(screen.getByText("Page 1 of 9")).toBeInTheDocument();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByText("Pages 2–3 of 9")).toBeInTheDocument();
    expect(screen.getByText("33% completed")).toBeInTheDocument();
    await user.keyboard("{End}");
    expect(screen.getByText("Pages 8–9 of 9")).toBeInTheDocument();
    expect(screen.getByText("100% completed")).toBeInTheDocument();
  });

  it("puts the first page of a pair on the right when reading right to left", () => {
    renderReader(chapterWithSpread, {
      page: 2,
      reader: {
        ...aikoReadingRtl,
        preferences: { ...aikoReadingRtl.preferences, readerLayout: "DOUBLE" },
      },
    });
    expect(imagesOnScreen()).toEqual(["Page 3", "Page 2"]);
  });

  it("shifts the pairs by one page with O", async () => {
    const user = userEvent.setup();
    renderReader(chapterWithSpread, { page: 2 });
    await user.keyboard("o");
    expect(imagesOnScreen()).toEqual(["Page 2"]);
    await user.keyboard("{ArrowRight}");
    expect(imagesOnScreen()).toEqual(["Page 3", "Page 4"]);
    expect(screen.getByRole("button", { name: "Offset" })).toHaveAttribute("aria-pressed", "true");
  });
});

describe("ChapterReader's end screen", () => {
  it("offers the next chapter, and one more arrow continues to it", async () => {
    const user = userEvent.setup();
    const { router } = renderReader(middleChapter, { page: "end" });
    expect(screen.getByText("Next: Chapter 12.5 — Extra: Tea")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the title" })).toHaveAttribute(
      "href",
      "/manga/moonlit-blade",
    );
    expect(screen.getByRole("button", { name: "Favorite" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: /Read Chapter 12.5/ }));
    expect(location(router)).toBe("/manga/moonlit-blade/chapter/12.5?page=1");
  });

  it("says the reader is caught up, with the title's status, after the latest chapter", () => {
    renderReader(onlyChapter, { page: "end" });
    expect(screen.getByRole("heading", { name: "You're caught up" })).toBeInTheDocument();
    expect(screen.getByText("Ongoing")).toBeInTheDocument();
    expect(screen.getByText("100% completed")).toBeInTheDocument();
  });
});

describe("ChapterReader's auto-play", () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => vi.useRealTimers());
  const countdown = () => screen.queryByRole("timer");

  it("counts down 5 seconds on the end screen, then goes on to the next chapter", () => {
    const { router } = renderReader(middleChapter, { page: "end" });
    expect(countdown()).toHaveTextContent("Chapter 12.5 in 5 s");
    act(() => vi.advanceTimersByTime(4000));
    expect(countdown()).toHaveTextContent("Chapter 12.5 in 1 s");
    expect(location(router)).toBe("/manga/moonlit-blade/chapter/12?page=end");
    act(() => vi.advanceTimersByTime(1000));
    expect(location(router)).toBe("/manga/moonlit-blade/chapter/12.5?page=1");
  });

  it.each([
    ["a key press", () => fireEvent.keyDown(document.body, { key: "Shift" })],
    ["a tap", () => fireEvent.pointerDown(document.body, { pointerType: "touch" })],
    ["Stop", () => fireEvent.click(screen.getByRole("button", { name: "Stop" }))],
  ])("stops counting down on %s, and the end screen stays", (_, interrupt) => {
    const { router } = renderReader(middleChapter, { page: "end" });
    act(() => vi.advanceTimersByTime(2000));
    act(interrupt);
    expect(countdown()).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10_000));
    expect(location(router)).toBe("/manga/moonlit-blade/chapter/12?page=end");
  });

  it("never counts down when the reader turned auto-play off in the reader's settings", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderReader(middleChapter, { page: 3 });
    const toggle = screen.getByRole("switch", { name: "Auto-play" });
    expect(toggle).toBeChecked(); // on by default
    await user.click(toggle);
    expect(localStorage.getItem(guestPreferenceKeys.autoPlay)).toBe("false");

    cleanup();
    const { router } = renderReader(middleChapter, { page: "end" });
    expect(screen.getByRole("switch", { name: "Auto-play" })).not.toBeChecked();
    expect(countdown()).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10_000));
    expect(location(router)).toBe("/manga/moonlit-blade/chapter/12?page=end");
  });

  it("follows a signed-in reader's saved preference", () => {
    renderReader(middleChapter, {
      page: "end",
      reader: {
        ...aikoReadingRtl,
        preferences: { ...aikoReadingRtl.preferences, autoPlay: false },
      },
    });
    expect(countdown()).not.toBeInTheDocument();
  });

  it("has nothing to count down to after the latest chapter", () => {
    renderReader(onlyChapter, { page: "end" });
    expect(countdown()).not.toBeInTheDocument();
  });
});

describe("ChapterReader's preferences", () => {
  beforeEach(() => localStorage.clear());

  it("keeps a signed-out reader's direction in this browser, with the arrow keys following it", async () => {
    const user = userEvent.setup();
    const { router } = renderReader(middleChapter, { page: 2 });
    expect(screen.getByRole("combobox", { name: "Reading direction" })).toHaveTextContent(
      "Left to right",
    );

    await pick(user, "Reading direction", "Right to left (manga)");
    expect(localStorage.getItem(guestPreferenceKeys.readingDirection)).toBe("RTL");

    await user.keyboard("{ArrowLeft}");
    expect(location(router)).toBe("/manga/moonlit-blade/chapter/12?page=3");
    await user.keyboard("{ArrowRight}");
    expect(location(router)).toBe("/manga/moonlit-blade/chapter/12?page=2");
  });

  it("brings a signed-out reader's direction and fit back on the next visit", () => {
    localStorage.setItem(guestPreferenceKeys.readingDirection, "RTL");
    localStorage.setItem(guestPreferenceKeys.readerFit, "HEIGHT");
    renderReader(middleChapter, { page: 2 });
    expect(screen.getByRole("combobox", { name: "Reading direction" })).toHaveTextContent(
      "Right to left (manga)",
    );
    expect(screen.getByRole("combobox", { name: "Fit" })).toHaveTextContent("Fit height");
  });

  it("reads left to right, fitting the screen, when the stored values are not choices", () => {
    localStorage.setItem(guestPreferenceKeys.readingDirection, "toString");
    localStorage.setItem(guestPreferenceKeys.readerFit, "STRETCH");
    renderReader(middleChapter);
    expect(screen.getByRole("combobox", { name: "Reading direction" })).toHaveTextContent(
      "Left to right",
    );
    expect(screen.getByRole("combobox", { name: "Fit" })).toHaveTextContent("Fit screen");
  });

  it("keeps a signed-out reader's fit in this browser and sizes the page by it", async () => {
    const user = userEvent.setup();
    renderReader(middleChapter);
    await pick(user, "Fit", "Original size");
    expect(localStorage.getItem(guestPreferenceKeys.readerFit)).toBe("ORIGINAL");
    expect(screen.getByRole("img", { name: "Page 1" }).style.width).toBe("calc(800px)");
  });

  it("saves a signed-in reader's direction, fit and layout to their preferences, not this browser", async () => {
    localStorage.setItem(guestPreferenceKeys.readingDirection, "LTR");
    const user = userEvent.setup();
    const { savedPreferences } = renderReader(middleChapter, { reader: aikoReadingRtl });
    expect(screen.getByRole("combobox", { name: "Reading direction" })).toHaveTextContent(
      "Right to left (manga)",
    );

    await pick(user, "Fit", "Fit width");
    await pick(user, "Layout", "Double Page");
    await pick(user, "Reading direction", "Vertical scroll");
    await vi.waitFor(() =>
      expect(savedPreferences).toEqual([
        { readerFit: "WIDTH" },
        { readerLayout: "DOUBLE" },
        { readingDirection: "VERTICAL" },
      ]),
    );
    expect(localStorage.getItem(guestPreferenceKeys.readingDirection)).toBe("LTR");
    expect(localStorage.getItem(guestPreferenceKeys.readerFit)).toBeNull();
    expect(localStorage.getItem(guestPreferenceKeys.readerLayout)).toBeNull();
  });

  it("opens a signed-in reader's saved layout, whatever this browser kept", () => {
    localStorage.setItem(guestPreferenceKeys.readerLayout, "SINGLE");
    renderReader(chapterWithSpread, {
      page: 2,
      reader: {
        ...aikoReadingRtl,
        preferences: { ...aikoReadingRtl.preferences, readerLayout: "DOUBLE" },
      },
    });
    expect(screen.getByRole("combobox", { name: "Layout" })).toHaveTextContent("Double Page");
    expect(imagesOnScreen()).toEqual(["Page 3", "Page 2"]);
  });

  it("keeps a signed-out reader's layout in this browser, also one kept in lower case before", async () => {
    const user = userEvent.setup();
    renderReader(chapterWithSpread, { page: 2 });
    await pick(user, "Layout", "Double Page");
    expect(localStorage.getItem(guestPreferenceKeys.readerLayout)).toBe("DOUBLE");
    expect(imagesOnScreen()).toEqual(["Page 2", "Page 3"]);

    cleanup();
    localStorage.setItem(guestPreferenceKeys.readerLayout, "double");
    renderReader(chapterWithSpread, { page: 2 });
    expect(screen.getByRole("combobox", { name: "Layout" })).toHaveTextContent("Double Page");
  });
});

describe("ChapterReader's vertical layout preferences", () => {
  beforeEach(() => {
    localStorage.clear();
    // jsdom has no IntersectionObserver (vertical mode follows the page in view with it) nor
    // ResizeObserver (the speed slider measures its thumb): these tests are about the layout
    // choices, so observers that never report stand in.
    const silentObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    vi.stubGlobal("IntersectionObserver", silentObserver);
    vi.stubGlobal("ResizeObserver", silentObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  const changeLayout = async (user: ReturnType<typeof userEvent.setup>) => {
    await pick(user, "Gap between pages", "No gap");
    await pick(user, "Page width", "Full width");
    const speed = screen.getByRole("slider", { name: "Auto-scroll speed" });
    act(() => speed.focus());
    await user.keyboard("{ArrowRight}"); // a step of 20 px a second
  };

  it("keeps a signed-out reader's gap, width and auto-scroll speed in this browser", async () => {
    localStorage.setItem(guestPreferenceKeys.readingDirection, "VERTICAL");
    const user = userEvent.setup();
    renderReader(middleChapter);
    await changeLayout(user);
    expect(localStorage.getItem(guestPreferenceKeys.readerGap)).toBe("NONE");
    expect(localStorage.getItem(guestPreferenceKeys.readerWidth)).toBe("FULL");
    expect(localStorage.getItem(guestPreferenceKeys.autoScrollSpeed)).toBe("100");

    cleanup();
    renderReader(middleChapter);
    expect(screen.getByRole("combobox", { name: "Gap between pages" })).toHaveTextContent("No gap");
    expect(screen.getByRole("combobox", { name: "Page width" })).toHaveTextContent("Full width");
    expect(screen.getByRole("slider", { name: "Auto-scroll speed" })).toHaveAttribute(
      "aria-valuenow",
      "100",
    );
    expect(screen.getByRole("img", { name: "Page 1" }).style.width).toBe("calc(100vw)");
  });

  it("saves a signed-in reader's gap, width and auto-scroll speed to their preferences", async () => {
    const user = userEvent.setup();
    const { savedPreferences } = renderReader(middleChapter, {
      reader: {
        ...aikoReadingRtl,
        preferences: { ...aikoReadingRtl.preferences, readingDirection: "VERTICAL" },
      },
    });
    await changeLayout(user);
    // Each is saved once; the saves are apart and may land in any order (the full run saw the
    // speed's before the width's).
    await vi.waitFor(() => {
      expect(savedPreferences).toHaveLength(3);
      expect(savedPreferences).toEqual(
        expect.arrayContaining([
          { readerGap: "NONE" },
          { readerWidth: "FULL" },
          { autoScrollSpeed: 100 },
        ]),
      );
    });
    expect(localStorage.getItem(guestPreferenceKeys.readerGap)).toBeNull();
  });
});

describe("ChapterReader's bars", () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it("hide 3 seconds after the last interaction", () => {
    renderReader(middleChapter);
    const topBar = screen.getByRole("banner");

    act(() => vi.advanceTimersByTime(2999));
    expect(topBar).not.toHaveAttribute("inert");
    act(() => vi.advanceTimersByTime(1));
    expect(topBar).toHaveAttribute("inert");
  });

  it("stay out of the way while the keys turn pages, and come back with Tab", () => {
    const { router } = renderReader(middleChapter);
    const topBar = screen.getByRole("banner");
    act(() => vi.advanceTimersByTime(3000));

    fireEvent.keyDown(document.body, { key: "ArrowRight" });
    expect(location(router)).toBe("/manga/moonlit-blade/chapter/12?page=2");
    expect(topBar).toHaveAttribute("inert");

    fireEvent.keyDown(document.body, { key: "Tab" });
    expect(topBar).not.toHaveAttribute("inert");
  });
});
