import { expect, newAppPage, test } from "./support/test.ts";
import { queryApi } from "./support/api.ts";
import { newReader, verifiedReaderPage } from "./support/readers.ts";

// A reader with history finds what to read next on the home page: a "Because you read" band
// for the title they read (the seed refreshed the neighbours), whose titles open, and a
// "Recommended for You" band whose titles can be dismissed for good.

type Popular = {
  popularMangas: { manga: { slug: string; title: string; firstChapter: { id: string } } }[];
};

test("a reader sees titles because of what they read, opens one, and dismisses another", async ({
  browser,
  request,
}) => {
  const { popularMangas } = await queryApi<Popular>(
    request,
    "{ popularMangas(period: ALL_TIME, sort: VIEWS, first: 1) { manga { slug title firstChapter { id } } } }",
  );
  const read = popularMangas[0]!.manga;
  const page = await verifiedReaderPage(browser, newReader("Rin", Date.now().toString(36)));
  await queryApi(
    page.request,
    `mutation ($id: ID!) { recordReading(chapterId: $id, page: 1) { page } }`,
    {
      id: read.firstChapter.id,
    },
  );

  // Signed out, the home page has no such bands.
  const visitor = await newAppPage(browser);
  await visitor.goto("/");
  await expect(visitor.getByRole("region", { name: "Latest Releases" })).toBeVisible();
  await expect(visitor.getByRole("region", { name: /^Because you read/ })).toHaveCount(0);
  await visitor.context().close();

  await page.goto("/");
  const because = page.getByRole("region", { name: `Because you read ${read.title}` });
  await expect(because).toBeVisible();
  const first = because.getByRole("listitem").first().getByRole("link");
  const title = (await first.textContent())!;
  await first.click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page).not.toHaveURL(`/manga/${read.slug}`);

  await page.goto("/");
  const recommended = page.getByRole("region", { name: "Recommended for You" });
  const dismissed = (await recommended
    .getByRole("listitem")
    .first()
    .getByRole("link")
    .textContent())!;
  await recommended.getByRole("button", { name: `Not interested in ${dismissed}` }).click();
  await expect(recommended.getByRole("link", { name: dismissed, exact: true })).toHaveCount(0);
  await page.reload();
  await expect(recommended).toBeVisible();
  await expect(recommended.getByRole("link", { name: dismissed, exact: true })).toHaveCount(0);
});
