import { describe, expect, it } from "vitest";
import { blogImageUrl } from "../media/urls.ts";
import { useTestDb } from "../test/database.ts";
import { expectingNoErrors, useGraphQL } from "../test/graphql.ts";
import { authors, newestFirst, posts, readers, useBlogScenario } from "./blog.scenarios.ts";
import { readTimeMinutes } from "./service.ts";

const db = useTestDb();
useBlogScenario(db);
const execute = useGraphQL(db, { now: new Date("2026-03-15T12:00:00.000Z") });
const data = expectingNoErrors(execute);

interface PostsPage {
  blogPosts: {
    edges: { cursor: string; node: { id: string } }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    totalCount: number;
  };
}

const BLOG_POSTS = `
  query BlogPosts($category: BlogCategory, $featured: Boolean, $first: Int, $after: String) {
    blogPosts(category: $category, featured: $featured, first: $first, after: $after) {
      edges { cursor node { id } }
      pageInfo { hasNextPage endCursor }
      totalCount
    }
  }`;

const ids = (page: PostsPage) => page.blogPosts.edges.map((edge) => edge.node.id);

describe("blogPosts", () => {
  it("lists every post newest first, ties by id", async () => {
    const page = await data<PostsPage>(BLOG_POSTS);
    expect(ids(page)).toEqual(newestFirst.map((post) => post.id));
    expect(page.blogPosts.totalCount).toBe(newestFirst.length);
    expect(page.blogPosts.pageInfo.hasNextPage).toBe(false);
  });

  it("pages through the list without overlaps or gaps", async () => {
    const seen: string[] = [];
    let after: string | null = null;
    let hasNextPage = true;
    while (hasNextPage) {
      const page: PostsPage = await data<PostsPage>(BLOG_POSTS, { first: 4, after });
      expect(page.blogPosts.totalCount).toBe(newestFirst.length);
      seen.push(...ids(page));
      ({ hasNextPage, endCursor: after } = page.blogPosts.pageInfo);
    }
    expect(seen).toEqual(newestFirst.map((post) => post.id));
  });

  it("filters by category and by featured, counting the filtered set", async () => {
    const reviews = await data<PostsPage>(BLOG_POSTS, { category: "REVIEWS" });
    expect(ids(reviews)).toEqual([posts.actionReview.id, posts.romanceReview.id]);
    expect(reviews.blogPosts.totalCount).toBe(2);

    const featured = await data<PostsPage>(BLOG_POSTS, { featured: true, first: 1 });
    expect(ids(featured)).toEqual([posts.actionReview.id]);
    expect(featured.blogPosts.totalCount).toBe(2);
    expect(featured.blogPosts.pageInfo.hasNextPage).toBe(true);

    const featuredNews = await data<PostsPage>(BLOG_POSTS, { featured: true, category: "NEWS" });
    expect(ids(featuredNews)).toEqual([posts.actionNews.id]);
  });

  it("rejects a page size over 100 and a cursor it did not make", async () => {
    const tooMany = await execute(BLOG_POSTS, { first: 101 });
    expect(tooMany.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(tooMany.errors?.[0]?.message).toContain('"first"');

    const forged = await execute(BLOG_POSTS, { after: "not-a-cursor" });
    expect(forged.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(forged.errors?.[0]?.message).toContain('"after"');
  });
});

describe("blogPost", () => {
  const BLOG_POST = `
    query BlogPost($id: ID!) {
      blogPost(id: $id) {
        id slug title imageUrl category featured tags views likes commentCount likedByMe readTimeMinutes
        author { name bio twitter instagram }
      }
    }`;

  it("finds a post by id and by slug with its author, tags, likes and read time", async () => {
    const { actionReview } = posts;
    const expected = {
      id: actionReview.id,
      slug: actionReview.slug,
      title: actionReview.title,
      imageUrl: blogImageUrl(actionReview.id),
      category: actionReview.category,
      featured: true,
      tags: ["action", "shonen"],
      views: actionReview.views,
      likes: 2, // ada and ben
      commentCount: 0,
      likedByMe: false,
      readTimeMinutes: 2, // 450 words
      author: {
        name: authors.sarah.name,
        bio: authors.sarah.bio,
        twitter: authors.sarah.twitter,
        instagram: authors.sarah.instagram,
      },
    };
    expect(await data(BLOG_POST, { id: actionReview.id })).toEqual({ blogPost: expected });
    expect(await data(BLOG_POST, { id: actionReview.slug })).toEqual({ blogPost: expected });
  });

  it("is null, not an error, for a missing post", async () => {
    expect(await data(BLOG_POST, { id: "no-such-post" })).toEqual({ blogPost: null });
  });

  it("is liked by a signed-in reader who liked it", async () => {
    const LIKED = `query BlogPost($id: ID!) { blogPost(id: $id) { likedByMe } }`;
    const ben = { id: readers.ben.id };
    const ada = { id: readers.ada.id };
    expect(await data(LIKED, { id: posts.actionNews.id }, ben)).toEqual({
      blogPost: { likedByMe: true },
    });
    expect(await data(LIKED, { id: posts.actionNews.id }, ada)).toEqual({
      blogPost: { likedByMe: false },
    });
  });

  it("relates posts of the same category first, then those sharing more tags, never itself", async () => {
    const { blogPost } = await data<{ blogPost: { related: { id: string }[] } }>(
      `query Related($id: ID!, $first: Int) { blogPost(id: $id) { related(first: $first) { id } } }`,
      { id: posts.actionReview.id },
    );
    // The festival news and the tutorial share neither category nor tags with the review.
    expect(blogPost.related.map((post) => post.id)).toEqual([
      posts.romanceReview.id,
      posts.shonenAnalysis.id, // action and shonen
      posts.actionNews.id, // action
    ]);
  });

  it("limits related posts to first", async () => {
    const { blogPost } = await data<{ blogPost: { related: { id: string }[] } }>(
      `query Related($id: ID!) { blogPost(id: $id) { related(first: 1) { id } } }`,
      { id: posts.actionReview.id },
    );
    expect(blogPost.related).toEqual([{ id: posts.romanceReview.id }]);
  });
});

describe("recordBlogView", () => {
  const RECORD_VIEW = `mutation RecordView($postId: ID!) { recordBlogView(postId: $postId) { id views } }`;

  it("adds one view per visitor and hour, by id or slug, and returns the post", async () => {
    const { inkingTutorial } = posts;
    expect(await data(RECORD_VIEW, { postId: inkingTutorial.id })).toEqual({
      recordBlogView: { id: inkingTutorial.id, views: inkingTutorial.views + 1 },
    });
    expect(await data(RECORD_VIEW, { postId: inkingTutorial.slug })).toEqual({
      recordBlogView: { id: inkingTutorial.id, views: inkingTutorial.views + 1 },
    });
    const anotherVisitor = { id: "blog-test-reader", sessionId: "blog-test-session" };
    expect(await data(RECORD_VIEW, { postId: inkingTutorial.slug }, anotherVisitor)).toEqual({
      recordBlogView: { id: inkingTutorial.id, views: inkingTutorial.views + 2 },
    });
  });

  it("is null for a missing post", async () => {
    expect(await data(RECORD_VIEW, { postId: "no-such-post" })).toEqual({ recordBlogView: null });
  });
});

describe("readTimeMinutes", () => {
  const words = (count: number) => Array.from({ length: count }, () => "word").join(" ");

  it("counts the words of the text, not the markup, at 200 a minute", () => {
    expect(readTimeMinutes(`<p>${words(600)}</p>`)).toBe(3);
    expect(readTimeMinutes(`<h2 id="a-very-long-id">${words(250)}</h2><p>${words(250)}</p>`)).toBe(
      3,
    );
  });

  it("is at least one minute", () => {
    expect(readTimeMinutes("")).toBe(1);
    expect(readTimeMinutes(`<p>${words(20)}</p>`)).toBe(1);
  });
});
