import { expect, test } from "@playwright/test";

test("the home page loads with the library's featured titles", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle("Inkpanel — Read Manga Online");
  await expect(page.getByRole("link", { name: "Browse" }).first()).toBeVisible();
  await expect(page.getByRole("listitem").first()).toBeVisible();
});

test("an unknown path shows the not-found page with a way home", async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  await page.goto("/no-such-page");

  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  expect(warnings).toContain("Page not found: /no-such-page");
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});
