import type { Db } from "../lib/db.ts";
import type { BlogHeroData } from "./blog-hero.ts";
import type { CoverData } from "./cover.ts";
import type { PageData } from "./page.ts";

// The stored data each image is drawn from; null when the id or page number is unknown.

export async function findCoverData(db: Db, mangaId: string): Promise<CoverData | null> {
  const manga = await db.manga.findUnique({
    where: { id: mangaId },
    select: {
      id: true,
      title: true,
      author: true,
      // The main genre is the first one listed on the title (genres are listed A to Z).
      genres: {
        select: { genre: { select: { name: true, slug: true } } },
        orderBy: { genre: { name: "asc" } },
        take: 1,
      },
    },
  });
  if (!manga) return null;
  return {
    id: manga.id,
    title: manga.title,
    author: manga.author,
    mainGenre: manga.genres[0]?.genre ?? null,
  };
}

export async function findPageData(
  db: Db,
  chapterId: string,
  pageNumber: number,
): Promise<PageData | null> {
  const page = await db.page.findUnique({
    where: { chapterId_number: { chapterId, number: pageNumber } },
    select: {
      width: true,
      height: true,
      layout: true,
      chapter: { select: { number: true, manga: { select: { title: true } } } },
    },
  });
  if (!page) return null;
  return {
    chapterId,
    pageNumber,
    mangaTitle: page.chapter.manga.title,
    chapterNumber: page.chapter.number,
    width: page.width,
    height: page.height,
    layout: page.layout,
  };
}

export async function findBlogHeroData(db: Db, postId: string): Promise<BlogHeroData | null> {
  const post = await db.blogPost.findUnique({
    where: { id: postId },
    select: { id: true, title: true, category: true, author: { select: { name: true } } },
  });
  if (!post) return null;
  return { id: post.id, title: post.title, category: post.category, authorName: post.author.name };
}
