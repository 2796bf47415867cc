import { expect, test } from "./support/test.ts";
import { queryApi } from "./support/api.ts";
import { signUpThroughApi } from "./content-support.ts";
import { expectHydrated } from "./support/hydration.ts";

/** A like count as the page writes it: 1234 → "1,234". */
const likeCount = (count: number) => new Intl.NumberFormat("en").format(count);

interface PostsData {
  blogPosts: { totalCount: number; edges: { node: { slug: string; title: string } }[] };
}

test("the blog's category links show only that category's articles, in the URL", async ({
  page,
  request,
}) => {
  const reviews = await queryApi<PostsData>(
    request,
    `{ blogPosts(category: REVIEWS, first: 50) { totalCount edges { node { slug title } } } }`,
  );

  await page.goto("/blog");
  const allArticles = page.getByRole("region", { name: "All Articles" });
  // Links to each category's address (without JavaScript), chosen in place once hydrated.
  const reviewsChoice = allArticles.getByRole("link", { name: "Reviews", exact: true });
  await expectHydrated(reviewsChoice);
  await reviewsChoice.click();

  await expect(page).toHaveURL("/blog?category=reviews");
  await expect(reviewsChoice).toHaveAttribute("aria-current", "true");
  const cards = allArticles.getByRole("link", { name: /^Read More: / });
  await expect(cards).toHaveCount(Math.min(reviews.blogPosts.totalCount, 9));
  for (const { node } of reviews.blogPosts.edges.slice(0, 9)) {
    await expect(allArticles.getByRole("link", { name: `Read More: ${node.title}` })).toBeVisible();
  }

  await allArticles.getByRole("link", { name: "List View" }).click();
  await expect(page).toHaveURL("/blog?category=reviews&view=list");
});

test("an article's table of contents scrolls to its headings, and liking signed out asks to sign in", async ({
  page,
  request,
}) => {
  const latest = await queryApi<PostsData>(
    request,
    `{ blogPosts(category: REVIEWS, first: 1) { totalCount edges { node { slug title } } } }`,
  );
  const post = latest.blogPosts.edges[0]!.node;

  await page.goto("/blog");
  await page
    .getByRole("link", { name: `Read More: ${post.title}` })
    .first()
    .click();
  await expect(page).toHaveURL(`/blog/${post.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
  // Signed out, the discussion is there to read, with a way in to join it.
  const comments = page.getByRole("region", { name: "Comments" });
  await expect(comments.getByRole("link", { name: "Sign in" })).toBeVisible();

  const contents = page.getByRole("navigation", { name: "Table of Contents" });
  const lastEntry = contents.getByRole("link").last();
  const headingText = (await lastEntry.textContent())!;
  await lastEntry.click();
  await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}#`));
  await expect(page.getByRole("heading", { name: headingText, exact: true })).toBeInViewport();

  await page.getByRole("button", { name: /^Like/ }).click();
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(`/blog/${post.slug}`)}`);
});

test("the blog's newsletter box subscribes once and says so when the address is already in", async ({
  page,
}) => {
  const address = `blog-reader-${Date.now()}@example.com`;
  await page.goto("/blog");
  const box = page.getByRole("main").getByRole("textbox", { name: "E-mail address" });

  await box.fill(address);
  await box.press("Enter");
  await expect(page.getByRole("main").getByRole("status")).toHaveText(/You're subscribed/);

  await box.fill(address);
  await box.press("Enter");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "This address is already subscribed.",
  );
});

test("a signed-in reader likes an article and takes the like back", async ({ page, request }) => {
  const { blogPosts } = await queryApi<{
    blogPosts: { edges: { node: { slug: string; likes: number } }[] };
  }>(request, `{ blogPosts(category: TUTORIALS, first: 1) { edges { node { slug likes } } } }`);
  const post = blogPosts.edges[0]!.node;
  await signUpThroughApi(page, "Hana");

  await page.goto(`/blog/${post.slug}`);
  const like = page.getByRole("button", { name: /^Like/ });
  await expect(like).toHaveAttribute("aria-pressed", "false");
  await expect(like).toHaveText(likeCount(post.likes));

  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await expect(like).toHaveText(likeCount(post.likes + 1));

  // Stored, not only shown: a fresh page load still has the like.
  await page.reload();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await like.click();
  await expect(like).toHaveText(likeCount(post.likes));
});

test("a related article opened before the page's lower parts have hydrated shows whole", async ({
  page,
  request,
}) => {
  // An article and a related one by another author, to tell the two author cards apart.
  interface Post {
    slug: string;
    title: string;
    author: { bio: string | null };
  }
  const { blogPosts } = await queryApi<{
    blogPosts: { edges: { node: Post & { related: Post[] } }[] };
  }>(
    request,
    `{ blogPosts(first: 50) { edges { node { slug title author { bio }
        related(first: 3) { slug title author { bio } } } } } }`,
  );
  const from = blogPosts.edges
    .map(({ node }) => node)
    .find((post) => post.related[0]?.author.bio && post.related[0].author.bio !== post.author.bio)!;
  const to = from.related[0]!;

  // A desktop window: the sidebar's related articles are on the first screen; the author card
  // and the comments further down, still waiting to hydrate when the reader moves on.
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`/blog/${from.slug}`);
  const related = page.getByRole("complementary").getByRole("link", { name: to.title });
  await expectHydrated(related);
  await related.click();

  await expect(page).toHaveURL(`/blog/${to.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: to.title })).toBeVisible();
  const bio = page.getByText(to.author.bio!, { exact: true });
  await bio.scrollIntoViewIfNeeded();
  await expect(bio).toBeVisible();
  await expect(page.getByText(from.author.bio!, { exact: true })).toHaveCount(0);
  const comments = page.getByRole("region", { name: "Comments" });
  await expect(comments.getByRole("link", { name: "Sign in" })).toBeVisible();
});
