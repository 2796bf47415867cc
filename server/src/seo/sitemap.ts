import { Prisma } from "../generated/prisma/client.ts";
import type { Db } from "../lib/db.ts";
import { escapeMarkup } from "../lib/escape-markup.ts";

// sitemap.xml for search engines (sitemaps.org 0.9): an index of sitemaps, one of the site's own
// pages and the titles and articles in files of SITEMAP_SIZE addresses each (the protocol allows
// 50,000; smaller files keep each answer quick on a library of 100,000 titles), every address
// absolute under the site's public address, with its last change where the database knows it.

export const SITEMAP_SIZE = 10_000;

/** The public pages beside titles and articles; private screens are in robots.txt instead. */
export const SITE_PAGES = [
  "/",
  "/browse",
  "/popular",
  "/latest",
  "/blog",
  "/subscription",
  "/about",
  "/contact",
  "/faq",
  "/docs",
  "/terms",
  "/privacy",
  "/cookies",
  "/dmca",
  "/licensing",
  "/guidelines",
];

/** The lists that change with each new chapter or article, whose last change is known. */
const LISTS_OF_CHAPTERS = new Set(["/", "/browse", "/popular", "/latest"]);

export interface SitemapUrl {
  path: string;
  lastmod?: Date | null;
}

const XML_HEAD = '<?xml version="1.0" encoding="utf-8"?>\n';
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
const lastmod = (date?: Date | null) => (date ? `<lastmod>${date.toISOString()}</lastmod>` : "");
const absolute = (siteUrl: string, path: string) => escapeMarkup(new URL(path, siteUrl).href);

/** A `<urlset>` of pages. */
export const urlSet = (siteUrl: string, urls: SitemapUrl[]) =>
  `${XML_HEAD}<urlset ${NAMESPACE}>\n${urls
    .map((url) => `<url><loc>${absolute(siteUrl, url.path)}</loc>${lastmod(url.lastmod)}</url>`)
    .join("\n")}\n</urlset>\n`;

/** The `<sitemapindex>` naming every sitemap. */
export const sitemapIndex = (siteUrl: string, sitemaps: SitemapUrl[]) =>
  `${XML_HEAD}<sitemapindex ${NAMESPACE}>\n${sitemaps
    .map(
      (sitemap) =>
        `<sitemap><loc>${absolute(siteUrl, sitemap.path)}</loc>${lastmod(sitemap.lastmod)}</sitemap>`,
    )
    .join("\n")}\n</sitemapindex>\n`;

// A title changes with its own edits and with each chapter released; an article with its edits.
const SOURCES = {
  titles: {
    table: Prisma.sql`"Manga"`,
    path: Prisma.sql`'/manga/' || slug`,
    changed: Prisma.sql`GREATEST("updatedAt", COALESCE("latestChapterAt", "updatedAt"))`,
    visible: () => Prisma.sql`TRUE`,
  },
  articles: {
    table: Prisma.sql`"BlogPost"`,
    path: Prisma.sql`'/blog/' || slug`,
    changed: Prisma.sql`GREATEST("updatedAt", "publishedAt")`,
    visible: (now: Date) => Prisma.sql`"publishedAt" <= ${now}`,
  },
};
export type SitemapSource = keyof typeof SOURCES;

/** Each file of a source (1-based) with its newest change: one pass over the table's ids. */
export async function sitemapFiles(db: Db, source: SitemapSource, now: Date) {
  const { table, changed, visible } = SOURCES[source];
  return db.$queryRaw<{ file: number; lastmod: Date }[]>`
    SELECT (position / ${SITEMAP_SIZE})::int + 1 AS file, max(changed) AS lastmod
    FROM (
      SELECT row_number() OVER (ORDER BY id) - 1 AS position, ${changed} AS changed
      FROM ${table} WHERE ${visible(now)}
    ) numbered
    GROUP BY 1 ORDER BY 1`;
}

/** The addresses of one file of a source, in id order (1-based; past the end, none). */
export function sitemapPage(db: Db, source: SitemapSource, file: number, now: Date) {
  const { table, path, changed, visible } = SOURCES[source];
  return db.$queryRaw<SitemapUrl[]>`
    SELECT ${path} AS path, ${changed} AS lastmod FROM ${table} WHERE ${visible(now)}
    ORDER BY id LIMIT ${SITEMAP_SIZE} OFFSET ${(file - 1) * SITEMAP_SIZE}`;
}

/** The site's own pages: the lists with their newest chapter's release, the blog its newest article. */
export async function sitePages(db: Db, now: Date): Promise<SitemapUrl[]> {
  const [chapter, article] = await Promise.all([
    db.chapter.findFirst({
      where: { releasedAt: { lte: now } },
      orderBy: { releasedAt: "desc" },
      select: { releasedAt: true },
    }),
    db.blogPost.findFirst({
      where: { publishedAt: { lte: now } },
      orderBy: { publishedAt: "desc" },
      select: { publishedAt: true },
    }),
  ]);
  return SITE_PAGES.map((path) => ({
    path,
    lastmod: LISTS_OF_CHAPTERS.has(path)
      ? chapter?.releasedAt
      : path === "/blog"
        ? article?.publishedAt
        : null,
  }));
}
