import { expect, type Locator } from "@playwright/test";
import { reachForThePage } from "./test.ts";

/**
 * Waits until React has hydrated the element: the server's HTML shows before the browser's
 * script runs, and a control answers only once React has taken it over. (React keeps its props on
 * the elements it manages, under a `__reactProps$` key.)
 */
export async function expectHydrated(locator: Locator) {
  // A page reached by a link starts its app at the reader's first interaction.
  await reachForThePage(locator.page());
  // What is below the first screen hydrates once the reader scrolls to it.
  await locator.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      locator.evaluate((element) =>
        Object.keys(element).some((key) => key.startsWith("__reactProps$")),
      ),
    )
    .toBe(true);
}
