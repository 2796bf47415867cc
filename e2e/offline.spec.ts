import {
  elsewhere,
  expect,
  isAppStarted,
  reachForThePage,
  test,
  type Page,
} from "./support/test.ts";
import { queryApi } from "./support/api.ts";
import { expectHydrated } from "./support/hydration.ts";
import { openReader } from "./support/reader.ts";
import { newReader, verifiedReaderPage } from "./support/readers.ts";

// A reader downloads a chapter, reads all of it with no connection (the service worker and the
// device's downloads answer everything), and the progress read offline reaches the account once
// the connection returns. Deleting the download frees its space.

const mangaSlug = "ashen-crown";

// The other journeys run without it (playwright.config.ts); these are about it.
test.use({ serviceWorkers: "allow" });

const downloadsCacheEntries = (page: Page) =>
  page.evaluate(async () => (await (await caches.open("inkpanel-downloads")).keys()).length);

const storageUsed = (page: Page) =>
  page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);

/** The pages waiting in the device's queue to reach the account. */
const queuedPages = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number[]>((resolve, reject) => {
        const open = indexedDB.open("inkpanel-offline");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction("turns").objectStore("turns").getAll();
          all.onsuccess = () =>
            resolve((all.result as { page: number }[]).map((turn) => turn.page));
        };
      }),
  );

const placeOnServer = async (page: Page) => {
  const { me } = await queryApi<{
    me: { continueReading: { edges: { node: { chapter: { number: number }; page: number } }[] } };
  }>(
    page.request,
    `{ me { continueReading(first: 5) { edges { node { chapter { number } page } } } } }`,
  );
  return me.continueReading.edges.map(({ node }) => `${node.chapter.number}:${node.page}`);
};

test("a chapter downloaded for offline reads whole without a connection, and its progress syncs", async ({
  browser,
}) => {
  test.slow(); // a sign-up, a download and a whole chapter read page by page, on a busy machine
  const page = await verifiedReaderPage(browser, newReader("Olive", Date.now().toString(36)));
  const context = page.context();
  // Auto-play would go on to the next chapter (not downloaded) by itself after the last page.
  await queryApi(
    page.request,
    `mutation { updatePreferences(input: { autoPlay: false }) { autoPlay } }`,
  );
  const { chapter } = await queryApi<{ chapter: { pageCount: number } }>(
    page.request,
    `query ($mangaId: ID!) { chapter(mangaId: $mangaId, number: 1) { pageCount } }`,
    { mangaId: mangaSlug },
  );
  const lastPage = chapter.pageCount;

  await openReader(page, `/manga/${mangaSlug}/chapter/1`);
  // The service worker is installed (the app shell precached) and in charge of the page.
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  // Chromium's own installability check: manifest, icons, start URL, display, worker.
  const devtools = await context.newCDPSession(page);
  const { installabilityErrors } = await devtools.send("Page.getInstallabilityErrors");
  expect(installabilityErrors).toEqual([]);
  // The Library opens once online with the worker in charge, which keeps its last answer. It is
  // reached inside the app, which asks the API for it: a page the server rendered carries its
  // data in the HTML, and the worker may never see a query for it (see the README's note).
  await page.goto("/");
  await page.getByRole("button", { name: "Account menu for Olive" }).click();
  await page.getByRole("menuitem", { name: "Dashboard" }).click();
  await expect(page.getByRole("heading", { name: "Welcome back, Olive!" })).toBeVisible();
  await openReader(page, `/manga/${mangaSlug}/chapter/1`);
  await page.mouse.move(300, 300);
  await page.getByRole("button", { name: "Download for offline" }).click();
  const dialog = page.getByRole("dialog", { name: "Download for offline" });
  await dialog.getByRole("button", { name: "Download", exact: true }).click();
  await expect(dialog.getByText("Downloaded: 1 chapter on this device")).toBeVisible();
  // Every page and the chapter's data.
  expect(await downloadsCacheEntries(page)).toBe(lastPage + 1);
  await page.keyboard.press("Escape");

  // From here on nothing may come from the network.
  await context.setOffline(true);
  const fromNetwork: string[] = [];
  context.on("requestfinished", (request) => {
    void request.response().then((response) => {
      if (response && !response.fromServiceWorker()) fromNetwork.push(request.url());
    });
  });

  await openReader(page, `/manga/${mangaSlug}/chapter/1?page=1`);
  for (let number = 1; number <= lastPage; number += 1) {
    const image = page.getByRole("main").getByRole("img", { name: `Page ${number}` });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await page.keyboard.press("ArrowRight");
  }
  await expect(page).toHaveURL(`/manga/${mangaSlug}/chapter/1?page=end`);
  // The progress waits on the device (the last page, once the reader stays on the end), and says so.
  await expect.poll(() => queuedPages(page)).toEqual([lastPage]);
  await expect(page.getByRole("status").filter({ hasText: /progress will sync/i })).toBeVisible();

  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Welcome back, Olive!" })).toBeVisible();
  await page.goto("/downloads");
  await expect(page.getByRole("link", { name: /Ashen Crown.*Chapter 1/ })).toBeVisible();
  expect(fromNetwork).toEqual([]);

  // Back online, the last page read reaches the account within 5 seconds.
  await context.setOffline(false);
  await expect.poll(() => placeOnServer(page), { timeout: 5_000 }).toContain(`1:${lastPage}`);
  await expect(page.getByRole("status")).toHaveCount(0);

  // Deleting the download frees its space.
  const withDownload = await storageUsed(page);
  await page.getByRole("button", { name: /^Delete Ashen Crown, chapter 1$/ }).click();
  await expect(page.getByText("No downloads yet")).toBeVisible();
  expect(await downloadsCacheEntries(page)).toBe(0);
  await expect.poll(() => storageUsed(page)).toBeLessThan(withDownload);
});

test("progress read offline on a shared device goes to the reader who read it, not to the next one in", async ({
  browser,
}) => {
  const run = Date.now().toString(36);
  const first = newReader("Ines", run);
  const second = newReader("Jude", run);
  // A device on a network of its own: the two sign-ups spend its budget, not the journeys' own.
  const device = elsewhere();
  const page = await verifiedReaderPage(browser, first, device);
  const context = page.context();
  await verifiedReaderPage(browser, second, device).then((other) => other.context().close());
  const signInAs = ({ email, password }: { email: string; password: string }) =>
    queryApi(
      page.request,
      `mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { id } }`,
      { email, password },
    );

  await openReader(page, `/manga/${mangaSlug}/chapter/1?page=1`);
  await expectHydrated(page.getByRole("progressbar", { name: "Chapter progress" }));
  await context.setOffline(true);
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(`/manga/${mangaSlug}/chapter/1?page=2`);
  await expect.poll(() => queuedPages(page)).toEqual([2]);

  // The first reader signs out and the second signs in (the API's own requests still get
  // through), then the browser's connection returns.
  await queryApi(page.request, `mutation { signOut }`);
  await signInAs(second);
  // Listened for before the connection returns: the app may ask as soon as it is back online,
  // before the next page loads (a wait set up after that missed it and hung).
  const askedWhoIsIn = page.waitForResponse((response) =>
    `${response.url()} ${response.request().postData() ?? ""}`.includes("SyncingReader"),
  );
  await context.setOffline(false);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Welcome back, Jude!" })).toBeVisible();
  await askedWhoIsIn;
  // The turn is not the second reader's: it stays on the device, and their place stays empty.
  await expect.poll(() => queuedPages(page)).toEqual([2]);
  expect(await placeOnServer(page)).toEqual([]);

  // Once the first reader is back, it reaches their account.
  await queryApi(page.request, `mutation { signOut }`);
  await signInAs(first);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Welcome back, Ines!" })).toBeVisible();
  await expect.poll(() => placeOnServer(page)).toEqual(["1:2"]);
  await expect.poll(() => queuedPages(page)).toEqual([]);
});

test("the Library on screen shows progress read offline once it is sent, without a reload", async ({
  browser,
  request,
}) => {
  // A short title, so that reading one chapter through moves its percent read.
  const { mangas } = await queryApi<{
    mangas: { edges: { node: { slug: string; chapterCount: number } }[] };
  }>(request, `{ mangas(sort: TITLE, first: 100) { edges { node { slug chapterCount } } } }`);
  const title = mangas.edges
    .map(({ node }) => node)
    .filter((node) => node.chapterCount > 0)
    .sort((a, b) => a.chapterCount - b.chapterCount)[0]!;
  const page = await verifiedReaderPage(
    browser,
    newReader("Kit", Date.now().toString(36)),
    elsewhere(),
  );
  const context = page.context();
  const percentOf = async () => {
    const { me } = await queryApi<{
      me: { continueReading: { edges: { node: { percent: number } }[] } };
    }>(page.request, `{ me { continueReading(first: 1) { edges { node { percent } } } } }`);
    return me.continueReading.edges[0]?.node.percent;
  };

  // Page 1 is read online; the chapter's last page offline, where it waits on the device.
  await openReader(page, `/manga/${title.slug}/chapter/1?page=1`);
  await expect.poll(() => placeOnServer(page)).toEqual(["1:1"]);
  const before = await percentOf();
  await context.setOffline(true);
  await page.keyboard.press("End");
  await expect.poll(async () => (await queuedPages(page)).length).toBe(1);
  const [lastPage] = await queuedPages(page);
  expect(lastPage).toBeGreaterThan(1);
  await page.close();

  // Back online, the Library is rendered by the server before the app starts and sends it.
  await context.setOffline(false);
  const library = await context.newPage();
  await library.goto("/dashboard");
  const reading = library.getByRole("tabpanel");
  await expect(reading.getByText(`${before}% complete`)).toBeVisible();
  await reachForThePage(library);
  await expect.poll(() => placeOnServer(library)).toEqual([`1:${lastPage}`]);
  const after = await percentOf();
  expect(after).toBeGreaterThan(before!);
  await expect(reading.getByText(`${after}% complete`)).toBeVisible();
});

test("a visitor who only reads a page installs no worker; one who reaches for it does", async ({
  browser,
}) => {
  // A page of its own, whose `goto` does not reach for the page (see support/test.ts).
  const page = await browser.newPage();
  const registrations = () =>
    page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
  await page.goto(`/manga/${mangaSlug}`, { waitUntil: "networkidle" });
  // Loaded and idle: the page is its HTML, and nothing of the app nor of its precache came.
  expect(await isAppStarted(page)).toBe(false);
  expect(await registrations()).toBe(0);
  await reachForThePage(page);
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  expect(await registrations()).toBe(1);
  await page.close();
});

test("the worker precaches what reading offline needs, and keeps another screen's files once used", async ({
  page,
}) => {
  await page.goto(`/manga/${mangaSlug}`);
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  /** The built files in the caches whose name starts with `prefix`. */
  const cachedFiles = (prefix: string) =>
    page.evaluate(async (prefix) => {
      const files: string[] = [];
      for (const name of await caches.keys()) {
        if (!name.startsWith(prefix)) continue;
        const cache = await caches.open(name);
        for (const request of await cache.keys()) files.push(new URL(request.url).pathname);
      }
      return files;
    }, prefix);
  const precached = await cachedFiles("workbox-precache");
  expect(precached.some((file) => /\/assets\/reader-route-/.test(file))).toBe(true);
  expect(precached.some((file) => /\/assets\/dashboard-route-/.test(file))).toBe(true);
  expect(precached.some((file) => /\/assets\/(browse|admin-titles)-route-/.test(file))).toBe(false);
  // Browse, opened inside the app with the worker in charge, is kept for next time.
  await page.getByRole("banner").getByRole("link", { name: "Browse" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Browse" })).toBeVisible();
  await expect
    .poll(async () =>
      (await cachedFiles("inkpanel-app-files")).some((file) => /browse-route-/.test(file)),
    )
    .toBe(true);
});
