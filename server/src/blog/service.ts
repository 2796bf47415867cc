import { DomUtils, ElementType, parseDocument } from "htmlparser2";
import { LRUCache } from "lru-cache";
import { z } from "zod";
import {
  Prisma,
  type BlogAuthor,
  type BlogCategory,
  type BlogPost,
} from "../generated/prisma/client.ts";
import { queryRows, type Db } from "../lib/db.ts";
import { isFirstViewThisHour } from "../lib/view-counting.ts";
import {
  cursorParts,
  cursorShape,
  pageRequest,
  pageSize,
  type Connection,
} from "../lib/pagination.ts";

const WORDS_PER_MINUTE = 200;

// Newest first; the id breaks ties between posts published at the same instant.
const postCursor = cursorShape(
  "blog-posts",
  z.object({ publishedAt: cursorParts.time, id: cursorParts.id }),
);

export interface BlogPostsArgs {
  category?: BlogCategory | null;
  featured?: boolean | null;
  first?: number | null;
  after?: string | null;
}

/** A post of a list with what its card shows beyond the post's row, read in the same statement. */
export interface BlogPostCard {
  post: BlogPost;
  author: BlogAuthor;
  likes: number;
  /** live comments, as community's commentCountOfPost counts them */
  comments: number;
}

export interface BlogPostList {
  connection: Connection<BlogPost>;
  cards: BlogPostCard[];
}

/**
 * Posts newest first, optionally of one category or only (un)featured ones, a page at a time, each
 * with its author and its likes and live comments counted, in one statement through the pool (the
 * home page's band asks for them; by Prisma's client they were three statements, then two with the
 * comment counts apart).
 */
export async function listBlogPosts(db: Db, args: BlogPostsArgs): Promise<BlogPostList> {
  const page = pageRequest(args, postCursor);
  const filter: Prisma.BlogPostWhereInput = {
    ...(args.category != null && { category: args.category }),
    ...(args.featured != null && { featured: args.featured }),
  };
  const conditions: Prisma.Sql[] = [];
  if (args.category != null)
    conditions.push(Prisma.sql`p.category = ${args.category}::"BlogCategory"`);
  if (args.featured != null) conditions.push(Prisma.sql`p.featured = ${args.featured}`);
  const { after } = page;
  if (after) {
    const publishedAt = Prisma.sql`${after.publishedAt}::timestamp(3)`;
    conditions.push(Prisma.sql`p."publishedAt" <= ${publishedAt}
      AND (p."publishedAt" < ${publishedAt} OR p.id < ${after.id})`);
  }
  const rows = await queryRows<
    BlogPost & { cardAuthor: BlogAuthor; cardLikes: number; cardComments: number }
  >(
    db,
    Prisma.sql`SELECT p.*, to_json(a.*) AS "cardAuthor",
        (SELECT count(*)::int FROM "BlogLike" l WHERE l."postId" = p.id) AS "cardLikes",
        (SELECT count(*)::int FROM "Comment" c WHERE c."postId" = p.id AND c."deletedAt" IS NULL)
          AS "cardComments"
      FROM "BlogPost" p JOIN "BlogAuthor" a ON a.id = p."authorId"
      ${conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}` : Prisma.empty}
      ORDER BY p."publishedAt" DESC, p.id DESC
      LIMIT ${page.take}`,
  );
  const cards = rows.map(({ cardAuthor, cardLikes, cardComments, ...post }) => ({
    post,
    author: cardAuthor,
    likes: cardLikes,
    comments: cardComments,
  }));
  const edges = cards.map(({ post }) =>
    page.edge({ publishedAt: post.publishedAt.toISOString(), id: post.id }, post),
  );
  return {
    connection: page.connection(edges, () => db.blogPost.count({ where: filter })),
    cards,
  };
}

/** A post by id or slug, or null. */
export function findBlogPost(db: Db, idOrSlug: string): Promise<BlogPost | null> {
  return db.blogPost.findFirst({ where: { OR: [{ id: idOrSlug }, { slug: idOrSlug }] } });
}

/**
 * Counts a view of the post (by id or slug), once per visitor and hour (see
 * lib/view-counting.ts), and returns it, or null when there is none.
 */
export async function recordBlogView(
  db: Db,
  idOrSlug: string,
  { now, visitor }: { now: Date; visitor: string },
): Promise<BlogPost | null> {
  const post = await findBlogPost(db, idOrSlug);
  if (!post || !(await isFirstViewThisHour(db, { visitor, kind: "post", itemId: post.id, now }))) {
    return post;
  }
  return db.blogPost.update({ where: { id: post.id }, data: { views: { increment: 1 } } });
}

/**
 * Read times by the body they were counted from: every home page lists the same few posts, and
 * parsing their HTML again for each took 5% of a home visit's CPU. Keyed by the body itself, so
 * an edited post is counted again whoever edited it; at most about 10 MB of bodies are kept.
 */
const readTimes = new LRUCache<string, number>({
  max: 1000,
  maxSize: 5_000_000,
  sizeCalculation: (_, contentHtml) => Math.max(1, contentHtml.length),
});

/** Minutes to read an HTML body at about 200 words a minute, at least 1. */
export function readTimeMinutes(contentHtml: string): number {
  let minutes = readTimes.get(contentHtml);
  if (minutes === undefined) {
    minutes = countReadTime(contentHtml);
    readTimes.set(contentHtml, minutes);
  }
  return minutes;
}

function countReadTime(contentHtml: string): number {
  // Word by text node: block elements touch without whitespace ("</h2><p>"), so joined text would merge words.
  const textNodes = DomUtils.filter(
    (node) => node.type === ElementType.Text,
    parseDocument(contentHtml),
  );
  const words = textNodes.reduce(
    (sum, node) => sum + DomUtils.textContent(node).split(/\s+/).filter(Boolean).length,
    0,
  );
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/**
 * Posts related to `post`: those of the same category first, then those sharing more of its
 * tags, then the newest. A post with neither in common is not related; the post itself never is.
 */
export function relatedBlogPosts(
  db: Db,
  post: BlogPost,
  first: number | null | undefined,
): Promise<BlogPost[]> {
  return db.$queryRaw<BlogPost[]>`
    SELECT p.* FROM "BlogPost" p
    CROSS JOIN LATERAL (
      SELECT count(*) AS "sharedTags" FROM "BlogPostTag" t
      WHERE t."postId" = p.id AND t."tagId" IN (SELECT "tagId" FROM "BlogPostTag" WHERE "postId" = ${post.id})
    ) shared
    WHERE p.id <> ${post.id} AND (p.category::text = ${post.category} OR shared."sharedTags" > 0)
    ORDER BY p.category::text = ${post.category} DESC, shared."sharedTags" DESC, p."publishedAt" DESC, p.id DESC
    LIMIT ${pageSize(first)}`;
}
