import { MockedProvider } from "@apollo/client/testing/react";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeFragmentData } from "../../gql";
import type {
  ChapterReader_ChapterFragment,
  UseReadingDirection_ReaderFragment,
} from "../../gql/graphql.ts";
import {
  ChapterReader,
  ChapterReader_chapter,
  RecordChapterViewMutation,
} from "./chapter-reader.tsx";
import {
  guestDirectionKey,
  SaveReadingDirectionMutation,
  UseReadingDirection_reader,
} from "./use-reading-direction.ts";

const page = (chapterId: string, number: number) => ({
  number,
  imageUrl: `/media/pages/${chapterId}/${number}.svg`,
  width: 800,
  height: 1200,
});

// Chapter 12 of "Moonlit Blade": three pages, between chapter 11 (18 pages) and chapter 12.5.
const middleChapter: ChapterReader_ChapterFragment = {
  id: "chapter-12",
  number: 12,
  title: "The Long Night",
  pageCount: 3,
  manga: { id: "manga-moonlit-blade", title: "Moonlit Blade" },
  pages: [1, 2, 3].map((number) => page("chapter-12", number)),
  previous: { id: "chapter-11", number: 11, pageCount: 18 },
  next: {
    id: "chapter-12-5",
    number: 12.5,
    pages: [1, 2].map((number) => page("chapter-12-5", number)),
  },
};

// A signed-in reader who reads right to left.
const aikoReadingRtl: UseReadingDirection_ReaderFragment = {
  id: "user-aiko",
  preferences: { readingDirection: "RTL" },
};

// Chapter 1 of a one-chapter title.
const onlyChapter: ChapterReader_ChapterFragment = {
  ...middleChapter,
  id: "chapter-1",
  number: 1,
  title: null,
  previous: null,
  next: null,
};

function renderReader(
  chapter: ChapterReader_ChapterFragment,
  { page = 1, reader = null as UseReadingDirection_ReaderFragment | null } = {},
) {
  const recordedViews: string[] = [];
  const savedDirections: string[] = [];
  const router = createMemoryRouter(
    [
      {
        path: "/manga/:mangaId/chapter/:chapterNumber",
        element: (
          <ChapterReader
            chapter={makeFragmentData(chapter, ChapterReader_chapter)}
            reader={reader && makeFragmentData(reader, UseReadingDirection_reader)}
          />
        ),
      },
    ],
    { initialEntries: [`/manga/moonlit-blade/chapter/${chapter.number}?page=${page}`] },
  );
  render(
    <MockedProvider
      mocks={[
        {
          request: { query: RecordChapterViewMutation, variables: () => true },
          maxUsageCount: Number.POSITIVE_INFINITY,
          result: (variables: { chapterId: string }) => {
            recordedViews.push(variables.chapterId);
            return {
              data: {
                recordChapterView: { __typename: "Chapter", id: variables.chapterId, views: 1 },
              },
            };
          },
        },
        {
          request: { query: SaveReadingDirectionMutation, variables: () => true },
          result: (variables: { readingDirection: string }) => {
            savedDirections.push(variables.readingDirection);
            return {
              data: {
                updatePreferences: {
                  __typename: "Preferences",
                  readingDirection: variables.readingDirection,
                },
              },
            };
          },
        },
      ]}
    >
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return { router, recordedViews, savedDirections };
}

const location = (router: ReturnType<typeof renderReader>["router"]) =>
  `${router.state.location.pathname}${router.state.location.search}`;

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

  it("turns pages with the arrow keys and hops to the next chapter from the last page", async () => {
    const user = userEvent.setup();
    const { router } = renderReader(middleChapter, { page: 2 });

    await user.keyboard("{ArrowRight}");
    expect(location(router)).toBe("/manga/moonlit-blade/chapter/12?page=3");

    await user.keyboard("{ArrowRight}");
    expect(location(router)).toBe("/manga/moonlit-blade/chapter/12.5?page=1");
  });

  it("goes from page 1 back to the previous chapter's last page", async () => {
    const user = userEvent.setup();
    const { router } = renderReader(middleChapter, { page: 1 });

    await user.click(screen.getByRole("button", { name: /Previous/ }));
    expect(location(router)).toBe("/manga/moonlit-blade/chapter/11?page=18");
  });

  it("disables Previous and Next where there is no neighbouring chapter", () => {
    renderReader(onlyChapter, { page: 1 });
    expect(screen.getByRole("button", { name: /Previous/ })).toBeDisabled();
    expect(screen.getByRole("button", { name: /Next/ })).toBeEnabled();
  });

  it("swaps the arrow keys for a reader who reads right to left", async () => {
    const user = userEvent.setup();
    const { router } = renderReader(middleChapter, { page: 2, reader: aikoReadingRtl });

    await user.keyboard("{ArrowLeft}");
    expect(location(router)).toBe("/manga/moonlit-blade/chapter/12?page=3");
  });

  it("shows the previous page beside the current one in double layout", async () => {
    const user = userEvent.setup();
    renderReader(middleChapter, { page: 2 });

    await user.click(screen.getByRole("combobox", { name: "Layout" }));
    await user.click(screen.getByRole("option", { name: "Double Page" }));
    expect(screen.getAllByRole("img").map((image) => image.getAttribute("alt"))).toEqual([
      "Page 1",
      "Page 2",
    ]);
  });

  it("zooms in steps of 25 % up to 200 %", async () => {
    const user = userEvent.setup();
    renderReader(middleChapter);
    const zoomIn = screen.getByRole("button", { name: "Zoom in" });

    for (let step = 0; step < 4; step += 1) await user.click(zoomIn);
    expect(screen.getByRole("button", { name: /^Zoom 200%/ })).toBeInTheDocument();
    expect(zoomIn).toBeDisabled();
  });

  it("counts one view for the chapter it opens", async () => {
    const { recordedViews } = renderReader(middleChapter);
    await vi.waitFor(() => expect(recordedViews).toEqual(["chapter-12"]));
  });

  it("preloads the next three pages and the next chapter's first page, never more", () => {
    // Pages of their own, so links left in <head> by other tests do not count.
    renderReader(
      {
        ...middleChapter,
        pageCount: 5,
        pages: [1, 2, 3, 4, 5].map((number) => page("preload-12", number)),
        next: {
          ...middleChapter.next!,
          pages: [1, 2].map((number) => page("preload-12-5", number)),
        },
      },
      { page: 1 },
    );
    const preloaded = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')]
      .map((link) => link.getAttribute("href"))
      .filter((href) => href?.includes("/preload-"));
    expect(preloaded).toEqual([
      "/media/pages/preload-12/2.svg",
      "/media/pages/preload-12/3.svg",
      "/media/pages/preload-12/4.svg",
      "/media/pages/preload-12-5/1.svg",
    ]);
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
});

describe("ChapterReader's reading direction", () => {
  beforeEach(() => localStorage.clear());

  async function chooseDirection(user: ReturnType<typeof userEvent.setup>, label: string) {
    await user.click(screen.getByRole("combobox", { name: "Reading direction" }));
    await user.click(screen.getByRole("option", { name: label }));
    // Arrow keys typed into a picker are the picker's: reading goes on from the page.
    (document.activeElement as HTMLElement).blur();
  }

  it("is kept in this browser for a signed-out reader, with the arrow keys following it", async () => {
    const user = userEvent.setup();
    const { router } = renderReader(middleChapter, { page: 2 });
    expect(screen.getByRole("combobox", { name: "Reading direction" })).toHaveTextContent(
      "Left to right",
    );

    await chooseDirection(user, "Right to left (manga)");
    expect(localStorage.getItem(guestDirectionKey)).toBe("RTL");

    await user.keyboard("{ArrowLeft}");
    expect(location(router)).toBe("/manga/moonlit-blade/chapter/12?page=3");
    await user.keyboard("{ArrowRight}");
    expect(location(router)).toBe("/manga/moonlit-blade/chapter/12?page=2");
  });

  it("comes back on a signed-out reader's next visit", async () => {
    localStorage.setItem(guestDirectionKey, "RTL");
    const user = userEvent.setup();
    const { router } = renderReader(middleChapter, { page: 2 });

    expect(screen.getByRole("combobox", { name: "Reading direction" })).toHaveTextContent(
      "Right to left (manga)",
    );
    await user.keyboard("{ArrowLeft}");
    expect(location(router)).toBe("/manga/moonlit-blade/chapter/12?page=3");
  });

  it("reads left to right when the stored value is not a direction", () => {
    localStorage.setItem(guestDirectionKey, "toString");
    renderReader(middleChapter);
    expect(screen.getByRole("combobox", { name: "Reading direction" })).toHaveTextContent(
      "Left to right",
    );
  });

  it("is a signed-in reader's saved preference, over this browser's", async () => {
    localStorage.setItem(guestDirectionKey, "LTR");
    const user = userEvent.setup();
    const { savedDirections } = renderReader(middleChapter, { reader: aikoReadingRtl });
    expect(screen.getByRole("combobox", { name: "Reading direction" })).toHaveTextContent(
      "Right to left (manga)",
    );

    await chooseDirection(user, "Vertical scroll");
    await vi.waitFor(() => expect(savedDirections).toEqual(["VERTICAL"]));
    expect(localStorage.getItem(guestDirectionKey)).toBe("LTR");
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
});
