import { expect, test, type Page } from "./support/test.ts";
import { queryApi } from "./support/api.ts";
import { expectHydrated } from "./support/hydration.ts";

test("the home page shows the library's featured titles and latest releases", async ({
  page,
  request,
}) => {
  const { featuredMangas } = await queryApi<{ featuredMangas: { title: string }[] }>(
    request,
    "{ featuredMangas { title } }",
  );
  await page.goto("/");

  await expect(page).toHaveTitle("Inkpanel — Read Manga Online");
  const hero = page.getByRole("region", { name: "Featured manga" });
  await expect(hero.getByRole("heading", { name: featuredMangas[0]!.title })).toBeVisible();
  await expect(hero.getByRole("link", { name: "Start Reading" }).first()).toBeVisible();
  const latest = page.getByRole("region", { name: "Latest Releases" });
  // One entry per title (each card also lists its genres).
  await expect(latest.getByRole("list").first().locator(":scope > li")).toHaveCount(6);
});

test.describe("the home hero and auto-play", () => {
  const shownSlide = (page: Page) =>
    page
      .getByRole("region", { name: "Featured manga" })
      .locator('[aria-roledescription="slide"]:not([hidden])');

  test("moves on every 6 seconds by itself while auto-play is on (the default)", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/");
    await expect(shownSlide(page)).toHaveAttribute("aria-label", /^1 of /);
    await page.clock.runFor(6000);
    await expect(shownSlide(page)).toHaveAttribute("aria-label", /^2 of /);
  });

  test("stays put when auto-play is off", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("autoPlay", "false"));
    await page.clock.install();
    await page.goto("/");
    await expect(shownSlide(page)).toHaveAttribute("aria-label", /^1 of /);
    await page.clock.runFor(20_000);
    await expect(shownSlide(page)).toHaveAttribute("aria-label", /^1 of /);
  });

  test("stays put for a reader who prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto("/");
    await expect(shownSlide(page)).toHaveAttribute("aria-label", /^1 of /);
    await page.clock.runFor(20_000);
    await expect(shownSlide(page)).toHaveAttribute("aria-label", /^1 of /);
  });
});

test("Browse by Genre shows the chosen genre's titles, the choice kept in the URL", async ({
  page,
  request,
}) => {
  const { mangas } = await queryApi<{ mangas: { edges: { node: { title: string } }[] } }>(
    request,
    `{ mangas(filter: { genres: ["romance"] }, sort: POPULARITY, first: 12) { edges { node { title } } } }`,
  );
  await page.goto("/");
  const section = page.getByRole("region", { name: "Browse by Genre" });
  // A link (to /?genre=romance#genre-picks without JavaScript), picked in place once hydrated.
  const romance = section.getByRole("link", { name: "Romance" });
  await expectHydrated(romance);
  await romance.click();

  await expect(page).toHaveURL("/?genre=romance");
  await expect(romance).toHaveAttribute("aria-current", "true");
  const titles = section.getByRole("article");
  await expect(titles).toHaveCount(mangas.edges.length);
  await expect(titles.first()).toContainText(mangas.edges[0]!.node.title);
});

test("an unknown path shows the not-found page with a way home", async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  await page.goto("/no-such-page");

  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  // The browser logs it once the page has hydrated.
  await expect.poll(() => warnings).toContain("Page not found: /no-such-page");
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});
