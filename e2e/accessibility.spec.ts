import { execFile } from "node:child_process";
import { promisify } from "node:util";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./support/test.ts";
import { queryApi } from "./support/api.ts";
import { newReader, verifiedReaderPage } from "./support/readers.ts";

// axe on the site's main screens, in the dark theme (the default) and the light one. One
// signed-in admin's browser goes from page to page, so the journey costs one sign-up and one
// page load per screen.

/** Switches the theme as the appearance menu does, without loading the page again. */
const useTheme = (page: Page, theme: "dark" | "light") =>
  page.evaluate((next) => {
    localStorage.setItem("theme", next);
    window.dispatchEvent(new CustomEvent("theme-change", { detail: next }));
  }, theme);

/** The rules axe checks, by WCAG level: A and AA of WCAG 2.0, 2.1 and 2.2. */
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function violationsOf(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return violations.map(({ id, help, nodes }) => ({
    id,
    help,
    targets: nodes.map((node) => node.target.join(" ")),
  }));
}

test("the main screens have no accessibility violations, dark or light", async ({ browser }) => {
  // Fourteen screens, each loaded once and checked twice: 5.6 minutes on the busy 2-core
  // machine (load average above 10), where axe's run on a long page takes seconds.
  test.setTimeout(600_000);
  const admin = newReader("Axel", Date.now().toString(36));
  const page = await verifiedReaderPage(browser, admin);
  // An admin sees every screen: moderation and the admin area too.
  await promisify(execFile)("pnpm", ["user:role", admin.email, "ADMIN"], {
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL },
  });
  await page.addInitScript(() => localStorage.setItem("autoPlay", "false"));
  const { blogPosts } = await queryApi<{ blogPosts: { edges: { node: { slug: string } }[] } }>(
    page.request,
    `{ blogPosts(first: 1) { edges { node { slug } } } }`,
  );

  const screens = [
    "/",
    "/browse",
    "/manga/ashen-crown",
    "/manga/ashen-crown/chapter/1",
    "/search?q=crown",
    "/popular",
    "/latest",
    `/blog/${blogPosts.edges[0]!.node.slug}`,
    "/login",
    "/settings",
    "/notifications",
    "/dashboard",
    "/admin",
    "/moderation",
  ];
  const found: Record<string, unknown> = {};
  for (const path of screens) {
    await page.goto(path);
    await expect(page.locator("h1").first()).toBeAttached();
    await page.waitForLoadState("networkidle");
    for (const theme of ["dark", "light"] as const) {
      await useTheme(page, theme);
      await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
      const violations = await violationsOf(page);
      if (violations.length > 0) found[`${path} (${theme})`] = violations;
    }
    await useTheme(page, "dark");
  }
  expect(found).toEqual({});
});
