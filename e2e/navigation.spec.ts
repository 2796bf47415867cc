import { expect, test } from "./support/test.ts";

test("the navbar search box opens the search results for its text", async ({ page }) => {
  await page.goto("/");
  const search = page.getByRole("banner").getByRole("searchbox").first();
  await search.fill("crown");
  await search.press("Enter");

  await expect(page).toHaveURL("/search?q=crown");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("crown");
});

test.describe("at phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu opens, and closes once a link is chosen", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();

    await menu.getByRole("link", { name: "Browse" }).click();
    await expect(page).toHaveURL("/browse");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { name: "Browse Manga" })).toBeVisible();
  });
});
