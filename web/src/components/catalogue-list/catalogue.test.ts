import { describe, expect, it } from "vitest";
import { browseCatalogue, searchCatalogue } from "./catalogues.ts";

const readBrowse = (query: string) => browseCatalogue.read(new URLSearchParams(query));
const readSearch = (query: string) => searchCatalogue.read(new URLSearchParams(query));

describe("Browse's catalogue", () => {
  describe("read", () => {
    it("reads the spec's link /browse?genre=action&status=completed", () => {
      expect(readBrowse("genre=action&status=completed")).toEqual({
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
      const filters = readBrowse(
        "status=finished&status=hiatus&sort=best&minRating=9&maxRating=6.5",
      );
      expect(filters.statuses).toEqual(["hiatus"]);
      expect(filters.sort).toBe("popularity");
      expect([filters.minRating, filters.maxRating]).toEqual([6.5, 9]);
    });
  });

  describe("write", () => {
    it("writes only what differs from the defaults, and reads back the same filters", () => {
      const filters = readBrowse(
        "q=dragon&genre=action&genre=fantasy&minRating=7&sort=rating&view=list",
      );
      const params = browseCatalogue.write(filters);
      expect(params.toString()).toBe(
        "q=dragon&genre=action&genre=fantasy&minRating=7&sort=rating&view=list",
      );
      expect(browseCatalogue.read(params)).toEqual(filters);
    });

    it("writes nothing for the unfiltered library", () => {
      expect(browseCatalogue.write(readBrowse("")).toString()).toBe("");
    });
  });

  describe("toMangasArguments", () => {
    it("turns the filters into the API's filter and sort", () => {
      const filters = readBrowse(
        "q=dragon&genre=action&status=ongoing&status=hiatus&maxRating=8&sort=latest",
      );
      expect(browseCatalogue.toMangasArguments(filters)).toEqual({
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
      expect(browseCatalogue.activeFilterCount(readBrowse("sort=title&view=list"))).toBe(0);
      expect(
        browseCatalogue.activeFilterCount(
          readBrowse("q=x&genre=a&genre=b&status=hiatus&minRating=5&maxRating=9"),
        ),
      ).toBe(5);
    });
  });

  describe("cleared", () => {
    it("puts every filter, the search among them, back to its default, keeping the sort and view", () => {
      const filters = readBrowse("q=x&genre=a&status=hiatus&minRating=5&sort=title&view=list");
      expect(browseCatalogue.write(browseCatalogue.cleared(filters)).toString()).toBe(
        "sort=title&view=list",
      );
    });
  });
});

describe("Search's catalogue", () => {
  describe("read", () => {
    it("reads the query and every filter, falling back for values it does not know", () => {
      expect(
        readSearch("q= dragon &genre=action&status=paused&minRating=7.5&year=1999&sort=newest"),
      ).toEqual({
        search: "dragon",
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

  describe("write", () => {
    it("round-trips, leaving defaults out", () => {
      const params = new URLSearchParams(
        "q=dragon&status=hiatus&year=2022&completed=true&view=list",
      );
      expect(searchCatalogue.write(searchCatalogue.read(params)).toString()).toBe(
        params.toString(),
      );
    });
  });

  describe("activeFilterCount", () => {
    it("counts each genre and each non-default filter, not the query or the sort", () => {
      const filters = readSearch(
        "q=x&genre=a&genre=b&status=ongoing&minRating=1&year=2020&completed=true&sort=title",
      );
      expect(searchCatalogue.activeFilterCount(filters)).toBe(6);
      expect(searchCatalogue.activeFilterCount(readSearch("q=x&sort=title"))).toBe(0);
    });
  });

  describe("toMangasArguments", () => {
    it("searches by relevance, and Completed only overrides the status choice", () => {
      const filters = readSearch("q=dragon&status=ongoing&completed=true&year=2021");
      expect(searchCatalogue.toMangasArguments(filters)).toEqual({
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

  describe("cleared", () => {
    it("puts every filter back to its default, keeping the words searched, the sort and the view", () => {
      const filters = readSearch("q=dragon&genre=a&status=hiatus&year=2022&sort=title&view=list");
      expect(searchCatalogue.write(searchCatalogue.cleared(filters)).toString()).toBe(
        "q=dragon&sort=title&view=list",
      );
    });
  });
});
