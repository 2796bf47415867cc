import { expect, test, type Page } from "./support/test.ts";
import { queryApi } from "./support/api.ts";
import { expectHydrated } from "./support/hydration.ts";
import { newReader, signUp, verifiedReaderPage } from "./support/readers.ts";

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

  // The page's first byte, before any script runs, carries the choice: the server put it there
  // from the cookies the choice set.
  const firstByte = await page.request.get("/", { headers: { accept: "text/html" } });
  const htmlTag = /<html[^>]*>/.exec(await firstByte.text())?.[0];
  expect(htmlTag).toContain('class="light" data-scheme="blue"');
  await page.reload();
  await expect(page.locator("html")).toHaveClass("light");
  await expect(page.locator("html")).toHaveAttribute("data-scheme", "blue");

  // Signing up keeps it: the new account saves the theme this browser shows.
  await signUp(page, newReader("Sol", Date.now().toString(36)));
  const { me } = await queryApi<{ me: { preferences: object } }>(
    page.request,
    `{ me { preferences { theme colorScheme } } }`,
  );
  expect(me.preferences).toEqual({ theme: "LIGHT", colorScheme: "BLUE" });
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

/** Records every change of <html>'s theme (class, data-scheme) from the moment the page starts. */
const recordThemeChanges = (page: Page) =>
  page.addInitScript(() => {
    const changes: string[] = [];
    Object.assign(window, { themeChanges: changes });
    new MutationObserver((records) => {
      const root = document.documentElement;
      if (records.some((record) => record.target === root)) {
        changes.push(`${root.className} ${root.dataset.scheme}`);
      }
    }).observe(document, {
      subtree: true,
      attributes: true,
      attributeFilter: ["class", "data-scheme"],
    });
  });

test("the reader's theme and colour scheme are in the first byte, and stay put once the app runs", async ({
  browser,
  baseURL,
}) => {
  // A signed-in reader whose account says light and green, on a device that stored nothing.
  const reader = newReader("Lumi", Date.now().toString(36));
  const page = await verifiedReaderPage(browser, reader);
  await queryApi(
    page.request,
    `mutation { updatePreferences(input: { theme: LIGHT, colorScheme: GREEN }) { theme } }`,
  );
  const { cookies } = await page.context().storageState();
  const withoutScripts = await browser.newContext({
    javaScriptEnabled: false,
    storageState: { cookies, origins: [] },
  });
  const html = (await withoutScripts.newPage()).locator("html");
  await html.page().goto("/browse");
  await expect(html).toHaveClass("light");
  await expect(html).toHaveAttribute("data-scheme", "green");

  // With the app running, <html> never changes, and the browser's storage takes the account's theme.
  await recordThemeChanges(page);
  await page.goto("/browse");
  await expectHydrated(page.getByRole("button", { name: "Appearance" }));
  await expect(page.locator("html")).toHaveClass("light");
  expect(await page.evaluate(() => (window as { themeChanges?: string[] }).themeChanges)).toEqual(
    [],
  );
  expect(await page.evaluate(() => [localStorage.theme, localStorage.colorScheme])).toEqual([
    "light",
    "green",
  ]);

  // The appearance menu saves a signed-in reader's choice with the account: the next page is in it.
  await page.getByRole("button", { name: "Appearance" }).click();
  const saved = page.waitForResponse(
    (response) => response.request().postData()?.includes("SaveTheme") ?? false,
  );
  await page
    .getByRole("radiogroup", { name: "Theme" })
    .getByRole("radio", { name: "Dark" })
    .click();
  await saved;
  await html.page().reload();
  await expect(html).toHaveClass("dark");

  // A visitor who picked `system`: the CSS follows the device, with no script at all.
  const visitor = await browser.newContext({ javaScriptEnabled: false, colorScheme: "dark" });
  await visitor.addCookies([{ name: "inkpanel-theme", value: "system", url: baseURL! }]);
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/");
  const background = () =>
    visitorPage.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await expect(visitorPage.locator("html")).toHaveClass("system");
  expect(await background()).toBe("rgb(11, 11, 16)");
  await visitorPage.emulateMedia({ colorScheme: "light" });
  expect(await background()).toBe("rgb(250, 250, 250)");
  await withoutScripts.close();
  await visitor.close();
});
