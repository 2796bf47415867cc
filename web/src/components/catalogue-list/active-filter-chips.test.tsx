import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { makeFragmentData } from "../../gql";
import { ActiveFilterChips, ActiveFilterChips_genre } from "./active-filter-chips.tsx";
import { browseCatalogue } from "./catalogues.ts";

// Browse opened as /browse?q=dragon&genre=action&genre=fantasy&status=completed&minRating=7
const values = browseCatalogue.read(
  new URLSearchParams("q=dragon&genre=action&genre=fantasy&status=completed&minRating=7"),
);
const genres = [
  { slug: "action", name: "Action" },
  { slug: "fantasy", name: "Fantasy" },
].map((genre) => makeFragmentData(genre, ActiveFilterChips_genre));

const renderChips = (props: { values: typeof values; onChange?: () => void }) =>
  render(
    <ActiveFilterChips
      filters={browseCatalogue.filters}
      genres={genres}
      onChange={() => {}}
      {...props}
    />,
  );

describe("ActiveFilterChips", () => {
  it("shows one chip per active filter, genres by name", () => {
    renderChips({ values });
    const chips = screen.getAllByRole("listitem").map((chip) => chip.textContent);
    expect(chips).toEqual(["“dragon”", "Action", "Fantasy", "Completed", "Rating 7.0–10.0"]);
  });

  it("removes just the filter whose chip is closed", async () => {
    const onChange = vi.fn();
    renderChips({ values, onChange });

    await userEvent.click(screen.getByRole("button", { name: "Remove filter: Action" }));
    expect(onChange).toHaveBeenLastCalledWith({ genres: ["fantasy"] });

    await userEvent.click(screen.getByRole("button", { name: "Remove filter: Rating 7.0–10.0" }));
    expect(onChange).toHaveBeenLastCalledWith({ minRating: 0, maxRating: 10 });
  });

  it("shows nothing for the unfiltered library", () => {
    const { container } = renderChips({
      values: browseCatalogue.read(new URLSearchParams("sort=rating")),
    });
    expect(container).toBeEmptyDOMElement();
  });
});
