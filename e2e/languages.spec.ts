import { expect, isAppStarted, newAppPage, test, type Page } from "./support/test.ts";
import { newReader, signUp } from "./support/readers.ts";
import { expectHydrated } from "./support/hydration.ts";

// The interface in four languages: the footer's picker switches it (and <html lang>), the
// choice outlives a reload, a first visit follows the browser's languages, and a signed-in
// reader's saved language wins over both.

/**
 * The languages whose catalogues the page has downloaded so far, in order: `en`, or `en first
 * screen` for the messages a page (`/`, Browse, a title, an article) shows before the whole
 * catalogue follows.
 */
function cataloguesDownloaded(page: Page): string[] {
  const downloaded: string[] = [];
  page.on("request", (request) => {
    const catalogue = /\/assets\/(en|ja|es|fr)(-first-screen)?-[\w-]+\.js$/.exec(
      new URL(request.url()).pathname,
    );
    if (catalogue) downloaded.push(catalogue[2] ? `${catalogue[1]} first screen` : catalogue[1]!);
  });
  return downloaded;
}

test("a reader switches the site to Japanese and back", async ({ page }) => {
  test.slow(); // three page loads and two catalogue downloads
  const catalogues = cataloguesDownloaded(page);
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Browse" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  const picker = page.getByRole("combobox", { name: "Language" });
  await expectHydrated(picker);
  await picker.selectOption("ja");
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  const japaneseNav = page.getByRole("navigation", { name: "メイン" });
  await expect(japaneseNav.getByRole("link", { name: "作品を探す" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "今週の人気" })).toBeVisible();
  // Only the catalogue shown is downloaded, each when it is first needed; `/` starts with the
  // messages of its first screen, and the whole catalogue follows.
  expect(catalogues).toEqual(["en first screen", "en", "ja"]);

  // The choice is kept on this browser.
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await expect(japaneseNav.getByRole("link", { name: "作品を探す" })).toBeVisible();
  await expect
    .poll(() => catalogues)
    .toEqual(["en first screen", "en", "ja", "ja first screen", "ja"]);

  const japanesePicker = page.getByRole("combobox", { name: "言語" });
  await expectHydrated(japanesePicker);
  await japanesePicker.selectOption("en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(nav.getByRole("link", { name: "Browse" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Popular This Week" })).toBeVisible();
});

test("switching language keeps what the reader typed and changes the words", async ({ page }) => {
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByRole("textbox", { name: "Name" }).fill("Aiko Tanaka");
  await form.getByRole("textbox", { name: "Message" }).fill("A question about chapters.");

  await page.getByRole("combobox", { name: "Language" }).selectOption("fr");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  const frenchForm = page.getByRole("form", { name: "Formulaire de contact" });
  await expect(frenchForm.getByRole("textbox", { name: "Nom" })).toHaveValue("Aiko Tanaka");
  await expect(frenchForm.getByRole("textbox", { name: "Message" })).toHaveValue(
    "A question about chapters.",
  );
  // The design system's words change too (the navbar reads them from the app).
  await expect(page.getByRole("navigation", { name: "Principale" })).toBeVisible();
});

test("a language chosen after the app started, but before the footer's code arrived, is taken up", async ({
  page,
}) => {
  // The footer, and its picker, hydrate once their chunk is here: on a slow phone, seconds later.
  let footerArrives!: () => void;
  const footerCode = new Promise<void>((resolve) => (footerArrives = resolve));
  await page.route(/\/assets\/site-footer-[\w-]+\.js$/, async (route) => {
    await footerCode;
    await route.continue();
  });
  await page.goto("/contact");
  await page.getByRole("textbox", { name: "Name" }).fill("Aiko Tanaka");
  await expect.poll(() => isAppStarted(page)).toBe(true);
  const picker = page.getByRole("combobox", { name: "Language" });
  const hydrated = () =>
    picker.evaluate((element) =>
      Object.keys(element).some((key) => key.startsWith("__reactProps$")),
    );
  expect(await hydrated()).toBe(false);

  // React drops a choice made on a part it cannot hydrate yet: it is held until it can.
  await picker.selectOption("fr");
  footerArrives();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("textbox", { name: "Nom" })).toHaveValue("Aiko Tanaka");
  await expect(page.getByRole("combobox", { name: "Langue" })).toHaveValue("fr");
});

test.describe("a first visit from a French browser", () => {
  test.use({ locale: "fr-FR" });

  test("is in French", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    const nav = page.getByRole("navigation", { name: "Principale" });
    await expect(nav.getByRole("link", { name: "Parcourir" })).toBeVisible();
  });

  test("Browse starts with its first screen's messages, and the next page has them all", async ({
    page,
  }) => {
    const catalogues = cataloguesDownloaded(page);
    await page.goto("/browse");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    const nav = page.getByRole("navigation", { name: "Principale" });
    const picker = page.getByRole("combobox", { name: "Langue" });
    await expectHydrated(picker);
    await expect.poll(() => catalogues).toEqual(["fr first screen", "fr"]);
    // The Popular page's words are not Browse's: the move waits for the whole catalogue.
    await nav.getByRole("link", { name: "Populaires" }).click();
    await expect(page.getByRole("heading", { name: "Mangas populaires" })).toBeVisible();
    expect(catalogues).toEqual(["fr first screen", "fr"]);
  });
});

test("a signed-in reader's saved language follows them to a fresh browser", async ({
  page,
  browser,
}) => {
  test.slow(); // signs up (argon2 takes seconds) and signs in again elsewhere
  const reader = newReader("Lena", Date.now().toString(36));
  await signUp(page, reader);
  await page.goto("/settings");
  await expectHydrated(page.getByRole("tab", { name: "Preferences" }));
  await page.getByRole("tab", { name: "Preferences" }).click();
  // Each preference says what it does.
  await expect(
    page.getByText("The language of the site's menus, buttons and e-mails."),
  ).toBeVisible();
  await page.getByRole("main").getByRole("combobox", { name: "Language" }).click();
  await page.getByRole("option", { name: "Español" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { name: "Ajustes del perfil" })).toBeVisible();

  // Another browser, asking for English, where French was picked in the footer: signing in
  // brings the saved Spanish back, over both.
  const other = await newAppPage(browser, { locale: "en-US" });
  await other.goto("/login");
  const otherPicker = other.getByRole("combobox", { name: "Language" });
  await expectHydrated(otherPicker);
  await otherPicker.selectOption("fr");
  await expect(other.locator("html")).toHaveAttribute("lang", "fr");
  const form = other.getByRole("form", { name: "Connexion" });
  await form.getByLabel("E-mail").fill(reader.email);
  await form.getByLabel("Mot de passe", { exact: true }).fill(reader.password);
  await form.getByRole("button", { name: "Se connecter" }).click();
  await expect(other.locator("html")).toHaveAttribute("lang", "es");
  await expect(
    other.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Explorar" }),
  ).toBeVisible();
  await other.context().close();
});
