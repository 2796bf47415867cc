import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  readSearchFilters,
  toMangasArguments,
  writeSearchFilters,
} from "./search-filters.ts";

describe("readSearchFilters", () => {
  it("reads the query and every filter, falling back for values it does not know", () => {
    const filters = readSearchFilters(
      new URLSearchParams(
        "q= dragon &genre=action&status=paused&minRating=7.5&year=1999&sort=newest",
      ),
    );
    expect(filters).toEqual({
      query: "dragon",
      genres: ["action"],
      status: "all",
      minRating: 7.5,
      year: null,
      completedOnly: false,
      sort: "newest",
      view: "grid",
    });
  });
});

describe("writeSearchFilters", () => {
  it("round-trips, leaving defaults out", () => {
    const params = new URLSearchParams("q=dragon&status=hiatus&year=2022&completed=true&view=list");
    expect(writeSearchFilters(readSearchFilters(params)).toString()).toBe(params.toString());
  });
});

describe("activeFilterCount", () => {
  it("counts each genre and each non-default filter, not the query or the sort", () => {
    const filters = readSearchFilters(
      new URLSearchParams(
        "q=x&genre=a&genre=b&status=ongoing&minRating=1&year=2020&completed=true&sort=title",
      ),
    );
    expect(activeFilterCount(filters)).toBe(6);
    expect(activeFilterCount(readSearchFilters(new URLSearchParams("q=x&sort=title")))).toBe(0);
  });
});

describe("toMangasArguments", () => {
  it("searches by relevance, and Completed only overrides the status choice", () => {
    const filters = readSearchFilters(
      new URLSearchParams("q=dragon&status=ongoing&completed=true&year=2021"),
    );
    expect(toMangasArguments(filters)).toEqual({
      filter: {
        search: "dragon",
        genres: null,
        statuses: ["COMPLETED"],
        minRating: null,
        releaseYear: 2021,
      },
      sort: "RELEVANCE",
    });
  });
});
