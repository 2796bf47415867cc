import { describe, expect, it } from "vitest";
import { addressOf, readChoice, readList, readNumber } from "./url-params.ts";

const sorts = ["popularity", "rating"] as const;

describe("readChoice", () => {
  it("reads an allowed value and falls back for anything else", () => {
    expect(readChoice(new URLSearchParams("sort=rating"), "sort", sorts, "popularity")).toBe(
      "rating",
    );
    expect(readChoice(new URLSearchParams("sort=nonsense"), "sort", sorts, "popularity")).toBe(
      "popularity",
    );
    expect(readChoice(new URLSearchParams(""), "sort", sorts, "popularity")).toBe("popularity");
  });
});

describe("readList", () => {
  it("reads every value of a repeated key, keeping only allowed ones when given", () => {
    const params = new URLSearchParams("status=ongoing&status=bogus&status=completed&status=");
    expect(readList(params, "status")).toEqual(["ongoing", "bogus", "completed"]);
    expect(readList(params, "status", ["ongoing", "completed"])).toEqual(["ongoing", "completed"]);
  });
});

describe("readNumber", () => {
  const range = { min: 0, max: 10, fallback: 0 };

  it("reads a number and clamps it into range", () => {
    expect(readNumber(new URLSearchParams("minRating=7.5"), "minRating", range)).toBe(7.5);
    expect(readNumber(new URLSearchParams("minRating=42"), "minRating", range)).toBe(10);
    expect(readNumber(new URLSearchParams("minRating=-1"), "minRating", range)).toBe(0);
  });

  it("falls back when the value is missing or not a number", () => {
    expect(readNumber(new URLSearchParams("minRating=high"), "minRating", range)).toBe(0);
    expect(
      readNumber(new URLSearchParams("minRating="), "minRating", { ...range, fallback: 3 }),
    ).toBe(3);
  });
});

describe("addressOf", () => {
  it("joins a path and its query, leaving out an empty one", () => {
    expect(addressOf("/browse", new URLSearchParams({ sort: "rating" }))).toBe(
      "/browse?sort=rating",
    );
    expect(addressOf("/browse", new URLSearchParams())).toBe("/browse");
  });
});
