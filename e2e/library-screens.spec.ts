import { expect, test } from "./support/test.ts";
import { queryApi } from "./support/api.ts";

test("Popular opens with the period and sort from the URL and ranks the top three", async ({
  page,
  request,
}) => {
  const { popularMangas } = await queryApi<{ popularMangas: { manga: { title: string } }[] }>(
    request,
    "{ popularMangas(period: MONTH, sort: RANK, first: 3) { manga { title } } }",
  );
  await page.goto("/popular?period=month&sort=rating");

  await expect(page.getByRole("tab", { name: "This Month" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveText("Highest Rated");
  const topThree = page.getByRole("list", { name: "Top 3" }).locator(":scope > li");
  await expect(topThree).toHaveCount(3);
  for (const [index, entry] of popularMangas.entries()) {
    await expect(topThree.nth(index)).toContainText(entry.manga.title);
  }
});

test("Latest counts this week's updates and filters by the time window", async ({
  page,
  request,
}) => {
  const { mangas } = await queryApi<{ mangas: { totalCount: number } }>(
    request,
    "{ mangas(filter: { updatedWithin: WEEK }) { totalCount } }",
  );
  await page.goto("/latest");
  await page.getByRole("tab", { name: "This Week" }).click();

  await expect(page).toHaveURL("/latest?window=week");
  await expect(page.getByText(`Latest Manga (${mangas.totalCount} results)`)).toBeVisible();
});
