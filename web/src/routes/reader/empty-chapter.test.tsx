import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { middleChapter, onlyChapter, renderReader } from "./reader.fixtures.tsx";

describe("ChapterReader for a chapter without pages", () => {
  it("says so, and leads on to the next chapter and back to the title", () => {
    renderReader({ ...middleChapter, pageCount: 0, pages: [] });
    expect(
      screen.getByRole("heading", { name: "Chapter 12 has no pages yet" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Read Chapter 12.5" })).toHaveAttribute(
      "href",
      "/manga/moonlit-blade/chapter/12.5?page=1",
    );
    expect(screen.getByRole("link", { name: "Back to the title" })).toHaveAttribute(
      "href",
      "/manga/moonlit-blade",
    );
  });

  it("after the latest chapter, leads back to the title", () => {
    renderReader({ ...onlyChapter, pageCount: 0, pages: [] });
    expect(screen.getByText("Moonlit Blade has no later chapter to read instead.")).toBeVisible();
    expect(screen.queryByRole("link", { name: /Read Chapter/ })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the title" })).toBeInTheDocument();
  });
});
