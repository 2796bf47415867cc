import { expect, test } from "./support/test.ts";
import { queryApi } from "./support/api.ts";
import { expectHydrated } from "./support/hydration.ts";

const countQuery = `query ($filter: MangaFilter) { mangas(filter: $filter) { totalCount } }`;

test("browse opens filtered from the URL, and back and forward step through filter changes", async ({
  page,
  request,
}) => {
  const completedAction = await queryApi<{ mangas: { totalCount: number } }>(request, countQuery, {
    filter: { genres: ["action"], statuses: ["COMPLETED"] },
  });
  const allAction = await queryApi<{ mangas: { totalCount: number } }>(request, countQuery, {
    filter: { genres: ["action"] },
  });

  await page.goto("/browse?genre=action&status=completed");
  const filters = page.getByRole("complementary", { name: "Filters" });
  await expect(page.getByText(`${completedAction.mangas.totalCount} manga found`)).toBeVisible();
  await expect(filters.getByRole("checkbox", { name: "Action" })).toBeChecked();
  await expect(filters.getByRole("checkbox", { name: "Completed" })).toBeChecked();
  await expect(page.getByRole("list", { name: "Active filters" })).toContainText("Completed");

  await page.getByRole("button", { name: "Remove filter: Completed" }).click();
  await expect(page).toHaveURL("/browse?genre=action");
  await expect(page.getByText(`${allAction.mangas.totalCount} manga found`)).toBeVisible();
  await expect(filters.getByRole("checkbox", { name: "Completed" })).not.toBeChecked();

  await page.goBack();
  await expect(page).toHaveURL("/browse?genre=action&status=completed");
  await expect(page.getByText(`${completedAction.mangas.totalCount} manga found`)).toBeVisible();
  await expect(filters.getByRole("checkbox", { name: "Completed" })).toBeChecked();

  await page.goForward();
  await expect(page.getByText(`${allAction.mangas.totalCount} manga found`)).toBeVisible();
});

test("a search that matches nothing says so and offers to clear the filters", async ({ page }) => {
  await page.goto("/browse?q=no-title-is-called-this&status=hiatus&sort=rating");
  await expect(page.getByRole("heading", { name: "No manga found" })).toBeVisible();
  await expect(page.getByText("Try adjusting your filters or search terms.")).toBeVisible();

  // The filters go back to their defaults; the sort is a choice, not a filter, and stays.
  await expectHydrated(page.getByRole("button", { name: "Clear Filters" }));
  await page.getByRole("button", { name: "Clear Filters" }).click();
  await expect(page).toHaveURL("/browse?sort=rating");
  await expect(page.getByText(/\d+ manga found/)).toBeVisible();
});

test("Load More adds the next page of titles below the first", async ({ page, request }) => {
  const { mangas } = await queryApi<{ mangas: { totalCount: number } }>(
    request,
    "{ mangas { totalCount } }",
  );
  expect(mangas.totalCount).toBeGreaterThan(20); // the seeded library spans several pages

  const expected = Math.min(40, mangas.totalCount);

  await page.goto("/browse");
  const titles = page.getByRole("region", { name: "Results" }).getByRole("article");
  await expect(titles).toHaveCount(20);
  // A link to the next page's address (for a browser without JavaScript), loaded in place here.
  const loadMore = page.getByRole("link", { name: "Load More" });
  await expectHydrated(loadMore);
  await loadMore.click();
  await expect(titles).toHaveCount(expected);
  await expect(page.getByText(`Showing ${expected} of ${mangas.totalCount}`)).toBeVisible();
  await expect(page).toHaveURL("/browse");
});
