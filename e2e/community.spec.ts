import { execFile } from "node:child_process";
import { expectHydrated } from "./support/hydration.ts";
import { promisify } from "node:util";
import { expect, test } from "./support/test.ts";
import { queryApi } from "./support/api.ts";
import { newReader, verifiedReaderPage } from "./support/readers.ts";

// Ratings, reviews and comments between real readers, and a moderator at work.

type Titles = {
  mangas: { edges: { node: { slug: string; ratingDistribution: number[] } }[] };
};
type Posts = { blogPosts: { edges: { node: { slug: string; title: string } }[] } };

/** The mean of ten counts of 1..10 with one more rating, to one decimal, as the site shows it. */
function meanWith(distribution: number[], extra: number): string {
  const count = distribution.reduce((sum, n) => sum + n, 1);
  const total = distribution.reduce((sum, n, index) => sum + n * (index + 1), extra);
  return (Math.round((total / count) * 10) / 10).toFixed(1);
}

test("a reader rates and reviews a title and sees its mean move", async ({ browser, request }) => {
  test.slow(); // a sign-up with argon2 hashing on a busy machine
  // Titles sorted by title: journeys in other files favorite or read the first two.
  const { mangas } = await queryApi<Titles>(
    request,
    `{ mangas(sort: TITLE, first: 3) { edges { node { slug ratingDistribution } } } }`,
  );
  const title = mangas.edges[2]!.node;
  const reader = newReader("Rae", Date.now().toString(36));
  const page = await verifiedReaderPage(browser, reader);

  await page.goto(`/manga/${title.slug}`);
  await expectHydrated(page.getByRole("link", { name: "Write a Review" }));
  await page.getByRole("link", { name: "Write a Review" }).click();
  await expect(page).toHaveURL(/tab=reviews/);
  const rate = page.getByRole("radiogroup", { name: "Your rating" });
  await expect(rate).toBeVisible();
  // Arrow keys move the choice from 1 to 10 (End), as in any radio group.
  await page.getByRole("radio", { name: "1 out of 10" }).click();
  await page.keyboard.press("End");
  await expect(page.getByRole("radio", { name: "10 out of 10" })).toBeChecked();
  await page.getByLabel("Your review (optional)").fill("A <b>quiet</b> masterpiece.\n\nRead it.");
  await page.getByRole("button", { name: "Post rating" }).click();

  const yours = page.getByRole("region", { name: "Your review" });
  await expect(yours.getByText("A <b>quiet</b> masterpiece.")).toBeVisible();
  const expected = meanWith(title.ratingDistribution, 10);
  await expect(page.getByText(`${expected} / 10`)).toBeVisible();
  await expect(
    page.getByRole("img", { name: new RegExp(`^Rated ${expected} out of 10`) }),
  ).toBeVisible();
});

test("two readers comment and reply on an article", async ({ browser, request }) => {
  test.slow(); // two sign-ups
  const run = Date.now().toString(36);
  const { blogPosts } = await queryApi<Posts>(
    request,
    `{ blogPosts(first: 1) { edges { node { slug title } } } }`,
  );
  const post = blogPosts.edges[0]!.node;
  const ada = await verifiedReaderPage(browser, newReader("Ada", run));
  const ben = await verifiedReaderPage(browser, newReader("Ben", run));

  await ada.goto(`/blog/${post.slug}`);
  await expectHydrated(ada.getByRole("textbox", { name: "Add a comment" }));
  await ada.getByRole("textbox", { name: "Add a comment" }).fill(`Great read ${run}`);
  await ada.getByRole("button", { name: "Post" }).click();
  await expect(
    ada.getByRole("article", { name: "Comment by Ada" }).filter({ hasText: run }),
  ).toContainText(`Great read ${run}`);

  await ben.goto(`/blog/${post.slug}`);
  const adas = ben.getByRole("article", { name: "Comment by Ada" }).filter({ hasText: run });
  await expectHydrated(adas.getByRole("button", { name: "Reply" }));
  await adas.getByRole("button", { name: "Reply" }).click();
  const reply = ben.getByRole("textbox", { name: "Reply to Ada" });
  await reply.fill("Agreed, especially the ending");
  await reply.locator("xpath=ancestor::form").getByRole("button", { name: "Reply" }).click();
  await expect(ben.getByRole("article", { name: "Comment by Ben" })).toContainText("Agreed");

  await ada.reload();
  await expect(ada.getByRole("article", { name: "Comment by Ben" })).toContainText(
    "Agreed, especially the ending",
  );
  const mine = ada.getByRole("article", { name: "Comment by Ada" }).filter({ hasText: run });
  await mine.getByRole("button", { name: "Edit" }).click();
  const edit = ada.getByRole("textbox", { name: "Edit your comment" });
  await edit.fill(`Great read ${run}, twice`);
  await edit.locator("xpath=ancestor::form").getByRole("button", { name: "Save" }).click();
  await expect(mine).toContainText("edited");
});

test("a moderator deletes a reported comment", async ({ browser, request }) => {
  test.slow(); // three sign-ups
  const run = Date.now().toString(36);
  const { blogPosts } = await queryApi<Posts>(
    request,
    `{ blogPosts(first: 2) { edges { node { slug title } } } }`,
  );
  const post = blogPosts.edges[1]!.node;
  const troll = await verifiedReaderPage(browser, newReader("Tom", run));
  const reporter = await verifiedReaderPage(browser, newReader("Una", run));
  const mo = newReader("Mo", run);
  const moderator = await verifiedReaderPage(browser, mo);
  await promisify(execFile)("pnpm", ["user:role", mo.email, "MODERATOR"], {
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL },
  });

  await troll.goto(`/blog/${post.slug}`);
  await expectHydrated(troll.getByRole("textbox", { name: "Add a comment" }));
  await troll.getByRole("textbox", { name: "Add a comment" }).fill(`Buy followers ${run}`);
  await troll.getByRole("button", { name: "Post" }).click();
  // In the list, not only in the box (a controlled textarea's text is its content too): posted.
  await expect(
    troll.getByRole("article", { name: "Comment by Tom" }).filter({ hasText: run }),
  ).toBeVisible();

  await reporter.goto(`/blog/${post.slug}`);
  const spam = reporter.getByRole("article", { name: "Comment by Tom" }).filter({ hasText: run });
  await expectHydrated(spam.getByRole("button", { name: "Report" }));
  await spam.getByRole("button", { name: "Report" }).click();
  const reason = reporter.getByRole("textbox", { name: "Why are you reporting this comment?" });
  await reason.fill("Spam");
  await reason.locator("xpath=ancestor::form").getByRole("button", { name: "Report" }).click();
  await expect(spam.getByRole("button", { name: "Reported" })).toBeDisabled();

  // Readers are turned away; the moderator sees the report and deletes the comment.
  await reporter.goto("/moderation");
  await expect(reporter.getByRole("heading", { name: "Moderators only" })).toBeVisible();
  await moderator.goto("/moderation");
  const row = moderator.getByRole("article", { name: "Comment by Tom" }).filter({ hasText: run });
  await expect(row).toContainText("Una");
  await expect(row).toContainText("Spam");
  await row.getByRole("button", { name: "Delete comment" }).click();
  await expect(row).toHaveCount(0);

  await reporter.goto(`/blog/${post.slug}`);
  await expect(reporter.getByRole("heading", { name: /comments?$/ })).toBeVisible();
  await expect(reporter.getByText(`Buy followers ${run}`)).toHaveCount(0);
});
