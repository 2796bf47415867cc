import { afterAll, beforeAll } from "vitest";
import type { BlogCategory } from "../generated/prisma/client.ts";
import type { Db } from "../lib/db.ts";
import { fixtureReaders } from "../test/readers.ts";

// A small blog for the blog tests: two authors, six posts, tags and likes.

const DAY = 24 * 60 * 60 * 1000;
const PUBLISHED_BEFORE = new Date("2026-03-15T12:00:00.000Z");
const daysAgo = (days: number) => new Date(PUBLISHED_BEFORE.getTime() - days * DAY);

/** An HTML body of `count` words. */
const bodyOfWords = (count: number) =>
  `<h2>Intro</h2><p>${Array.from({ length: count - 1 }, () => "word").join(" ")}</p>`;

export const authors = {
  sarah: {
    id: "blog-author-sarah",
    slug: "sarah-chen",
    name: "Sarah Chen",
    bio: "Reviews editor",
    twitter: "sarahreads",
    instagram: "sarah.reads",
  },
  mike: {
    id: "blog-author-mike",
    slug: "mike-johnson",
    name: "Mike Johnson",
    bio: null,
    twitter: null,
    instagram: null,
  },
};

interface PostFixture {
  id: string;
  slug: string;
  title: string;
  category: BlogCategory;
  featured: boolean;
  author: keyof typeof authors;
  publishedAt: Date;
  tags: string[];
  words: number;
  views: number;
}

export const posts = {
  actionReview: {
    id: "blog-action-review",
    slug: "top-action-manga",
    title: "Top Action Manga",
    category: "REVIEWS",
    featured: true,
    author: "sarah",
    publishedAt: daysAgo(1),
    tags: ["action", "shonen"],
    words: 450,
    views: 120,
  },
  romanceReview: {
    id: "blog-romance-review",
    slug: "quiet-romances",
    title: "Quiet Romances",
    category: "REVIEWS",
    featured: false,
    author: "sarah",
    publishedAt: daysAgo(3),
    tags: ["romance"],
    words: 10,
    views: 40,
  },
  actionNews: {
    id: "blog-action-news",
    slug: "new-action-season",
    title: "A New Action Season",
    category: "NEWS",
    featured: true,
    author: "mike",
    publishedAt: daysAgo(2),
    tags: ["action"],
    words: 1000,
    views: 300,
  },
  // Published at the same instant as actionNews: the id orders the two.
  festivalNews: {
    id: "blog-festival-news",
    slug: "manga-festival",
    title: "Manga Festival",
    category: "NEWS",
    featured: false,
    author: "mike",
    publishedAt: daysAgo(2),
    tags: [],
    words: 200,
    views: 5,
  },
  shonenAnalysis: {
    id: "blog-shonen-analysis",
    slug: "why-shonen-works",
    title: "Why Shonen Works",
    category: "ANALYSIS",
    featured: false,
    author: "sarah",
    publishedAt: daysAgo(5),
    tags: ["action", "shonen"],
    words: 300,
    views: 60,
  },
  inkingTutorial: {
    id: "blog-inking-tutorial",
    slug: "inking-basics",
    title: "Inking Basics",
    category: "TUTORIALS",
    featured: false,
    author: "mike",
    publishedAt: daysAgo(4),
    tags: [],
    words: 99,
    views: 0,
  },
} satisfies Record<string, PostFixture>;

/** Every post, newest first (ties by id, descending). */
export const newestFirst = [
  posts.actionReview,
  posts.festivalNews,
  posts.actionNews,
  posts.romanceReview,
  posts.inkingTutorial,
  posts.shonenAnalysis,
];

/** Readers and the posts they liked. */
export const readers = {
  ada: { id: "blog-reader-ada", likes: [posts.actionReview] },
  ben: { id: "blog-reader-ben", likes: [posts.actionReview, posts.actionNews] },
};

const blogReaders = fixtureReaders({
  plan: {
    id: "blog-fixture-plan",
    name: "Blog fixture",
    description: "For blog readers",
    sortOrder: 98,
  },
  readers,
  relationsOf: (reader) => ({
    blogLikes: { create: reader.likes.map((post) => ({ postId: post.id })) },
  }),
});

const tagNames = [...new Set(Object.values(posts).flatMap((post: PostFixture) => post.tags))];
const tagId = (name: string) => `blog-tag-${name}`;

async function insert(db: Db): Promise<void> {
  await db.blogAuthor.createMany({ data: Object.values(authors) });
  await db.blogTag.createMany({ data: tagNames.map((name) => ({ id: tagId(name), name })) });
  for (const post of Object.values(posts) as PostFixture[]) {
    await db.blogPost.create({
      data: {
        id: post.id,
        slug: post.slug,
        title: post.title,
        excerpt: `About ${post.title}`,
        contentHtml: bodyOfWords(post.words),
        category: post.category,
        featured: post.featured,
        authorId: authors[post.author].id,
        publishedAt: post.publishedAt,
        views: post.views,
        tags: { create: post.tags.map((name) => ({ tagId: tagId(name) })) },
      },
    });
  }
  await blogReaders.insert(db);
}

async function remove(db: Db): Promise<void> {
  // Deleting readers and posts cascades to likes and tag links.
  await blogReaders.remove(db);
  await db.blogPost.deleteMany({
    where: { id: { in: Object.values(posts).map((post) => post.id) } },
  });
  await db.blogTag.deleteMany({ where: { id: { in: tagNames.map(tagId) } } });
  await db.blogAuthor.deleteMany({
    where: { id: { in: Object.values(authors).map((author) => author.id) } },
  });
}

/** Inserts the blog before the file's tests and removes it after them. */
export function useBlogScenario(db: Db): void {
  beforeAll(() => insert(db));
  afterAll(() => remove(db));
}
