import { expect, test, type Locator, type Page } from "./support/test.ts";
import { openReader } from "./support/reader.ts";

// The reader with the keyboard alone: keys go to the open dialog or the focused control first,
// and the bars never hide under focus. A title of the seeded catalogue (prisma/seed/data).
const mangaSlug = "ashen-crown";
const chapterPath = (page: number) => `/manga/${mangaSlug}/chapter/1?page=${page}`;

/** No countdown into the next chapter while a journey takes its time. */
test.beforeEach(({ page }) => page.addInitScript(() => localStorage.setItem("autoPlay", "false")));

/** Presses Tab until `target` has focus, as a keyboard reader would. */
async function tabTo(page: Page, target: Locator) {
  await expect(async () => {
    await page.keyboard.press("Tab");
    expect(await target.evaluate((element) => element === document.activeElement)).toBe(true);
  }).toPass({ intervals: [0] });
}

const pageKeys = ["ArrowRight", "ArrowLeft", "PageDown", "End", "Home", "f", "h", "o"];

test("keys in the keyboard help stay there, and Space presses its button", async ({ page }) => {
  await openReader(page, chapterPath(2));
  await page.keyboard.press("?");
  const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(help).toBeVisible();

  for (const key of pageKeys) await page.keyboard.press(key);
  await expect(page).toHaveURL(chapterPath(2));
  await expect(help).toBeVisible();
  expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();

  // Focus is on the dialog's Close button: Space presses it, and turns no page.
  await expect(help.getByRole("button", { name: "Close" })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(help).toBeHidden();
  await expect(page).toHaveURL(chapterPath(2));

  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(chapterPath(3));
});

test("keys in the comments panel stay there, and its controls work", async ({ page }) => {
  await openReader(page, chapterPath(2));
  await tabTo(page, page.getByRole("banner").getByRole("button", { name: "Comments" }));
  await page.keyboard.press("Enter");
  const panel = page.getByRole("dialog", { name: "Chapter comments" });
  // The count's heading ("0 comments"), once the comments have loaded; the panel's title
  // ("Chapter comments") is a heading too.
  await expect(panel.getByRole("heading", { name: /^\d+ comments?$/ })).toBeVisible();

  // On a link, Space and the arrows scroll (if anything): no page turns behind the panel.
  await tabTo(page, panel.getByRole("link", { name: "Sign in" }));
  for (const key of ["Space", ...pageKeys]) await page.keyboard.press(key);
  await expect(page).toHaveURL(chapterPath(2));
  await expect(panel).toBeVisible();

  await tabTo(page, panel.getByRole("button", { name: "Close" }));
  await page.keyboard.press("Space");
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(chapterPath(2));
});

test("focus in the bottom bar keeps the bars, and Space presses the focused button", async ({
  page,
}) => {
  await openReader(page, chapterPath(2));
  const next = page.getByRole("contentinfo").getByRole("button", { name: "Next" });
  await tabTo(page, next);

  // Longer than the bars' 3 s: they stay while they hold focus.
  await page.waitForTimeout(5000);
  await expect(next).toBeFocused();
  await expect(page.getByRole("banner")).not.toHaveAttribute("inert");
  await expect(next).toBeVisible();

  await page.keyboard.press("Space");
  await expect(page).toHaveURL(chapterPath(3));
  await expect(next).toBeFocused();
});

test("with the bars hidden, each page turn is announced", async ({ page }) => {
  await openReader(page, chapterPath(1));
  await expect(page.getByRole("banner")).toHaveAttribute("inert");
  const counter = page.locator("[aria-live=polite]", { hasText: /^Page \d+ of \d+$/ });

  for (const number of [2, 3, 4]) {
    await page.keyboard.press("ArrowRight");
    await expect(page).toHaveURL(chapterPath(number));
    await expect(counter).toHaveText(new RegExp(`^Page ${number} of \\d+$`));
    // Out of `inert`, so screen readers hear it while the bars are away.
    expect(await counter.evaluate((element) => element.closest("[inert]"))).toBeNull();
  }
  await expect(page.getByRole("banner")).toHaveAttribute("inert");
});
