import { expect, test } from "./support/test.ts";

test("every footer link opens a page, none the not-found screen", async ({ page }) => {
  await page.goto("/about");
  const footer = page.getByRole("contentinfo");
  // The footer's chunk follows the page's first paint.
  await expect(footer.getByRole("link", { name: "Help Center" })).toBeVisible();
  const hrefs = await footer
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const sitePaths = [...new Set(hrefs.filter((href) => href.startsWith("/")))];
  expect(sitePaths).toEqual(expect.arrayContaining(["/help", "/reviews", "/discord", "/dmca"]));

  // Followed as a reader follows them, one after another from the footer of the page before:
  // some twenty pages in one app, where loading each afresh cost 30 s on a busy machine.
  for (const path of sitePaths) {
    const before = page.url();
    await footer.locator(`a[href="${path}"]`).first().click();
    // Some are addresses of another page (/reviews is the blog's reviews): the page moves on.
    if (new URL(before).pathname !== path) await expect(page).not.toHaveURL(before);
    await expect(page.getByRole("main").getByRole("heading").first(), path).toBeVisible();
    await expect(page.getByText("Oops! Page not found"), path).toHaveCount(0);
  }
});

test("the footer shows how to reach the team", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: /support@inkpanel\.app/ })).toHaveAttribute(
    "href",
    "mailto:support@inkpanel.app",
  );
});
