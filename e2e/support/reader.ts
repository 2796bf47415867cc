import { expect, type Page } from "@playwright/test";

// The reader's journeys share these steps.

/** Opens a chapter page and waits for the reader. */
export async function openReader(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("progressbar", { name: "Chapter progress" })).toBeAttached();
}

/** Picks from a bottom-bar select, as a mouse reader does: moving the mouse shows the bars. */
export async function pick(page: Page, picker: string, option: string) {
  await page.mouse.move(200, 200);
  await page.mouse.move(210, 210);
  await page.getByRole("combobox", { name: picker }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}
