import { expect, test } from "./support/test.ts";

// A page whose script cannot be downloaded (a deploy while the site is open, a dropped
// connection) shows the translated error page inside the site's frame, and Reload brings it.
test.use({ locale: "fr-FR" });

test("a page whose script fails to download offers a reload that works", async ({ page }) => {
  const popularChunk = /\/assets\/popular-route-[\w-]+\.js$/;
  await page.route(popularChunk, (route) => route.abort());
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Principale" });
  await nav.locator('a[href="/popular"]').click();

  await expect(
    page.getByRole("heading", { name: "Impossible de charger cette page" }),
  ).toBeVisible();
  // The frame stays: the navigation is still there to go elsewhere.
  await expect(nav).toBeVisible();
  await expect(page).toHaveURL(/\/popular$/);

  await page.unroute(popularChunk);
  await page.getByRole("button", { name: "Recharger" }).click();
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(
    "Impossible de charger cette page",
  );
  await expect(page.getByRole("button", { name: "Recharger" })).toBeHidden();
  await expect(page.locator("main h1")).toBeVisible();
});
