import { JSDOM } from "jsdom";
import { beforeAll, describe, expect, it } from "vitest";
import { createMailer } from "../mail/mailer.ts";
import { useOwnTestDb } from "../test/database.ts";
import { useHttpApp } from "../test/http.ts";
import { SITE_PAGES, SITEMAP_SIZE } from "./sitemap.ts";

// robots.txt and sitemap.xml as a search engine reads them: absolute addresses under the site's
// public address, and a library larger than one sitemap file split over several.
const db = useOwnTestDb("seo_");
const SITE = "https://inkpanel.example";
const TITLES = SITEMAP_SIZE + 1;
const released = new Date("2026-02-01T00:00:00.000Z");
const edited = new Date("2026-03-01T00:00:00.000Z");

beforeAll(async () => {
  // One statement for ten thousand titles; the first one's chapter is its newest change.
  await db.$executeRaw`
    INSERT INTO "Manga" (id, slug, title, description, author, status, "updatedAt")
    SELECT 'seo-' || lpad(n::text, 6, '0'), 'title-' || n, 'Title ' || n, '', 'Author', 'ONGOING', ${edited}
    FROM generate_series(1, ${TITLES}) AS n`;
  await db.chapter.create({
    data: {
      id: "seo-ch",
      mangaId: "seo-000001",
      number: 1,
      releasedAt: new Date("2026-04-01T00:00:00.000Z"),
    },
  });
  await db.blogAuthor.create({ data: { id: "seo-author", slug: "kim", name: "Kim" } });
  for (const [slug, publishedAt] of [
    ["out-now", released],
    ["not-yet", new Date("2999-01-01T00:00:00.000Z")],
  ] as const) {
    await db.blogPost.create({
      data: {
        slug,
        title: slug,
        excerpt: "",
        contentHtml: "<p>.</p>",
        category: "NEWS",
        authorId: "seo-author",
        publishedAt,
        updatedAt: publishedAt,
      },
    });
  }
}, 120_000); // ten thousand rows through the Manga triggers, on a shared machine

const app = useHttpApp(() => ({
  db,
  mailer: createMailer({ siteUrl: SITE, mailDir: "/nonexistent", log: () => {} }),
}));

async function xmlAt(path: string) {
  const response = await fetch(app.url(path));
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
  return new JSDOM(await response.text(), { contentType: "application/xml" }).window.document;
}
const texts = (document: Document, tag: string) =>
  [...document.getElementsByTagName(tag)].map((element) => element.textContent);

describe("robots.txt", () => {
  it("points to the sitemap and keeps crawlers out of private screens and the API", async () => {
    const response = await fetch(app.url("/robots.txt"));
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const lines = (await response.text()).split("\n");
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    for (const path of ["/graphql", "/opds/", "/settings", "/admin", "/dashboard"]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines.filter((line) => line.startsWith("Allow") || line === "Disallow: /")).toEqual([]);
  });
});

describe("sitemap.xml", () => {
  it("indexes the site's pages, the titles in files of 10,000 and the articles", async () => {
    const index = await xmlAt("/sitemap.xml");
    expect(index.documentElement.localName).toBe("sitemapindex");
    expect(texts(index, "loc")).toEqual([
      `${SITE}/sitemaps/pages.xml`,
      `${SITE}/sitemaps/titles-1.xml`,
      `${SITE}/sitemaps/titles-2.xml`,
      `${SITE}/sitemaps/articles-1.xml`,
    ]);
    // Each file's newest change: the first title's chapter, the second file's edit.
    expect(texts(index, "lastmod").slice(1)).toEqual([
      "2026-04-01T00:00:00.000Z",
      edited.toISOString(),
      released.toISOString(),
    ]);

    const first = await xmlAt("/sitemaps/titles-1.xml");
    expect(first.getElementsByTagName("url")).toHaveLength(SITEMAP_SIZE);
    expect(texts(first, "loc")[0]).toBe(`${SITE}/manga/title-1`);
    const second = await xmlAt("/sitemaps/titles-2.xml");
    expect(texts(second, "loc")).toEqual([`${SITE}/manga/title-${TITLES}`]);
    expect((await fetch(app.url("/sitemaps/titles-3.xml"))).status).toBe(404);

    const articles = await xmlAt("/sitemaps/articles-1.xml");
    expect(texts(articles, "loc")).toEqual([`${SITE}/blog/out-now`]); // not the one still ahead
    const pages = await xmlAt("/sitemaps/pages.xml");
    expect(texts(pages, "loc")).toEqual(SITE_PAGES.map((path) => new URL(path, SITE).href));
  });
});
