import {
  test as base,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from "@playwright/test";

export * from "@playwright/test";

/**
 * Journeys' `test`: its page's `goto` and `reload` reach for the page, as a reader would, and
 * return once the app has taken the server's HTML over. A page the server rendered starts its
 * app only at the reader's first interaction (web/src/shell/early-interactions.ts), which then
 * acts on what was done meanwhile; journeys that check that use Playwright's own `page`
 * (`test.extend` of the base test) or `reachForThePage` themselves.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) waitForTheAppAfterLoads(page);
    await use(page);
  },
});

let visitorsElsewhere = 0;
/**
 * Browser context options for a visitor on a network of their own (a documentation address, one
 * per call in each worker): their requests spend their own per-IP budgets, not 127.0.0.1's. The
 * journeys' server trusts X-Forwarded-For from loopback (global-setup.ts).
 */
export const elsewhere = (): BrowserContextOptions => ({
  extraHTTPHeaders: {
    "x-forwarded-for": `198.51.100.${(process.pid % 50) * 5 + (visitorsElsewhere++ % 5) + 1}`,
  },
});

/** A page in a browser context of its own (another reader, a signed-out visitor), waiting like `page`. */
export async function newAppPage(browser: Browser, options?: BrowserContextOptions) {
  const page = await (await browser.newContext(options)).newPage();
  waitForTheAppAfterLoads(page);
  return page;
}

/** Makes `page.goto` and `page.reload` wait for the app, for pages a journey opens itself. */
function waitForTheAppAfterLoads(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await reachForThePage(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await reachForThePage(page);
    return response;
  };
}

/**
 * Moves the mouse over the page, which starts the app of a page the server rendered (a desktop
 * reader's hand on the mouse), and waits until it has started. React marks the element it renders
 * into once it starts (`__reactContainer$`); from then on it hydrates a clicked part first and
 * replays the click. Pages that are not the app pass at once.
 */
export async function reachForThePage(page: Page) {
  // Two moves: one of them moves the mouse even if it was already at one of the points (a
  // "move" without movement does not count, see early-interactions.ts).
  await page.mouse.move(0, 0);
  await page.mouse.move(1, 1);
  await appStarted(page);
}

/** In the page: whether the app has started (see `reachForThePage`). */
function appHasStarted() {
  const root = document.getElementById("root");
  return !root || Object.keys(root).some((key) => key.startsWith("__reactContainer$"));
}

export const isAppStarted = (page: Page) => page.evaluate(appHasStarted);

async function appStarted(page: Page) {
  await page.waitForFunction(appHasStarted);
}
