import DataLoader from "dataloader";
import type { BlogAuthor } from "../generated/prisma/client.ts";
import type { Context } from "../lib/context.ts";
import { countPerKey, groupByKeys, rowByKeys, valueByKeys } from "../lib/loaders.ts";
import type { BlogPostCard } from "./service.ts";

// Per-request batch loaders for BlogPost's fields: a page of posts costs one query per field,
// not one per post. Use them through `context.loader(factory)`.

export const authorById = ({ db }: Context) =>
  new DataLoader<string, BlogAuthor | null>(async (ids) =>
    rowByKeys(ids, await db.blogAuthor.findMany({ where: { id: { in: [...ids] } } }), (a) => a.id),
  );

export const tagsOfPost = ({ db }: Context) =>
  new DataLoader<string, string[]>(async (postIds) => {
    const links = await db.blogPostTag.findMany({
      where: { postId: { in: [...postIds] } },
      include: { tag: true },
      orderBy: { tag: { name: "asc" } },
    });
    return groupByKeys(postIds, links, (link) => link.postId).map((group) =>
      group.map((link) => link.tag.name),
    );
  });

export const likesOfPost = countPerKey("BlogLike", "postId");

/** Which of the posts the signed-in reader liked (all false when signed out). */
export const isLikedByViewer = ({ db, viewer }: Context) =>
  new DataLoader<string, boolean>(async (postIds) => {
    if (!viewer) return postIds.map(() => false);
    const likes = await db.blogLike.findMany({
      where: { userId: viewer.id, postId: { in: [...postIds] } },
    });
    return valueByKeys(
      postIds,
      likes,
      (like) => like.postId,
      () => true,
      false,
    );
  });

/**
 * The live comments of the posts a list read, counted in the list's statement; community's
 * commentCount reads them here before asking its own loader (blog may not import community, whose
 * command-line tools import the seed, which imports blog).
 */
export const commentCountOfListedPost = (_: Context) => new Map<string, number>();

/** Hands what a list of posts read for its cards to the loaders its fields would otherwise query. */
export function primeBlogPostCards(context: Context, cards: BlogPostCard[]): void {
  for (const { post, author, likes, comments } of cards) {
    context.loader(authorById).prime(author.id, author);
    context.loader(likesOfPost).prime(post.id, likes);
    context.loader(commentCountOfListedPost).set(post.id, comments);
  }
}
