import { expect, test, type Locator, type Page } from "./support/test.ts";

// Moving around the site with the keyboard alone: the skip link passes the navigation, and a
// move to another page puts focus on that page's heading, where a screen reader starts reading.

/** Presses Tab until `target` has focus, as a keyboard reader would. */
async function tabTo(page: Page, target: Locator) {
  await expect(async () => {
    await page.keyboard.press("Tab");
    expect(await target.evaluate((element) => element === document.activeElement)).toBe(true);
  }).toPass({ intervals: [0] });
}

const focusIsInMain = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest("main") !== null);

test("the first Tab offers to skip to the content, and Enter goes there", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("main h1, main h2").first()).toBeVisible();

  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();

  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
  // The next Tab goes on inside the content, past the navigation.
  await page.keyboard.press("Tab");
  expect(await focusIsInMain(page)).toBe(true);
});

test("a page reached from the navigation has focus on its heading", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await tabTo(page, nav.getByRole("link", { name: "Browse" }));
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/browse$/);
  const heading = page.locator("main h1");
  await expect(heading).toBeFocused();

  // And on to another page.
  await tabTo(page, nav.getByRole("link", { name: "Latest" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/latest$/);
  await expect(heading).toBeFocused();
  await expect(heading).toHaveText(/./);
});
