import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  readBrowseFilters,
  toMangasArguments,
  writeBrowseFilters,
} from "./browse-filters.ts";

describe("readBrowseFilters", () => {
  it("reads the spec's link /browse?genre=action&status=completed", () => {
    const filters = readBrowseFilters(new URLSearchParams("genre=action&status=completed"));
    expect(filters).toEqual({
      search: "",
      genres: ["action"],
      statuses: ["completed"],
      minRating: 0,
      maxRating: 10,
      sort: "popularity",
      view: "grid",
    });
  });

  it("drops unknown statuses and sorts, and puts a reversed rating range the right way round", () => {
    const filters = readBrowseFilters(
      new URLSearchParams("status=finished&status=hiatus&sort=best&minRating=9&maxRating=6.5"),
    );
    expect(filters.statuses).toEqual(["hiatus"]);
    expect(filters.sort).toBe("popularity");
    expect([filters.minRating, filters.maxRating]).toEqual([6.5, 9]);
  });
});

describe("writeBrowseFilters", () => {
  it("writes only what differs from the defaults, and reads back the same filters", () => {
    const filters = readBrowseFilters(
      new URLSearchParams("q=dragon&genre=action&genre=fantasy&minRating=7&sort=rating&view=list"),
    );
    const params = writeBrowseFilters(filters);
    expect(params.toString()).toBe(
      "q=dragon&genre=action&genre=fantasy&minRating=7&sort=rating&view=list",
    );
    expect(readBrowseFilters(params)).toEqual(filters);
  });

  it("writes nothing for the unfiltered library", () => {
    expect(writeBrowseFilters(readBrowseFilters(new URLSearchParams())).toString()).toBe("");
  });
});

describe("toMangasArguments", () => {
  it("turns the filters into the API's filter and sort", () => {
    const filters = readBrowseFilters(
      new URLSearchParams(
        "q=dragon&genre=action&status=ongoing&status=hiatus&maxRating=8&sort=latest",
      ),
    );
    expect(toMangasArguments(filters)).toEqual({
      filter: {
        search: "dragon",
        genres: ["action"],
        statuses: ["ONGOING", "HIATUS"],
        minRating: null,
        maxRating: 8,
      },
      sort: "LATEST_CHAPTER",
    });
  });
});

describe("activeFilterCount", () => {
  it("counts each genre and status, the search and the rating range, not the sort or view", () => {
    expect(activeFilterCount(readBrowseFilters(new URLSearchParams("sort=title&view=list")))).toBe(
      0,
    );
    expect(
      activeFilterCount(
        readBrowseFilters(
          new URLSearchParams("q=x&genre=a&genre=b&status=hiatus&minRating=5&maxRating=9"),
        ),
      ),
    ).toBe(5);
  });
});
