import { expect, test } from "./support/test.ts";
import { expectHydrated } from "./support/hydration.ts";

test("a theme switch survives a reload, applied before the page paints", async ({ page }) => {
  await page.goto("/");
  // The stored default is the dark theme.
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);

  await expectHydrated(page.getByRole("button", { name: "Appearance" }));
  await page.getByRole("button", { name: "Appearance" }).click();
  await page
    .getByRole("radiogroup", { name: "Theme" })
    .getByRole("radio", { name: "Light" })
    .click();
  await expect(page.locator("html")).toHaveClass(/\blight\b/);
  await page
    .getByRole("radiogroup", { name: "Colour scheme" })
    .getByRole("radio", { name: "Ocean Blue" })
    .click();

  // Read the document as first parsed, before the app's script runs: the head script set it.
  await page.route("**/assets/index-*.js", (route) => route.abort());
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/\blight\b/);
  await expect(page.locator("html")).toHaveAttribute("data-scheme", "blue");
});

test("the navbar style choice survives a reload", async ({ page }) => {
  await page.goto("/browse");
  await expectHydrated(page.getByRole("button", { name: "Appearance" }));
  await page.getByRole("button", { name: "Appearance" }).click();
  await page.getByRole("combobox", { name: "Navbar style" }).click();
  await page.getByRole("option", { name: "Sidebar" }).click();
  await page.keyboard.press("Escape");

  await page.reload();
  expect(await page.evaluate(() => localStorage.getItem("navbar-style"))).toBe("sidebar");
  await expect(page.getByRole("navigation").getByRole("link", { name: "Favorites" })).toBeVisible();
});
