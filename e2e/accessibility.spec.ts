import { execFile } from "node:child_process";
import { promisify } from "node:util";
import AxeBuilder from "@axe-core/playwright";
import {
  elsewhere,
  expect,
  newAppPage,
  test as journeyTest,
  type BrowserContextOptions,
  type Page,
} from "./support/test.ts";
import { queryApi } from "./support/api.ts";
import { newReader, verifiedReaderPage } from "./support/readers.ts";

// axe on the site's main screens, in the dark theme (the default) and the light one, as an
// admin, who sees every screen: moderation and the admin area too. Each screen is a test of its
// own, so the two workers share them; each worker signs its admin up once, from an address of its
// own (127.0.0.1's hourly sign-ups are the rest of the suite's).

const test = journeyTest.extend<object, { adminSession: BrowserContextOptions["storageState"] }>({
  adminSession: [
    async ({ browser }, use, workerInfo) => {
      const admin = newReader("Axel", `${Date.now().toString(36)}w${workerInfo.workerIndex}`);
      const page = await verifiedReaderPage(browser, admin, elsewhere());
      await promisify(execFile)("pnpm", ["user:role", admin.email, "ADMIN"], {
        env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL },
      });
      const session = await page.context().storageState();
      await page.context().close();
      await use(session);
    },
    { scope: "worker" },
  ],
});

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

/** The screen at `path`, loaded once and checked in both themes: what axe found, by theme. */
async function violationsOnScreen(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("h1").first()).toBeAttached();
  await page.waitForLoadState("networkidle");
  // the admin's own screen, not the one readers are turned away with
  await expect(page.getByRole("heading", { name: "Admins only" })).toHaveCount(0);
  const found: Record<string, unknown> = {};
  for (const theme of ["dark", "light"] as const) {
    await useTheme(page, theme);
    await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
    const violations = await violationsOf(page);
    if (violations.length > 0) found[theme] = violations;
  }
  return found;
}

const screens: { name: string; path: (page: Page) => Promise<string> | string }[] = [
  { name: "home", path: () => "/" },
  { name: "browse", path: () => "/browse" },
  { name: "a title", path: () => "/manga/ashen-crown" },
  { name: "the reader", path: () => "/manga/ashen-crown/chapter/1" },
  { name: "search", path: () => "/search?q=crown" },
  { name: "popular", path: () => "/popular" },
  { name: "latest", path: () => "/latest" },
  {
    name: "a blog post",
    path: async (page) => {
      const { blogPosts } = await queryApi<{ blogPosts: { edges: { node: { slug: string } }[] } }>(
        page.request,
        `{ blogPosts(first: 1) { edges { node { slug } } } }`,
      );
      return `/blog/${blogPosts.edges[0]!.node.slug}`;
    },
  },
  { name: "sign in", path: () => "/login" },
  { name: "settings", path: () => "/settings" },
  { name: "notifications", path: () => "/notifications" },
  { name: "the dashboard", path: () => "/dashboard" },
  { name: "the admin area", path: () => "/admin" },
  { name: "moderation", path: () => "/moderation" },
];

for (const screen of screens) {
  test(`${screen.name} has no accessibility violations, dark or light`, async ({
    browser,
    adminSession,
  }) => {
    const page = await newAppPage(browser, { storageState: adminSession });
    await page.addInitScript(() => localStorage.setItem("autoPlay", "false"));
    expect(await violationsOnScreen(page, await screen.path(page))).toEqual({});
    await page.context().close();
  });
}
