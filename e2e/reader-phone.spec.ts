import { devices, expect, test, type Page } from "./support/test.ts";
import { openReader } from "./support/reader.ts";

// The reader on a phone: tap zones, swipes, double tap and pinch, with real touch events.
const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices["Pixel 7"];
test.use({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });

const mangaSlug = "ashen-crown";
const chapterPath = (page: number) => `/manga/${mangaSlug}/chapter/1?page=${page}`;

type TouchPoint = { x: number; y: number };

/** Fingers down at `from`, moved to `to` in a few steps, and lifted (one finger or two). */
async function touchStroke(page: Page, from: TouchPoint[], to: TouchPoint[]) {
  const cdp = await page.context().newCDPSession(page);
  const at = (points: TouchPoint[]) => points.map(({ x, y }, id) => ({ x, y, id }));
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(from) });
  for (let step = 1; step <= 5; step += 1) {
    const between = from.map((start, index) => ({
      x: start.x + ((to[index]!.x - start.x) * step) / 5,
      y: start.y + ((to[index]!.y - start.y) * step) / 5,
    }));
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: at(between) });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

/**
 * Two quick taps at one spot, 100 ms apart by their own timestamps: a busy machine may deliver
 * them later than that, but the page times the gap from the events, as it does a real finger's.
 */
async function doubleTap(page: Page, x: number, y: number) {
  const cdp = await page.context().newCDPSession(page);
  const start = Date.now() / 1000; // CDP's timestamps are seconds since the epoch
  // Sent together, without waiting for each answer: on a busy machine the round trips alone
  // took longer than a double tap's 300 ms, and the page rightly saw two single taps. CDP
  // dispatches a session's commands in order.
  await Promise.all(
    [start, start + 0.1].flatMap((timestamp) => [
      cdp.send("Input.dispatchTouchEvent", {
        type: "touchStart",
        touchPoints: [{ x, y }],
        timestamp,
      }),
      cdp.send("Input.dispatchTouchEvent", {
        type: "touchEnd",
        touchPoints: [],
        timestamp: timestamp + 0.02,
      }),
    ]),
  );
  await cdp.detach();
}

async function openPage(page: Page, number: number) {
  await openReader(page, chapterPath(number));
  await expect(page.getByRole("img", { name: `Page ${number}`, exact: true })).toBeVisible();
  return page.viewportSize()!;
}

test("taps on the right and left thirds turn pages, the middle shows and hides the bars", async ({
  page,
}) => {
  const screen = await openPage(page, 3);
  await page.touchscreen.tap(screen.width * 0.9, screen.height / 2);
  await expect(page).toHaveURL(chapterPath(4));
  await page.touchscreen.tap(screen.width * 0.1, screen.height / 2);
  await expect(page).toHaveURL(chapterPath(3));

  // The bars step aside after a moment; a tap in the middle brings them back, another hides them.
  const topBar = page.getByRole("banner");
  await expect(topBar).toHaveAttribute("inert");
  await page.touchscreen.tap(screen.width / 2, screen.height / 2);
  await expect(topBar).not.toHaveAttribute("inert");
  await page.touchscreen.tap(screen.width / 2, screen.height / 2);
  await expect(topBar).toHaveAttribute("inert");
  await expect(page).toHaveURL(chapterPath(3));
});

test("the tap zones and swipes follow a right-to-left reading direction", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("readingDirection", "RTL"));
  const screen = await openPage(page, 3);
  await page.touchscreen.tap(screen.width * 0.1, screen.height / 2);
  await expect(page).toHaveURL(chapterPath(4));
  // And so do swipes: the page pushed right shows what is to its left, the next page.
  const y = screen.height / 2;
  await touchStroke(page, [{ x: screen.width * 0.2, y }], [{ x: screen.width * 0.8, y }]);
  await expect(page).toHaveURL(chapterPath(5));
});

test("a swipe to the left turns to the next page, to the right back", async ({ page }) => {
  const screen = await openPage(page, 3);
  const y = screen.height / 2;
  await touchStroke(page, [{ x: screen.width * 0.8, y }], [{ x: screen.width * 0.2, y }]);
  await expect(page).toHaveURL(chapterPath(4));
  await touchStroke(page, [{ x: screen.width * 0.2, y }], [{ x: screen.width * 0.8, y }]);
  await expect(page).toHaveURL(chapterPath(3));
});

test("a double tap zooms in and out, a pinch zooms", async ({ page }) => {
  const screen = await openPage(page, 3);
  const image = page.getByRole("img", { name: "Page 3", exact: true });
  const width = (await image.boundingBox())!.width;
  const middle = { x: screen.width / 2, y: screen.height / 2 };

  await doubleTap(page, middle.x, middle.y);
  await expect.poll(async () => (await image.boundingBox())!.width).toBeCloseTo(width * 2, 0);
  await expect(page).toHaveURL(chapterPath(3)); // a zoom, not a page turn
  await doubleTap(page, middle.x, middle.y);
  await expect.poll(async () => (await image.boundingBox())!.width).toBeCloseTo(width, 0);

  // Two fingers moving apart to twice their distance: the page grows with them.
  await touchStroke(
    page,
    [
      { x: middle.x - 40, y: middle.y },
      { x: middle.x + 40, y: middle.y },
    ],
    [
      { x: middle.x - 80, y: middle.y },
      { x: middle.x + 80, y: middle.y },
    ],
  );
  await expect.poll(async () => (await image.boundingBox())!.width).toBeGreaterThan(width * 1.5);
  await expect(page).toHaveURL(chapterPath(3));
});

test("on a phone the bars leave the pages alone, and nothing can be selected", async ({ page }) => {
  await openPage(page, 3);
  // The mouse's side arrows and zoom buttons are not there; taps and pinches do their work.
  await expect(page.getByRole("button", { name: "Page to the right" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Zoom in" })).toBeHidden();
  const userSelect = await page
    .getByRole("img", { name: "Page 3", exact: true })
    .evaluate((image) => getComputedStyle(image.closest(".dark")!).userSelect);
  expect(userSelect).toBe("none");
});

test("a tap on the right after the last page shows the end screen, and one more goes on", async ({
  page,
}) => {
  // Going on by hand: auto-play (on by default) would go on by itself after 5 s.
  await page.addInitScript(() => localStorage.setItem("autoPlay", "false"));
  await openReader(page, `/manga/${mangaSlug}/chapter/1?page=end`);
  await expect(page.getByRole("heading", { name: "Chapter 1 finished" })).toBeVisible();
  const screen = page.viewportSize()!;
  await page.touchscreen.tap(screen.width * 0.95, screen.height * 0.15);
  await expect(page).toHaveURL(`/manga/${mangaSlug}/chapter/2?page=1`);
});

test("in vertical mode a double tap zooms and every single tap shows the bars", async ({
  page,
}) => {
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("readingDirection", "VERTICAL"));
  const screen = await openPage(page, 1);
  const image = page.getByRole("img", { name: "Page 1", exact: true });
  const width = (await image.boundingBox())!.width;

  const topBar = page.getByRole("banner");
  await expect(topBar).toHaveAttribute("inert");
  await page.touchscreen.tap(screen.width * 0.9, screen.height / 2);
  await expect(topBar).not.toHaveAttribute("inert");
  await expect(page).toHaveURL(chapterPath(1));

  await doubleTap(page, screen.width / 2, screen.height / 2);
  await expect.poll(async () => (await image.boundingBox())!.width).toBeCloseTo(width * 2, 0);
});

test("the bars keep clear of the notch, the rounded corners and the home indicator", async ({
  page,
}) => {
  // A phone's safe areas as Chromium emulates them (the page asks for them with
  // viewport-fit=cover): a notch on top and on the right, a home indicator at the bottom.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setSafeAreaInsetsOverride", {
    insets: { top: 47, bottom: 34, left: 0, right: 44 },
  });
  await openPage(page, 1);
  const padding = (bar: "banner" | "contentinfo") =>
    page.getByRole(bar).evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.paddingTop, style.paddingRight, style.paddingBottom, style.paddingLeft];
    });
  // Each side is the inset where there is one, else the bars' own padding (0.5 / 0.75 rem).
  expect(await padding("banner")).toEqual(["47px", "44px", "8px", "12px"]);
  expect(await padding("contentinfo")).toEqual(["8px", "44px", "34px", "12px"]);
});

test("in vertical mode a touch pauses auto-scroll", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("readingDirection", "VERTICAL"));
  const screen = await openPage(page, 1);
  const start = page.getByRole("button", { name: "Auto-scroll", exact: true });
  await expect(page.getByRole("banner")).toHaveAttribute("inert"); // the bars stepped aside
  await page.touchscreen.tap(screen.width / 2, screen.height / 2); // and come back
  await start.tap(); // the control's own touch starts it
  const scrollY = () => page.evaluate(() => window.scrollY);
  await expect.poll(scrollY).toBeGreaterThan(20);

  await page.touchscreen.tap(screen.width / 2, screen.height / 3);
  await expect(start).toHaveAttribute("aria-pressed", "false");
  const stopped = await scrollY();
  await page.waitForTimeout(300);
  expect(await scrollY()).toBe(stopped);
});

test("on a 390 px wide phone the top bar shows the whole title, beside icons that keep their names", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [slug, title] of [
    [mangaSlug, "Ashen Crown"],
    ["the-last-summoners-apprentice", "The Last Summoner's Apprentice"], // the seed's longest
  ] as const) {
    await openReader(page, `/manga/${slug}/chapter/1`);
    const topBar = page.getByRole("banner");
    const shownWhole = await topBar
      .getByRole("link", { name: title, exact: true })
      .evaluate(
        (link) => link.scrollWidth <= link.clientWidth && link.scrollHeight <= link.clientHeight,
      );
    expect(shownWhole, title).toBe(true);
    // Save is an icon here, named all the same; the keyboard's help and Hide (a tap in the
    // middle hides the bars) leave their room to the title.
    const save = topBar.getByRole("button", { name: "Save", exact: true });
    expect((await save.boundingBox())!.width).toBe(40);
    await expect(topBar.getByRole("button", { name: "Keyboard shortcuts" })).toBeHidden();
    await expect(topBar.getByRole("button", { name: "Hide interface" })).toBeHidden();
  }
});
