import { expect, newAppPage, test, type Browser, type Page } from "./support/test.ts";
import { queryApi } from "./support/api.ts";
import { expectHydrated } from "./support/hydration.ts";
import { mailedLink, newReader, signUp, verifyByMail } from "./support/readers.ts";

// Readers sign up, verify through the mail the server wrote, favorite and read a title, and see
// it on their own dashboard, and nowhere else.

const titlesQuery = `{ mangas(sort: TITLE, first: 2) { edges { node { id slug title } } } }`;
type Titles = { mangas: { edges: { node: { id: string; slug: string; title: string } }[] } };
const longTitlesQuery = `{ mangas(sort: POPULARITY, first: 50) { edges { node { id slug title chapters(first: 1) { totalCount } } } } }`;
type LongTitles = {
  mangas: {
    edges: {
      node: { id: string; slug: string; title: string; chapters: { totalCount: number } };
    }[];
  };
};

async function fillSignIn(page: Page, email: string, password: string) {
  const form = page.getByRole("form", { name: "Sign in" });
  // What is typed before the form is hydrated would be lost.
  await expectHydrated(form.getByLabel("E-mail"));
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Sign In" }).click();
  return form;
}

async function favoriteAndRead(page: Page, title: { slug: string }) {
  await page.goto(`/manga/${title.slug}`);
  await expectHydrated(page.getByRole("button", { name: "Favorite", exact: true }));
  await page.getByRole("button", { name: "Favorite", exact: true }).click();
  await expect(page.getByRole("button", { name: "Favorited" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  const recorded = page.waitForResponse(
    (response) =>
      response.url().endsWith("/graphql") &&
      !!response.request().postData()?.includes("RecordReading"),
  );
  await page.goto(`/manga/${title.slug}/chapter/1?page=2`);
  expect((await (await recorded).json()).data.recordReading.page).toBe(2);
}

const readerPage = (browser: Browser) => newAppPage(browser);

test("two readers sign up, verify, favorite and read, each seeing only their own dashboard", async ({
  browser,
  request,
}) => {
  test.slow(); // two whole sign-ups (argon2 hashing) and readings: over 30 s on a busy 2-core machine
  const run = Date.now().toString(36);
  const [ada, ben] = [newReader("Ada", run), newReader("Ben", run)];
  const [first, second] = (await queryApi<Titles>(request, titlesQuery)).mangas.edges.map(
    (e) => e.node,
  );

  const adaPage = await readerPage(browser);
  await signUp(adaPage, ada);
  await verifyByMail(adaPage, ada);
  await favoriteAndRead(adaPage, first!);

  const benPage = await readerPage(browser);
  await signUp(benPage, ben);
  await verifyByMail(benPage, ben);
  await favoriteAndRead(benPage, second!);

  for (const [page, own, other] of [
    [adaPage, first!, second!],
    [benPage, second!, first!],
  ] as const) {
    await page.goto("/dashboard");
    const reading = page.getByRole("tabpanel", { name: "Continue Reading" });
    await expect(reading.getByRole("link", { name: own.title })).toBeVisible();
    await expect(reading.getByText("Chapter 1 of")).toBeVisible();
    await expect(reading.getByRole("link", { name: other.title })).toHaveCount(0);
    await page.getByRole("tab", { name: "Favorites" }).click();
    const favorites = page.getByRole("tabpanel", { name: "Favorites" });
    await expect(favorites.getByText(own.title)).toBeVisible();
    await expect(favorites.getByText(other.title)).toHaveCount(0);
  }
});

test("signed out, Favorite leads to sign-in and back to the title", async ({ page, request }) => {
  const reader = newReader("Cyd", Date.now().toString(36));
  const [title] = (await queryApi<Titles>(request, titlesQuery)).mangas.edges.map((e) => e.node);
  // An account made elsewhere; this browser is signed out.
  const elsewhere = await newAppPage(page.context().browser()!);
  await signUp(elsewhere, reader);
  await elsewhere.context().close();

  await page.goto(`/manga/${title!.slug}`);
  await expectHydrated(page.getByRole("button", { name: "Favorite", exact: true }));
  await page.getByRole("button", { name: "Favorite", exact: true }).click();
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(`/manga/${title!.slug}`)}`);
  await fillSignIn(page, reader.email, reader.password);
  await expect(page).toHaveURL(`/manga/${title!.slug}`);
  await page.getByRole("button", { name: "Favorite", exact: true }).click();
  await expect(page.getByRole("button", { name: "Favorited" })).toBeVisible();
});

// Throttling itself is tested against the database (server/src/accounts): here, five failures
// from the one test IP would lock every other journey out of signing in for a minute.
test("a wrong password says so and keeps the form as typed", async ({ page }) => {
  const reader = newReader("Dee", Date.now().toString(36));
  await page.goto("/login");
  const form = await fillSignIn(page, reader.email, "not the password");
  await expect(form.getByRole("alert")).toHaveText("The e-mail address or password is incorrect.");
  await expect(form.getByLabel("E-mail")).toHaveValue(reader.email);
});

test("Download is offered once the reader is on Premium: a chosen chapter or the whole title, as .cbz", async ({
  page,
  request,
}) => {
  const reader = newReader("Eli", Date.now().toString(36));
  // A long-running title: more chapters than one page of the API's list holds.
  const title = (await queryApi<LongTitles>(request, longTitlesQuery)).mangas.edges
    .map((e) => e.node)
    .find((node) => node.chapters.totalCount > 100);
  expect(title, "the seed has a title of more than 100 chapters").toBeDefined();
  await signUp(page, reader);
  await page.goto(`/manga/${title!.slug}`);
  await expect(page.getByRole("link", { name: /^Download/ })).toHaveAttribute(
    "href",
    "/subscription",
  );

  // The plan change as the pricing page makes it (a demo of billing: nothing is charged).
  const changed = await page.request.post("/graphql", {
    data: { query: `mutation { changePlan(planId: "premium", period: MONTHLY) { plan { id } } }` },
  });
  expect((await changed.json()).data.changePlan.plan.id).toBe("premium");

  await page.reload();
  await expectHydrated(page.getByRole("button", { name: "Download", exact: true }));
  await page.getByRole("button", { name: "Download", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Download ${title!.title}` });
  // Every chapter is offered, the first by default, however long the title.
  await expect(dialog.getByRole("link", { name: "Download Chapter 1" })).toBeVisible();
  await dialog.getByRole("combobox", { name: "Chapter to download" }).click();
  await expect(page.getByRole("option")).toHaveCount(title!.chapters.totalCount);
  await page.getByRole("option", { name: /^Chapter 2\b/ }).click();
  const downloadLink = dialog.getByRole("link", { name: "Download Chapter 2" });
  const [download] = await Promise.all([page.waitForEvent("download"), downloadLink.click()]);
  expect(download.suggestedFilename()).toBe(`${title!.slug}-chapter-2.cbz`);
  await expect(
    dialog.getByRole("link", { name: `Download all ${title!.chapters.totalCount} chapters` }),
  ).toHaveAttribute("href", `/downloads/manga/${title!.id}`);
  await expect(dialog).toContainText("High quality: pages at their full size");
});

test("a forgotten password is reset through the mailed link, and the new one signs in", async ({
  page,
}) => {
  const reader = newReader("Fin", Date.now().toString(36));
  const elsewhere = await newAppPage(page.context().browser()!);
  await signUp(elsewhere, reader);
  await elsewhere.context().close();

  await page.goto("/forgot-password");
  await expectHydrated(page.getByRole("form", { name: "Reset password" }).getByLabel("E-mail"));
  await page.getByRole("form", { name: "Reset password" }).getByLabel("E-mail").fill(reader.email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();

  const { pathname, search } = await mailedLink(reader, "/reset-password");
  await page.goto(pathname + search);
  const newPassword = `${reader.password} and then some`;
  const form = page.getByRole("form", { name: "New password" });
  await expectHydrated(form.getByLabel("New password", { exact: true }));
  await form.getByLabel("New password", { exact: true }).fill(newPassword);
  await form.getByLabel("Confirm new password").fill(newPassword);
  await form.getByRole("button", { name: "Set New Password" }).click();
  await expect(page.getByRole("heading", { name: "Password changed" })).toBeVisible();

  await page.goto("/login");
  await fillSignIn(page, reader.email, newPassword);
  await expect(page.getByRole("heading", { name: `Welcome back, ${reader.name}!` })).toBeVisible();
});

test("a verification link that is made up or missing says it failed", async ({ page }) => {
  for (const path of [
    "/verify-email?token=made-up&email=nobody%40journeys.test",
    "/verify-email",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Verification Failed" })).toBeVisible();
    await expect(
      page.getByText(
        "We couldn't verify your email address. The link may be invalid or already used.",
      ),
    ).toBeVisible();
  }
});
