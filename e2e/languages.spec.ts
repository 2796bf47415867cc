import { expect, test } from "@playwright/test";
import { newReader, signUp } from "./support/readers.ts";

// The interface in four languages: the footer's picker switches it (and <html lang>), the
// choice outlives a reload, and a first visit follows the browser's languages.

test("a reader switches the site to Japanese and back", async ({ page }) => {
  test.slow(); // three page loads and two catalogue downloads
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Browse" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  await page.getByRole("combobox", { name: "Language" }).selectOption("ja");
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  const japaneseNav = page.getByRole("navigation", { name: "メイン" });
  await expect(japaneseNav.getByRole("link", { name: "作品を探す" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "今週の人気" })).toBeVisible();

  // The choice is kept on this browser.
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await expect(japaneseNav.getByRole("link", { name: "作品を探す" })).toBeVisible();

  await page.getByRole("combobox", { name: "言語" }).selectOption("en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(nav.getByRole("link", { name: "Browse" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Popular This Week" })).toBeVisible();
});

test.describe("a first visit from a French browser", () => {
  test.use({ locale: "fr-FR" });

  test("is in French", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    const nav = page.getByRole("navigation", { name: "Principale" });
    await expect(nav.getByRole("link", { name: "Parcourir" })).toBeVisible();
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
  await page.getByRole("tab", { name: "Preferences" }).click();
  // Each preference says what it does.
  await expect(
    page.getByText("The language of the site's menus, buttons and e-mails."),
  ).toBeVisible();
  await page.getByRole("main").getByRole("combobox", { name: "Language" }).click();
  await page.getByRole("option", { name: "Español" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { name: "Ajustes del perfil" })).toBeVisible();

  // Another browser, asking for English: signing in brings the saved Spanish back.
  const other = await browser.newPage({ locale: "en-US" });
  await other.goto("/login");
  const form = other.getByRole("form", { name: "Sign in" });
  await form.getByLabel("E-mail").fill(reader.email);
  await form.getByLabel("Password", { exact: true }).fill(reader.password);
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(other.locator("html")).toHaveAttribute("lang", "es");
  await expect(
    other.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Explorar" }),
  ).toBeVisible();
  await other.close();
});
