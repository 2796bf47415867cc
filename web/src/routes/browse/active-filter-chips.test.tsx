import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ActiveFilterChips } from "./active-filter-chips.tsx";
import { readBrowseFilters } from "./browse-filters.ts";

// Browse opened as /browse?q=dragon&genre=action&genre=fantasy&status=completed&minRating=7
const filters = readBrowseFilters(
  new URLSearchParams("q=dragon&genre=action&genre=fantasy&status=completed&minRating=7"),
);
const genreNames = new Map([
  ["action", "Action"],
  ["fantasy", "Fantasy"],
]);

describe("ActiveFilterChips", () => {
  it("shows one chip per active filter, genres by name", () => {
    render(<ActiveFilterChips filters={filters} genreNames={genreNames} onChange={() => {}} />);
    const chips = screen.getAllByRole("listitem").map((chip) => chip.textContent);
    expect(chips).toEqual(["“dragon”", "Action", "Fantasy", "Completed", "Rating 7.0–10.0"]);
  });

  it("removes just the filter whose chip is closed", async () => {
    const onChange = vi.fn();
    render(<ActiveFilterChips filters={filters} genreNames={genreNames} onChange={onChange} />);

    await userEvent.click(screen.getByRole("button", { name: "Remove filter: Action" }));
    expect(onChange).toHaveBeenLastCalledWith({ genres: ["fantasy"] });

    await userEvent.click(screen.getByRole("button", { name: "Remove filter: Rating 7.0–10.0" }));
    expect(onChange).toHaveBeenLastCalledWith({ minRating: 0, maxRating: 10 });
  });

  it("shows nothing for the unfiltered library", () => {
    const { container } = render(
      <ActiveFilterChips
        filters={readBrowseFilters(new URLSearchParams("sort=rating"))}
        genreNames={genreNames}
        onChange={() => {}}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
