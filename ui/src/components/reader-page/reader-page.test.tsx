import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ReaderPage } from "./reader-page.tsx";

const page = (label: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="120"><text y="60">${label}</text></svg>`,
  )}`;

describe("ReaderPage", () => {
  afterEach(() => vi.restoreAllMocks());

  it("keeps the page on screen until the next one is decoded, so a turn never flashes blank", async () => {
    let decoded = () => {};
    vi.spyOn(HTMLImageElement.prototype, "decode").mockImplementation(
      () => new Promise<void>((resolve) => (decoded = resolve)),
    );
    const props = { width: 80, height: 120, displayWidth: "80px" };
    const { rerender } = render(<ReaderPage {...props} src={page("one")} alt="Page 1" />);

    rerender(<ReaderPage {...props} src={page("two")} alt="Page 2" />);
    expect(screen.getByRole("img")).toHaveAttribute("src", page("one"));

    await act(async () => decoded());
    expect(screen.getByRole("img", { name: "Page 2" })).toHaveAttribute("src", page("two"));
  });
});
