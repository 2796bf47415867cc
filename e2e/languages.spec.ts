import { expect, test } from "@playwright/test";

// The interface in four languages: the footer's picker switches it (and <html lang>), the
// choice outlives a reload, and a first visit follows the browser's languages.

test("a reader switches the site to Japanese and back", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Browse" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  await page.getByRole("combobox", { name: "Language" }).selectOption("ja");
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  const japaneseNav = page.getByRole("navigation", { name: "メイン" });
  await expect(japaneseNav.getByRole("link", { name: "作品を探す" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "今週の人気" })).toBeVisible();

  // The choice is kept on this browser.
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await expect(japaneseNav.getByRole("link", { name: "作品を探す" })).toBeVisible();

  await page.getByRole("combobox", { name: "言語" }).selectOption("en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(nav.getByRole("link", { name: "Browse" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Popular This Week" })).toBeVisible();
});

test.describe("a first visit from a French browser", () => {
  test.use({ locale: "fr-FR" });

  test("is in French", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    const nav = page.getByRole("navigation", { name: "Principale" });
    await expect(nav.getByRole("link", { name: "Parcourir" })).toBeVisible();
  });
});
