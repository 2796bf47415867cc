import http, { type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDb } from "../test/database.ts";
import { renderBlogHero } from "./blog-hero.ts";
import { renderCover } from "./cover.ts";
import { renderPage } from "./page.ts";
import { createMediaRouter } from "./router.ts";
import { blogImageUrl, coverUrl, pageImageUrl } from "./urls.ts";

const db = useTestDb();

// One title with a portrait page and a double spread, and one blog post.
const genre = { id: "media-genre-horror", slug: "horror", name: "Horror", description: "Fear" };
const manga = {
  id: "media-manga",
  slug: "media-manga",
  title: "Night <Shift>",
  description: "x",
  author: "Ren Ito",
  status: "ONGOING" as const,
};
const chapter = {
  id: "media-chapter",
  mangaId: manga.id,
  number: 7,
  releasedAt: new Date("2026-03-01T00:00:00Z"),
};
const pages = {
  portrait: { chapterId: chapter.id, number: 1, width: 800, height: 1200, layout: 0 },
  spread: { chapterId: chapter.id, number: 2, width: 1600, height: 1200, layout: 3 },
};
const author = { id: "media-author", slug: "media-author", name: "Sarah Chen" };
const post = {
  id: "media-post",
  slug: "media-post",
  title: "Night Shift Reviewed",
  excerpt: "x",
  contentHtml: "<p>x</p>",
  category: "REVIEWS" as const,
  authorId: author.id,
  publishedAt: new Date("2026-03-02T00:00:00Z"),
};

let server: Server;
beforeAll(async () => {
  await db.genre.create({ data: genre });
  await db.manga.create({ data: { ...manga, genres: { create: { genreId: genre.id } } } });
  await db.chapter.create({
    data: {
      ...chapter,
      pages: { create: Object.values(pages).map(({ chapterId: _, ...page }) => page) },
    },
  });
  await db.blogAuthor.create({ data: author });
  await db.blogPost.create({ data: post });
  const app = express().use("/media", createMediaRouter(db));
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  // Deleting the title cascades to its genre link, chapter and pages.
  await db.manga.delete({ where: { id: manga.id } });
  await db.genre.delete({ where: { id: genre.id } });
  await db.blogPost.delete({ where: { id: post.id } });
  await db.blogAuthor.delete({ where: { id: author.id } });
});

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

// node:http rather than fetch: fetch adds Cache-Control: no-cache to conditional requests,
// which (rightly) turns off the 304 a browser's revalidation gets.
const get = (path: string, headers: Record<string, string> = {}) =>
  new Promise<Reply>((resolve, reject) => {
    http
      .get(
        { host: "127.0.0.1", port: (server.address() as AddressInfo).port, path, headers },
        (response) => {
          let body = "";
          response.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
          );
        },
      )
      .on("error", reject);
  });

describe("media router", () => {
  it.each([
    [
      "a cover",
      coverUrl(manga.id),
      renderCover({ ...manga, mainGenre: { name: genre.name, slug: genre.slug } }),
    ],
    [
      "a page",
      pageImageUrl(chapter.id, 1),
      renderPage({
        ...pages.portrait,
        pageNumber: 1,
        mangaTitle: manga.title,
        chapterNumber: chapter.number,
      }),
    ],
    [
      "a double spread",
      pageImageUrl(chapter.id, 2),
      renderPage({
        ...pages.spread,
        pageNumber: 2,
        mangaTitle: manga.title,
        chapterNumber: chapter.number,
      }),
    ],
    ["a blog hero", blogImageUrl(post.id), renderBlogHero({ ...post, authorName: author.name })],
  ])("serves %s drawn from the stored data, cacheable", async (_, path, expectedSvg) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=604800");
    expect(response.headers["content-security-policy"]).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(response.body).toBe(expectedSvg);
  });

  it("answers 304 Not Modified to a request with the current ETag", async () => {
    const etag = (await get(coverUrl(manga.id))).headers.etag!;
    const revalidated = await get(coverUrl(manga.id), { "If-None-Match": etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBe("");
  });

  it.each([
    ["an unknown title", coverUrl("no-such-manga")],
    ["an unknown chapter", pageImageUrl("no-such-chapter", 1)],
    ["a page number past the chapter's end", pageImageUrl(chapter.id, 3)],
    ["a page number that is not a number", `/media/pages/${chapter.id}/first.svg`],
    ["an unknown post", blogImageUrl("no-such-post")],
  ])("answers 404 for %s", async (_, path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.body).toBe(`No image at ${path}`);
  });
});
