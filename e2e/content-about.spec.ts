import { expect, test } from "./support/test.ts";
import { queryApi } from "./support/api.ts";

test("About counts what the library really holds", async ({ page, request }) => {
  const { siteStats } = await queryApi<{
    siteStats: { seriesCount: number; chapterCount: number };
  }>(request, `{ siteStats { seriesCount chapterCount } }`);
  const whole = new Intl.NumberFormat("en");

  await page.goto("/about");
  const today = page.getByRole("region", { name: "Inkpanel today" });
  // Live counts (readers and subscribers change as journeys sign up), then the claims that are
  // copy.
  await expect(today.getByRole("definition")).toHaveText([
    whole.format(siteStats.seriesCount),
    whole.format(siteStats.chapterCount),
    /^[\d,]+$/,
    /^[\d,]+$/,
    "2020",
    "180+",
    "25+",
  ]);
  await expect(today.getByRole("term")).toHaveText([
    "Series in the library",
    "Chapters to read",
    "Registered readers",
    "Newsletter subscribers",
    "Reading since",
    "Countries",
    "Awards",
  ]);
});
