import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { afterEach, describe, expect, it } from "vitest";
import {
  choiceListParam,
  choiceParam,
  flagParam,
  numberParam,
  optionalNumberChoiceParam,
  textParam,
  urlFilters,
} from "./url-filters.ts";

const sorts = {
  newest: { label: msg`Newest`, api: "YEAR" },
  rating: { label: msg`Highest Rated`, api: "RATING" },
};
const statuses = { ongoing: { label: msg`Ongoing` }, hiatus: { label: msg`Hiatus` } };

const filters = urlFilters({
  search: textParam("q"),
  statuses: choiceListParam("status", statuses),
  minRating: numberParam("minRating", { min: 0, max: 10, step: 0.5, defaultValue: 0 }),
  year: optionalNumberChoiceParam("year", [2024, 2023]),
  completedOnly: flagParam("completed"),
  sort: choiceParam("sort", sorts, "newest"),
});

describe("urlFilters", () => {
  it("reads each filter from its parameter", () => {
    const read = filters.read(
      new URLSearchParams(
        "q= moon &status=hiatus&minRating=7.5&year=2023&completed=true&sort=rating",
      ),
    );
    expect(read).toEqual({
      search: "moon",
      statuses: ["hiatus"],
      minRating: 7.5,
      year: 2023,
      completedOnly: true,
      sort: "rating",
    });
  });

  it("reads a missing, unknown or out-of-range value as the default or the nearest bound", () => {
    const read = filters.read(
      new URLSearchParams("status=finished&minRating=42&year=1999&completed=yes&sort=best"),
    );
    expect(read).toEqual({ ...filters.defaults(), minRating: 10 });
    expect(filters.read(new URLSearchParams())).toEqual(filters.defaults());
  });

  it("writes only what differs from the defaults, in the schema's order, and reads it back", () => {
    const changed = {
      ...filters.defaults(),
      sort: "rating" as const,
      statuses: ["ongoing" as const, "hiatus" as const],
      search: "moon",
    };
    const params = filters.write(changed);
    expect(params.toString()).toBe("q=moon&status=ongoing&status=hiatus&sort=rating");
    expect(filters.read(params)).toEqual(changed);
    expect(filters.write(filters.defaults()).toString()).toBe("");
  });
});

describe("a choice's labels", () => {
  afterEach(() => i18n.activate("en"));

  it("are the choices' messages in the interface's language, in declaration order", () => {
    expect(filters.schema.sort.options()).toEqual([
      { value: "newest", label: "Newest" },
      { value: "rating", label: "Highest Rated" },
    ]);
    expect(filters.schema.statuses.label("hiatus")).toBe("Hiatus");

    const [newest] = [msg`Newest`];
    i18n.loadAndActivate({ locale: "fr", messages: { [newest!.id]: "Les plus récents" } });
    expect(filters.schema.sort.label("newest")).toBe("Les plus récents");
  });
});
