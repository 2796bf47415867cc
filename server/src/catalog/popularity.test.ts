import { describe, expect, it } from "vitest";
import { useTestDb } from "../test/database.ts";
import { expectingNoErrors, useGraphQL } from "../test/graphql.ts";
import { chapterId, NOW, titles, useCatalogScenario } from "./catalog.scenarios.ts";

// Weekly and monthly popularity are rollups kept in Manga: they must follow recorded views at once,
// and count back from each request's day.

const db = useTestDb();
useCatalogScenario(db);
const today = expectingNoErrors(useGraphQL(db, { now: NOW }));
const DAY = 24 * 60 * 60 * 1000;
const eightDaysLater = expectingNoErrors(
  useGraphQL(db, { now: new Date(NOW.getTime() + 8 * DAY) }),
);

const { dragon, moonlit, teahouse } = titles;

const POPULAR = `query Popular($period: PopularPeriod!) {
  popularMangas(period: $period, first: 100) { rank periodViews manga { id isHot } }
}`;
type Popular = {
  popularMangas: { rank: number; periodViews: number; manga: { id: string; isHot: boolean } }[];
};

async function periodViews(data: typeof today, period: string) {
  const { popularMangas } = await data<Popular>(POPULAR, { period });
  return new Map(popularMangas.map((entry) => [entry.manga.id, entry.periodViews]));
}

describe("popularity rollups", () => {
  it("count a recorded view in the week, the month and all time at once", async () => {
    const before = {
      week: await periodViews(today, "WEEK"),
      month: await periodViews(today, "MONTH"),
      all: await periodViews(today, "ALL_TIME"),
    };
    // Two visitors: a view counts once per visitor and hour.
    for (const sessionId of ["popularity-a", "popularity-b"]) {
      await today(
        `mutation { recordChapterView(chapterId: "${chapterId(teahouse, 1)}") { id } }`,
        {},
        { id: "popularity-reader", sessionId },
      );
    }

    expect((await periodViews(today, "WEEK")).get(teahouse.id)).toBe(
      before.week.get(teahouse.id)! + 2,
    );
    expect((await periodViews(today, "MONTH")).get(teahouse.id)).toBe(
      before.month.get(teahouse.id)! + 2,
    );
    expect((await periodViews(today, "ALL_TIME")).get(teahouse.id)).toBe(
      before.all.get(teahouse.id)! + 2,
    );
  });

  it("count back from the request's day: views leave the week as days pass", async () => {
    // Eight days on, moonlit's views of 2 days before NOW have left the week but not the month.
    const later = await periodViews(eightDaysLater, "WEEK");
    expect(later.get(moonlit.id)).toBe(0);
    expect((await periodViews(eightDaysLater, "MONTH")).get(moonlit.id)).toBe(
      moonlit.dailyViews[2],
    );
    // Back on NOW's day they count again.
    expect((await periodViews(today, "WEEK")).get(moonlit.id)).toBe(moonlit.dailyViews[2]);
  });

  it("rank by the rollup, ties by id, and mark the week's most viewed as hot", async () => {
    const { popularMangas } = await today<Popular>(POPULAR, { period: "WEEK" });
    expect(popularMangas.map((entry) => entry.rank)).toEqual(
      popularMangas.map((_, index) => index + 1),
    );
    const viewed = popularMangas.filter((entry) => entry.periodViews > 0);
    expect(viewed.every((entry) => entry.manga.isHot)).toBe(true);
    expect(viewed.map((entry) => entry.manga.id)).toContain(dragon.id);
  });
});
