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

/** A blog post's address: the newest one's, from the API. */
async function blogPostPath(page: Page): Promise<string> {
  const { blogPosts } = await queryApi<{ blogPosts: { edges: { node: { slug: string } }[] } }>(
    page.request,
    `{ blogPosts(first: 1) { edges { node { slug } } } }`,
  );
  return `/blog/${blogPosts.edges[0]!.node.slug}`;
}

/** The screens by name: each one's path, or how to find it. */
const screens: Record<string, string | ((page: Page) => Promise<string>)> = {
  home: "/",
  browse: "/browse",
  "a title": "/manga/ashen-crown",
  "the reader": "/manga/ashen-crown/chapter/1",
  search: "/search?q=crown",
  popular: "/popular",
  latest: "/latest",
  "a blog post": blogPostPath,
  "sign in": "/login",
  pricing: "/subscription",
  "the developer docs": "/docs",
  settings: "/settings",
  notifications: "/notifications",
  "the dashboard": "/dashboard",
  "the admin area": "/admin",
  moderation: "/moderation",
};

for (const [name, path] of Object.entries(screens)) {
  test(`${name} has no accessibility violations, dark or light`, async ({
    browser,
    adminSession,
  }) => {
    const page = await newAppPage(browser, { storageState: adminSession });
    await page.addInitScript(() => localStorage.setItem("autoPlay", "false"));
    const address = typeof path === "string" ? path : await path(page);
    expect(await violationsOnScreen(page, address)).toEqual({});
    await page.context().close();
  });
}

test("the reader's HTML, which is the chapter without JavaScript, has no accessibility violations", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  // The page as the server sent it: the app's scripts never come (axe itself still runs).
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.goto("/manga/ashen-crown/chapter/1?page=2");
  await expect(page.getByRole("navigation", { name: "Pages" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Page 2", exact: true })).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
  await context.close();
});

test("the plain forms shown without JavaScript (Browse's and Popular's filters, sign-up's terms, sign-in's Remember me, contact's category) have no accessibility violations", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  // axe needs JavaScript; the page is shown as without it: the app's scripts never come, what the
  // server put in <noscript> is shown, and what is hidden without scripting (`noscript:hidden`,
  // the design system's controls that need it) is hidden.
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.route(/\/(browse|popular|signup|login|contact)(\?|$)/, async (route) => {
    const response = await route.fetch();
    const html = (await response.text())
      .replace(/<\/?noscript>/g, "")
      .replace("</head>", "<style>.noscript\\:hidden { display: none !important }</style></head>");
    await route.fulfill({ response, body: html });
  });
  await page.goto("/browse?genre=drama&sort=rating");
  await expect(page.getByRole("form", { name: "Filters" })).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
  await page.goto("/popular?period=month");
  await expect(page.getByRole("form", { name: "Order" })).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
  await page.goto("/signup");
  // The browser's own checkboxes, named by their labels.
  await expect(page.getByRole("checkbox", { name: /I agree to the Terms/ })).toHaveAttribute(
    "name",
    "acceptTerms",
  );
  expect(await violationsOf(page)).toEqual([]);
  await page.goto("/login");
  await expect(page.getByRole("checkbox", { name: "Remember me" })).toHaveAttribute(
    "name",
    "remember",
  );
  expect(await violationsOf(page)).toEqual([]);
  await page.goto("/contact?error=email&email=aiko%40&category=billing");
  await expect(page.getByRole("form", { name: "Contact form" }).getByRole("alert")).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
  await context.close();
});
