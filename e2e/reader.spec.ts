import { expect, newAppPage, test, type Page } from "./support/test.ts";
import { openReader, pick } from "./support/reader.ts";
import { queryApi } from "./support/api.ts";

// A title of the seeded catalogue (prisma/seed/data) with many chapters. Its chapter 2, like every
// third chapter, has double spreads on pages 7 and 12 (prisma/seed/chapters.ts).
const mangaSlug = "ashen-crown";

interface ChapterPages {
  chapter: { pageCount: number; next: { number: number; pageCount: number } | null };
}

async function chapterOne(page: Page) {
  const { chapter } = await queryApi<ChapterPages>(
    page.request,
    `query ($mangaId: ID!) { chapter(mangaId: $mangaId, number: 1) { pageCount next { number pageCount } } }`,
    { mangaId: mangaSlug },
  );
  expect(chapter.next).not.toBeNull();
  return { lastPage: chapter.pageCount, next: chapter.next! };
}

const imagesOnScreen = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("img")
    .evaluateAll((images) => images.map((image) => image.getAttribute("alt")));

/** This journey goes on by hand: auto-play (on by default) would go on by itself after 5 s. */
const withoutAutoPlay = (page: Page) =>
  page.addInitScript(() => localStorage.setItem("autoPlay", "false"));

/**
 * Opens the end screen of chapter 1 with the page's clock under the test's control: it runs
 * while the reader loads the last page, then stands still until `page.clock.runFor` moves it,
 * and only then does the reader turn to the end screen. Loading may take longer than the
 * countdown on a busy machine, so the countdown must not start before the clock stands still.
 * Answers how many seconds the countdown shows, and the next chapter.
 */
async function openEndScreenWithStoppedClock(page: Page) {
  const { lastPage, next } = await chapterOne(page);
  await page.clock.install();
  await openReader(page, `/manga/${mangaSlug}/chapter/1?page=${lastPage}`);
  await expect(page.getByText(`Page ${lastPage} of ${lastPage}`)).toBeAttached();
  // A moment ahead of the page's time; on a busy machine that moment may pass before the pause
  // arrives ("cannot fast-forward to the past"), so again from the page's new time.
  await expect(async () => {
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 200);
  }).toPass();
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(`/manga/${mangaSlug}/chapter/1?page=end`);
  const countdown = page.getByRole("timer");
  const text = await countdown.textContent();
  const left = Number(/in (\d) s$/.exec(text ?? "")?.[1]);
  expect(left).toBeGreaterThanOrEqual(1);
  return { countdown, left, next };
}

test("auto-play goes on to the next chapter after a visible 5-second countdown", async ({
  page,
}) => {
  const { countdown, left, next } = await openEndScreenWithStoppedClock(page);
  await expect(countdown).toHaveText(`Chapter ${next.number} in ${left} s`);
  await page.clock.runFor((left - 1) * 1000);
  await expect(countdown).toHaveText(`Chapter ${next.number} in 1 s`);
  await expect(page).toHaveURL(`/manga/${mangaSlug}/chapter/1?page=end`);
  await page.clock.runFor(1000);
  await expect(page).toHaveURL(`/manga/${mangaSlug}/chapter/${next.number}?page=1`);
});

test("any key or tap stops auto-play's countdown, and the reader's settings turn it off", async ({
  page,
}) => {
  const { countdown } = await openEndScreenWithStoppedClock(page);
  await page.keyboard.press("Shift");
  await expect(countdown).toBeHidden();
  await page.clock.runFor(10_000);
  await expect(page).toHaveURL(`/manga/${mangaSlug}/chapter/1?page=end`);

  // Back to the last page and on again: a new countdown, which a click anywhere stops.
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowRight");
  await expect(countdown).toBeVisible();
  await page.getByRole("heading", { name: "Chapter 1 finished" }).click();
  await expect(countdown).toBeHidden();

  // Off in the settings bar: no countdown on the next visit either. The clock runs again for
  // the reload, since a page loads on timers a stopped clock would never fire.
  await page.mouse.move(200, 200);
  await page.mouse.move(210, 210);
  await page.getByRole("switch", { name: "Auto-play" }).click();
  await page.clock.resume();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Chapter 1 finished" })).toBeVisible();
  await expect(page.getByRole("switch", { name: "Auto-play" })).not.toBeChecked();
  await page.clock.runFor(10_000);
  await expect(countdown).toBeHidden();
  await expect(page).toHaveURL(`/manga/${mangaSlug}/chapter/1?page=end`);
});

test("reads through the end screen into the next chapter with the keyboard", async ({ page }) => {
  const { lastPage, next } = await chapterOne(page);
  await withoutAutoPlay(page);

  await openReader(page, `/manga/${mangaSlug}/chapter/1?page=${lastPage}`);
  await expect(page.getByText(`Page ${lastPage} of ${lastPage}`)).toBeAttached();

  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(`/manga/${mangaSlug}/chapter/1?page=end`);
  await expect(page.getByRole("heading", { name: "Chapter 1 finished" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Favorite" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the title" })).toBeVisible();

  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(`/manga/${mangaSlug}/chapter/${next.number}?page=1`);
  await expect(page.getByText(`Page 1 of ${next.pageCount}`)).toBeAttached();

  // And back over the boundary, to the last page of chapter 1.
  await page.keyboard.press("ArrowLeft");
  await expect(page).toHaveURL(`/manga/${mangaSlug}/chapter/1?page=${lastPage}`);
});

test("a burst of key presses lands exactly where the count says, across the chapter boundary", async ({
  page,
}) => {
  const { lastPage, next } = await chapterOne(page);
  await openReader(page, `/manga/${mangaSlug}/chapter/1?page=${lastPage - 3}`);
  await expect(page.getByRole("img", { name: `Page ${lastPage - 3}` })).toBeVisible();

  // Ten presses as fast as a held key repeats: 3 pages, the end screen, then 6 pages of chapter 2.
  for (let press = 0; press < 10; press += 1) await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(`/manga/${mangaSlug}/chapter/${next.number}?page=6`);
  await expect(page.getByRole("img", { name: "Page 6", exact: true })).toBeVisible();

  // Page turns replaced the history entry: Back leaves the chapter for chapter 1's end screen.
  await page.goBack();
  await expect(page).toHaveURL(`/manga/${mangaSlug}/chapter/1?page=end`);
});

test("after a pick from the bottom bar, the arrows turn pages again", async ({ page }) => {
  await openReader(page, `/manga/${mangaSlug}/chapter/1`);
  await pick(page, "Page", "Page 5");
  await expect(page).toHaveURL(`/manga/${mangaSlug}/chapter/1?page=5`);

  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(`/manga/${mangaSlug}/chapter/1?page=6`);

  await pick(page, "Fit", "Fit height");
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(`/manga/${mangaSlug}/chapter/1?page=7`);
});

test("double page shows the cover and spreads alone and re-aligns the pairs around a spread", async ({
  page,
}) => {
  await openReader(page, `/manga/${mangaSlug}/chapter/2`);
  await pick(page, "Layout", "Double Page");
  await expect.poll(() => imagesOnScreen(page)).toEqual(["Page 1"]);

  for (const expected of [
    ["Page 2", "Page 3"],
    ["Page 4", "Page 5"],
    ["Page 6"],
    ["Page 7"],
    ["Page 8", "Page 9"],
  ]) {
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => imagesOnScreen(page)).toEqual(expected);
  }
  await expect(page.getByText(/^Pages 8–9 of \d+$/)).toBeAttached(); // the bottom bar names both
  // The spread is one wide image.
  await page.keyboard.press("ArrowLeft");
  const spread = await page.getByRole("img", { name: "Page 7", exact: true }).boundingBox();
  expect(spread!.width).toBeGreaterThan(spread!.height);

  // O shifts the pairs for a chapter scanned the other way.
  await page.keyboard.press("Home");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("o");
  await expect.poll(() => imagesOnScreen(page)).toEqual(["Page 2"]);
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => imagesOnScreen(page)).toEqual(["Page 3", "Page 4"]);
});

test("right to left puts the first page of a pair on the right", async ({ page }) => {
  await openReader(page, `/manga/${mangaSlug}/chapter/2?page=2`);
  await page.evaluate(() => {
    localStorage.setItem("readerLayout", "DOUBLE");
    localStorage.setItem("readingDirection", "RTL");
  });
  await page.reload();
  await expect.poll(() => imagesOnScreen(page)).toEqual(["Page 3", "Page 2"]);
  await page.keyboard.press("ArrowLeft");
  await expect.poll(() => imagesOnScreen(page)).toEqual(["Page 5", "Page 4"]);
});

test("Home, End, [ and ] jump within and between chapters", async ({ page }) => {
  const { lastPage } = await chapterOne(page);
  await openReader(page, `/manga/${mangaSlug}/chapter/1?page=4`);
  await expect(page.getByRole("img", { name: "Page 4" })).toBeVisible();
  await page.keyboard.press("End");
  await expect(page).toHaveURL(`/manga/${mangaSlug}/chapter/1?page=${lastPage}`);
  await page.keyboard.press("Home");
  await expect(page).toHaveURL(`/manga/${mangaSlug}/chapter/1?page=1`);
  await page.keyboard.press("]");
  await expect(page).toHaveURL(`/manga/${mangaSlug}/chapter/2?page=1`);
  await expect(page.getByText(/^Page 1 of/)).toBeAttached();
  await page.keyboard.press("[");
  await expect(page).toHaveURL(`/manga/${mangaSlug}/chapter/1?page=1`);
});

test("the interface hides with H and the previous button is disabled on the first page", async ({
  page,
}) => {
  await openReader(page, `/manga/${mangaSlug}/chapter/1`);
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();

  await page.keyboard.press("h");
  await expect(page.getByRole("banner")).toHaveAttribute("inert");
  await page.keyboard.press("h");
  await expect(page.getByRole("banner")).not.toHaveAttribute("inert");
});

test("a signed-out reader switches to right to left and keeps it on the next visit", async ({
  page,
}) => {
  await openReader(page, `/manga/${mangaSlug}/chapter/1?page=2`);
  await pick(page, "Reading direction", "Right to left (manga)");

  await page.keyboard.press("ArrowLeft");
  await expect(page).toHaveURL(`/manga/${mangaSlug}/chapter/1?page=3`);
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(`/manga/${mangaSlug}/chapter/1?page=2`);

  await page.reload();
  await expect(page.getByRole("combobox", { name: "Reading direction" })).toHaveText(
    "Right to left (manga)",
  );
  await page.keyboard.press("ArrowLeft");
  await expect(page).toHaveURL(`/manga/${mangaSlug}/chapter/1?page=3`);
});

test("a signed-in reader's direction, fit and layout are saved to their preferences, and follow them to another browser", async ({
  page,
  browser,
}) => {
  const email = `direction.${Date.now().toString(36)}@journeys.test`;
  const password = "Rin reads manga";
  await queryApi(page.request, `mutation ($input: SignUpInput!) { signUp(input: $input) { id } }`, {
    input: { name: "Rin Direction", email, password, acceptTerms: true },
  });

  await openReader(page, `/manga/${mangaSlug}/chapter/1`);
  const saved = () =>
    page.waitForResponse((response) =>
      Boolean(response.request().postData()?.includes("SaveReaderPreferences")),
    );
  let save = saved();
  await pick(page, "Fit", "Fit width");
  await save;
  save = saved();
  await pick(page, "Layout", "Double Page");
  await save;
  save = saved();
  await pick(page, "Reading direction", "Right to left (manga)");
  await save;

  // Saved with the account, not in this browser: another browser and the settings screen show it.
  const { me } = await queryApi<{
    me: { preferences: { readerFit: string; readerLayout: string } };
  }>(page.request, `{ me { preferences { readerFit readerLayout } } }`);
  expect(me.preferences).toEqual({ readerFit: "WIDTH", readerLayout: "DOUBLE" });
  const elsewhere = await newAppPage(browser);
  await queryApi(
    elsewhere.request,
    `mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { id } }`,
    { email, password },
  );
  await openReader(elsewhere, `/manga/${mangaSlug}/chapter/2?page=2`);
  await expect(elsewhere.getByRole("combobox", { name: "Layout" })).toHaveText("Double Page");
  await expect.poll(() => imagesOnScreen(elsewhere)).toEqual(["Page 3", "Page 2"]);
  await elsewhere.context().close();

  await page.goto("/settings");
  await page.getByRole("tab", { name: "Preferences" }).click();
  await expect(page.getByRole("combobox", { name: "Reading direction" })).toHaveText(
    "Right to left",
  );
  await expect(page.getByRole("combobox", { name: "Page layout" })).toHaveText("Double Page");
  expect(await page.evaluate(() => localStorage.getItem("readingDirection"))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem("readerFit"))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem("readerLayout"))).toBeNull();
});

test("a signed-in reader on the end screen has read the chapter to its last page", async ({
  page,
}) => {
  const email = `finished.${Date.now().toString(36)}@journeys.test`;
  await queryApi(page.request, `mutation ($input: SignUpInput!) { signUp(input: $input) { id } }`, {
    input: { name: "Fin Ished", email, password: "Fin reads manga", acceptTerms: true },
  });
  const { lastPage } = await chapterOne(page);
  const recorded = page.waitForResponse((response) =>
    Boolean(response.request().postData()?.includes("RecordReading")),
  );
  await openReader(page, `/manga/${mangaSlug}/chapter/1?page=end`);
  expect((await (await recorded).json()).data.recordReading.page).toBe(lastPage);
});
