import { expect, test, type Page } from "./support/test.ts";
import { openReader, pick } from "./support/reader.ts";

// How the reader lays pages out and loads them: zoom, vertical mode, auto-scroll, preloading and
// a failed image. Pages of the seeded "ashen-crown" (prisma/seed).
const mangaSlug = "ashen-crown";
const chapterPath = (number: number, page: number | "end" = 1) =>
  `/manga/${mangaSlug}/chapter/${number}?page=${page}`;

async function readVertically(page: Page, settings: Record<string, string> = {}) {
  await page.goto("/");
  await page.evaluate((stored) => {
    localStorage.setItem("readingDirection", "VERTICAL");
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  }, settings);
}

test("zooming with Ctrl + wheel keeps the point under the cursor in place", async ({ page }) => {
  // Fit width: the page can scroll both ways once zoomed, so any point can stay put.
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("readerFit", "WIDTH"));
  await openReader(page, chapterPath(1, 2));
  const image = page.getByRole("img", { name: "Page 2", exact: true });
  await expect(image).toBeVisible();
  const before = (await image.boundingBox())!;
  // A point left of the middle, which the zoom would otherwise push away.
  const cursor = { x: before.x + before.width * 0.25, y: 300 };
  await page.mouse.move(cursor.x, cursor.y);
  await page.keyboard.down("Control");
  for (let step = 0; step < 4; step += 1) await page.mouse.wheel(0, -100);
  await page.keyboard.up("Control");
  await expect(page.getByRole("button", { name: /^Zoom 200%/ })).toBeAttached();

  const after = (await image.boundingBox())!;
  expect(after.width).toBeCloseTo(before.width * 2, 0);
  // The same spot of the page is under the cursor: the same fraction of the page across and down.
  expect((cursor.x - after.x) / after.width).toBeCloseTo((cursor.x - before.x) / before.width, 2);
  expect((cursor.y - after.y) / after.height).toBeCloseTo((cursor.y - before.y) / before.height, 2);
});

test("fit width makes the page as wide as the screen, original its own size", async ({ page }) => {
  await openReader(page, chapterPath(1, 1));
  const image = page.getByRole("img", { name: "Page 1", exact: true });
  const viewport = page.viewportSize()!;

  await pick(page, "Fit", "Fit width");
  await expect
    .poll(async () => (await image.boundingBox())!.width)
    .toBeCloseTo(viewport.width - 16, 0);

  await pick(page, "Fit", "Original size");
  await expect.poll(async () => (await image.boundingBox())!.width).toBe(800);

  await page.reload();
  await expect(page.getByRole("combobox", { name: "Fit" })).toHaveText("Original size");
});

test("vertical mode has the chosen gap and width limit, and reads on into the next chapter", async ({
  page,
}) => {
  await readVertically(page, { readerVerticalGap: "NONE", readerVerticalWidth: "NARROW" });
  await openReader(page, chapterPath(1));
  const first = (await page.getByRole("img", { name: "Page 1", exact: true }).boundingBox())!;
  const second = (await page.getByRole("img", { name: "Page 2", exact: true }).boundingBox())!;
  expect(second.y).toBeCloseTo(first.y + first.height, 0); // no gap: a webtoon's strip runs on
  expect(first.width).toBe(720);

  // Scrolled past the end screen, the next chapter's pages follow, and the address follows them
  // once the first of them reaches the top of the screen.
  await page.keyboard.press("End");
  await expect(page.getByRole("heading", { name: "Chapter 1 finished" })).toBeAttached();
  await scrollNextChapterTo(page, 40);
  await expect(page).toHaveURL(chapterPath(2, 1));
  // Chapter 2's own reader takes over with its first page exactly where it was on screen.
  await expect(page.getByRole("heading", { level: 1, name: /^Chapter 2\b/ })).toBeAttached();
  const firstPage = page.getByRole("img", { name: "Page 1", exact: true });
  expect(await firstPage.evaluate((image) => image.getBoundingClientRect().top)).toBe(-40);
});

/** Scrolls the next chapter's first page to `above` pixels above the top of the screen. */
const scrollNextChapterTo = (page: Page, above: number) =>
  page
    .getByRole("img", { name: "Chapter 2, page 1", exact: true })
    .evaluate(
      (image, above) => window.scrollBy(0, image.getBoundingClientRect().top + above),
      above,
    );

test("auto-scroll runs on into the next chapter", async ({ page }) => {
  await readVertically(page);
  await openReader(page, chapterPath(1));
  await page.keyboard.press("End");
  await expect(page.getByRole("heading", { name: "Chapter 1 finished" })).toBeAttached();
  await scrollNextChapterTo(page, -30); // 30 px below the top: a moment of scrolling to go
  await page.mouse.move(200, 200);
  await page.mouse.move(210, 210);
  await page.getByRole("button", { name: "Auto-scroll", exact: true }).click();

  await expect(page).toHaveURL(chapterPath(2, 1));
  await expect(page.getByRole("heading", { level: 1, name: /^Chapter 2\b/ })).toBeAttached();
  await expect(page.getByRole("button", { name: "Pause auto-scroll" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  const scrollY = () => page.evaluate(() => window.scrollY);
  const handedOver = await scrollY();
  await expect.poll(scrollY).toBeGreaterThan(handedOver + 20);
});

test("Space, Shift+Space and Page Down scroll by a screen in vertical mode", async ({ page }) => {
  await readVertically(page);
  await openReader(page, chapterPath(1));
  await expect(page.getByRole("img", { name: "Page 1", exact: true })).toBeVisible();
  const scrollY = () => page.evaluate(() => window.scrollY);
  const screen = page.viewportSize()!.height;

  await page.keyboard.press("Space");
  await expect.poll(scrollY).toBeGreaterThan(screen / 2);
  const once = await scrollY();
  await page.keyboard.press("PageDown");
  await expect.poll(scrollY).toBeGreaterThan(once + screen / 2);
  await page.keyboard.press("Shift+Space");
  await expect.poll(scrollY).toBeLessThan(once + screen / 2);
});

test("auto-scroll scrolls on its own and pauses on a key press, Space on its button too", async ({
  page,
}) => {
  await readVertically(page);
  await openReader(page, chapterPath(1));
  const scrollY = () => page.evaluate(() => window.scrollY);
  // The button keeps the focus after its click: Space there pauses like any key.
  for (const key of ["Shift", "Space"]) {
    await page.mouse.move(200, 200);
    await page.mouse.move(210, 210);
    await page.getByRole("button", { name: "Auto-scroll", exact: true }).click();
    const started = await scrollY();
    await expect.poll(scrollY).toBeGreaterThan(started + 50);

    await page.keyboard.press(key);
    await expect(page.getByRole("button", { name: "Auto-scroll", exact: true })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    const stopped = await scrollY();
    await page.waitForTimeout(300);
    expect(await scrollY()).toBe(stopped);
  }
});

test("preloads the next three pages, the next chapter's first and the previous page", async ({
  page,
}) => {
  const requested = new Set<string>();
  page.on("request", (request) => {
    const match = /\/media\/pages\/[^/]+\/(\d+)\.svg/.exec(request.url());
    if (match) requested.add(request.url());
  });
  await openReader(page, chapterPath(1, 5));
  await expect(page.getByRole("img", { name: "Page 5", exact: true })).toBeVisible();
  const pageNumbers = () =>
    [...requested].map((url) => /\/([^/]+)\/(\d+)\.svg/.exec(url)!.slice(1).join(":"));
  await expect.poll(() => pageNumbers().length).toBe(6);
  const chapterOne = pageNumbers()
    .find((key) => key.endsWith(":5"))!
    .split(":")[0];
  expect(
    pageNumbers()
      .filter((key) => key.startsWith(`${chapterOne}:`))
      .sort(),
  ).toEqual([4, 5, 6, 7, 8].map((number) => `${chapterOne}:${number}`).sort());
  expect(pageNumbers().filter((key) => !key.startsWith(`${chapterOne}:`))).toHaveLength(1);
});

test("a page image that failed to load can be retried", async ({ page }) => {
  let failures = 0;
  await page.route(/\/media\/pages\/[^/]+\/3\.svg$/, async (route) => {
    failures += 1;
    await route.abort();
  });
  await openReader(page, chapterPath(1, 3));
  await expect(
    page.getByRole("alert").filter({ hasText: "Page 3 could not be loaded." }),
  ).toBeVisible();
  expect(failures).toBeGreaterThan(0);

  await page.unrouteAll();
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("img", { name: "Page 3", exact: true })).toBeVisible();
  await expect
    .poll(() =>
      page
        .getByRole("img", { name: "Page 3", exact: true })
        .evaluate((image: HTMLImageElement) => image.naturalWidth),
    )
    .toBe(800);
});

/** Records the page's layout shifts from its first paint, as CLS counts them. */
const watchLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);

test("the reader does not shift its layout while pages load and turn", async ({ page }) => {
  await watchLayoutShifts(page);
  await openReader(page, chapterPath(2, 5));
  await expect(page.getByRole("img", { name: "Page 5", exact: true })).toBeVisible();
  for (let turn = 0; turn < 4; turn += 1) {
    await page.keyboard.press("ArrowRight");
  }
  await expect(page).toHaveURL(chapterPath(2, 9));
  await page.waitForLoadState("networkidle");
  // Nothing moves: pages hold their size before they load, and the web font never swaps in late.
  expect(await layoutShifts(page)).toEqual([]);
});

test("vertical reading does not shift its layout while pages load as it scrolls", async ({
  page,
}) => {
  await watchLayoutShifts(page);
  await readVertically(page);
  await openReader(page, chapterPath(2));
  await expect(page.getByRole("img", { name: "Page 1", exact: true })).toBeVisible();
  // Scrolling is no input that excuses a shift: each page lazily loaded on the way must already
  // have had its size, and the bars' page counter must not move them as it changes.
  await page.mouse.move(200, 200);
  for (let step = 0; step < 10; step += 1) await page.mouse.wheel(0, 700);
  await expect(page).not.toHaveURL(chapterPath(2, 1));
  await page.waitForLoadState("networkidle");
  expect(await layoutShifts(page)).toEqual([]);
});

test("zooming a page narrower than the screen keeps the point under the cursor too", async ({
  page,
}) => {
  // Fit screen: at 200 % a portrait page is still narrower than the screen, so it is centred and
  // cannot scroll sideways; it shifts instead.
  await openReader(page, chapterPath(1, 2));
  const image = page.getByRole("img", { name: "Page 2", exact: true });
  await expect(image).toBeVisible();
  const before = (await image.boundingBox())!;
  const cursor = { x: before.x + before.width * 0.2, y: before.y + before.height * 0.3 };
  await page.mouse.move(cursor.x, cursor.y);
  await page.keyboard.down("Control");
  for (let step = 0; step < 4; step += 1) await page.mouse.wheel(0, -100);
  await page.keyboard.up("Control");
  await expect(page.getByRole("button", { name: /^Zoom 200%/ })).toBeAttached();

  const after = (await image.boundingBox())!;
  expect(after.width).toBeCloseTo(before.width * 2, 0);
  expect(after.width).toBeLessThan(page.viewportSize()!.width);
  expect((cursor.x - after.x) / after.width).toBeCloseTo(0.2, 2);
  expect((cursor.y - after.y) / after.height).toBeCloseTo(0.3, 2);

  // Back to 100 %, the page is centred again.
  await page.keyboard.press("0");
  await expect(page.getByRole("button", { name: /^Zoom 100%/ })).toBeAttached();
  const centred = (await image.boundingBox())!;
  expect(centred.x + centred.width / 2).toBeCloseTo(page.viewportSize()!.width / 2, 0);
});
