import { expect, test } from "./support/test.ts";
import { queryApi } from "./support/api.ts";
import { expectHydrated } from "./support/hydration.ts";

interface TitleFacts {
  manga: {
    title: string;
    slug: string;
    author: string;
    chapterCount: number;
    chapters: { totalCount: number };
  };
}

test("opens a title from Browse, lists its chapters ten at a time, and starts reading", async ({
  page,
  request,
}) => {
  // The most popular completed action title, as Browse lists it first.
  const { mangas } = await queryApi<{ mangas: { edges: { node: { slug: string } }[] } }>(
    request,
    `{ mangas(filter: { genres: ["action"], statuses: [COMPLETED] }, sort: POPULARITY, first: 1) { edges { node { slug } } } }`,
  );
  const { manga } = await queryApi<TitleFacts>(
    request,
    `query ($id: ID!) { manga(id: $id) { title slug author chapterCount chapters { totalCount } } }`,
    { id: mangas.edges[0]!.node.slug },
  );

  await page.goto("/browse?genre=action&status=completed");
  await page.getByRole("link", { name: manga.title }).first().click();

  await expect(page).toHaveURL(`/manga/${manga.slug}`);
  await expect(page).toHaveTitle(`${manga.title} — Inkpanel`);
  await expect(page.getByRole("heading", { level: 1, name: manga.title })).toBeVisible();
  await expect(page.getByText(manga.author).first()).toBeVisible();

  await page.getByRole("tab", { name: `Chapters (${manga.chapterCount})` }).click();
  const chapters = page.getByRole("tabpanel").getByRole("listitem");
  await expect(chapters).toHaveCount(Math.min(10, manga.chapters.totalCount));
  if (manga.chapters.totalCount > 10) {
    // A link to the next chapters' address (without JavaScript), loaded in place here.
    const loadMore = page.getByRole("link", { name: "Load More" });
    await expectHydrated(loadMore);
    await loadMore.click();
    await expect(chapters).toHaveCount(Math.min(20, manga.chapters.totalCount));
    await expect(page).toHaveURL(`/manga/${manga.slug}?tab=chapters`);
  }

  await page.getByRole("link", { name: "Start Reading" }).click();
  await expect(page).toHaveURL(new RegExp(`/manga/${manga.slug}/chapter/1$`));
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
});

test("an unknown title shows the not-found page", async ({ page }) => {
  await page.goto("/manga/no-such-title");
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
});
