// The blog: authors and tags are reference data, upserted by slug and name. A post's dates are
// relative to `now`, so a post is created once and then left alone (its updatedAt is part of the
// article's stats). Bodies are written in Markdown and stored as sanitized HTML.

import MarkdownIt from "markdown-it";
import { sanitizeBlogHtml } from "../../server/src/blog/sanitize.ts";
import type { Db } from "../../server/src/lib/db.ts";
import { blogAuthors, blogPosts, type BlogPostData } from "./data/blog/index.ts";
import { requireId } from "./rows.ts";
import { addDays, addHours, startOfUtcDay } from "./time.ts";

const markdown = new MarkdownIt();

export function renderPostBody(body: string): string {
  return sanitizeBlogHtml(markdown.render(body));
}

/** posts go out at 9:00 UTC on their day */
export const publishedAtOf = (post: BlogPostData, now: Date) =>
  addHours(addDays(startOfUtcDay(now), -post.publishedDaysAgo), 9);

/** Returns the posts' ids by slug. */
export async function seedBlog(db: Db, now: Date): Promise<Map<string, string>> {
  const authorIdBySlug = new Map<string, string>();
  for (const { slug, ...author } of blogAuthors) {
    const row = await db.blogAuthor.upsert({
      where: { slug },
      create: { slug, ...author },
      update: author,
    });
    authorIdBySlug.set(slug, row.id);
  }

  const tagIdByName = new Map<string, string>();
  for (const name of new Set(blogPosts.flatMap((post) => post.tags))) {
    const row = await db.blogTag.upsert({ where: { name }, create: { name }, update: {} });
    tagIdByName.set(name, row.id);
  }

  await db.blogPost.createMany({
    skipDuplicates: true,
    data: blogPosts.map((post) => {
      const publishedAt = publishedAtOf(post, now);
      return {
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        contentHtml: renderPostBody(post.body),
        category: post.category,
        featured: post.featured,
        authorId: requireId(authorIdBySlug, post.author),
        publishedAt,
        updatedAt: addDays(publishedAt, post.editedDaysLater ?? 0),
        views: post.views,
      };
    }),
  });

  const posts = await db.blogPost.findMany({
    where: { slug: { in: blogPosts.map((post) => post.slug) } },
    select: { id: true, slug: true },
  });
  const postIdBySlug = new Map(posts.map((post) => [post.slug, post.id]));
  await db.blogPostTag.createMany({
    skipDuplicates: true,
    data: blogPosts.flatMap((post) =>
      post.tags.map((tag) => ({
        postId: requireId(postIdBySlug, post.slug),
        tagId: requireId(tagIdByName, tag),
      })),
    ),
  });
  return postIdBySlug;
}
