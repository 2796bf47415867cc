import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { makeFragmentData } from "../../gql";
import type { ChapterReader_ChapterFragment } from "../../gql/graphql.ts";
import { ChapterReader_chapter } from "./chapter-reader.tsx";
import { readPageParam } from "./reader-navigation.ts";
import { middleChapter, onlyChapter } from "./reader.fixtures.tsx";
import { ReaderShell } from "./reader-shell.tsx";

/** The shell as the server renders it for `/manga/moonlit-blade/chapter/<number>?page=<page>`. */
function renderShell(chapter: ChapterReader_ChapterFragment, page: string) {
  const path = `/manga/moonlit-blade/chapter/${chapter.number}?page=${page}`;
  const router = createMemoryRouter(
    [
      {
        path: "/manga/:mangaId/chapter/:chapterNumber",
        element: (
          <ReaderShell
            chapter={makeFragmentData(chapter, ChapterReader_chapter)}
            mangaId="moonlit-blade"
            page={readPageParam(page, chapter.pageCount)}
          />
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

const pages = () => within(screen.getByRole("navigation", { name: "Pages" }));
const hrefOf = (name: string) => pages().getByRole("link", { name }).getAttribute("href");

describe("ReaderShell, the chapter before the app starts (and without JavaScript)", () => {
  it("shows the page asked for at its size, with links to the pages either side", () => {
    renderShell(middleChapter, "2");
    expect(
      screen.getByRole("heading", { level: 1, name: "Chapter 12: The Long Night" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Moonlit Blade" })).toHaveAttribute(
      "href",
      "/manga/moonlit-blade",
    );
    const image = screen.getByRole("img", { name: "Page 2" });
    expect(image).toHaveAttribute("src", "/media/pages/chapter-12/2.svg");
    expect(image).toHaveAttribute("width", "800");
    expect(image).toHaveAttribute("height", "1200");
    expect(pages().getByText("Page 2 of 3")).toBeInTheDocument();
    expect(hrefOf("Previous page")).toBe("/manga/moonlit-blade/chapter/12?page=1");
    expect(hrefOf("Next page")).toBe("/manga/moonlit-blade/chapter/12?page=3");
    // A tap on the page turns it.
    expect(image.closest("a")).toHaveAttribute("href", "/manga/moonlit-blade/chapter/12?page=3");
  });

  it("offers a stored page in its stored widths, for the browser to pick the one it draws", () => {
    const stored = {
      number: 1,
      imageUrl: "/media/images/pages/abc.w1800",
      width: 1800,
      height: 2700,
    };
    renderShell({ ...middleChapter, pageCount: 1, pages: [stored] }, "1");
    const image = screen.getByRole("img", { name: "Page 1" });
    expect(image).toHaveAttribute(
      "srcset",
      [320, 640, 1080, 1600, 1800].map((w) => `${stored.imageUrl}?w=${w} ${w}w`).join(", "),
    );
    expect(image).toHaveAttribute(
      "sizes",
      "min(calc(100vw - 1rem), calc((100vh - 8.5rem) * 0.667))",
    );
    // The seed's drawn pages scale freely: one URL.
    document.body.replaceChildren();
    renderShell(middleChapter, "1");
    expect(screen.getByRole("img", { name: "Page 1" })).not.toHaveAttribute("srcset");
  });

  it("goes back from the first page to the previous chapter's last page", () => {
    renderShell(middleChapter, "1");
    expect(hrefOf("Previous chapter")).toBe("/manga/moonlit-blade/chapter/11?page=18");
  });

  it("goes on from the last page, and from the end screen's place, to the next chapter", () => {
    for (const page of ["3", "end"]) {
      renderShell(middleChapter, page);
      expect(screen.getByRole("img", { name: "Page 3" })).toBeInTheDocument();
      expect(hrefOf("Next chapter")).toBe("/manga/moonlit-blade/chapter/12.5");
      document.body.replaceChildren();
    }
  });

  it("leads back to the title after the latest chapter, and has no way back before the first", () => {
    renderShell({ ...onlyChapter, pageCount: 1, pages: onlyChapter.pages.slice(0, 1) }, "1");
    expect(screen.getByRole("heading", { level: 1, name: "Chapter 1" })).toBeInTheDocument();
    expect(hrefOf("Back to the title")).toBe("/manga/moonlit-blade");
    expect(pages().getAllByRole("link")).toHaveLength(1);
  });

  it("says a chapter without pages has none, as the reader does", () => {
    renderShell({ ...middleChapter, pageCount: 0, pages: [] }, "1");
    expect(
      screen.getByRole("heading", { name: "Chapter 12 has no pages yet" }),
    ).toBeInTheDocument();
  });
});
