import { expect, test } from "./support/test.ts";

test("a docs code sample copies to the clipboard and marks itself copied", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/docs");
  await expect(page.getByRole("tab", { name: "Getting Started" })).toHaveAttribute(
    "aria-selected",
    "true",
  );

  const copy = page.getByRole("button", { name: "Copy" }).first();
  await copy.click();
  await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("pnpm install");
  // The marker goes away by itself.
  await expect(page.getByRole("button", { name: "Copied!" })).toHaveCount(0);
});

test("/documentation.html is the same documentation", async ({ page }) => {
  await page.goto("/documentation.html");
  await expect(
    page.getByRole("heading", { level: 1, name: "Inkpanel Documentation" }),
  ).toBeVisible();
});

test("the pages directory searches by name or description and says when nothing matches", async ({
  page,
}) => {
  await page.goto("/pages");
  const search = page.getByRole("searchbox", { name: "Search pages" });

  await search.fill("NAVBAR");
  await expect(page.getByRole("heading", { name: "Navbar Showcase" })).toBeVisible();
  await expect(page.getByRole("tab", { name: /All Pages/ })).toHaveText(/^All Pages\s*1$/);

  await search.fill("no page is called this");
  await expect(page.getByRole("heading", { name: "No pages found" })).toBeVisible();
  await expect(
    page.getByText('No pages match "no page is called this" in this category.'),
  ).toBeVisible();

  await search.fill("");
  await page.getByRole("tab", { name: /Developer/ }).click();
  await page.getByRole("link", { name: "Preview HTML Elements" }).click();
  await expect(page).toHaveURL("/html-elements");
});

test("Apply This Style on the showcase switches the site's navbar at once", async ({ page }) => {
  await page.goto("/navbar-showcase");
  const siteNavbar = page.locator("[data-navbar-style]").first();
  await expect(siteNavbar).toHaveAttribute("data-navbar-style", "default");
  await expect(page.getByRole("tab", { name: "Default" })).toHaveAttribute("aria-selected", "true");

  await page.getByRole("tab", { name: "Glassmorphism" }).click();
  await page.getByRole("button", { name: "Apply This Style" }).click();

  await expect(siteNavbar).toHaveAttribute("data-navbar-style", "glassmorphism");
  await expect(page.getByRole("button", { name: "Applied" })).toBeDisabled();
  expect(await page.evaluate(() => localStorage.getItem("navbar-style"))).toBe("glassmorphism");
});
