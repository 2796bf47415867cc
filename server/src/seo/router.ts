import { Router, type Response } from "express";
import type { Db } from "../lib/db.ts";
import {
  sitemapFiles,
  sitemapIndex,
  sitemapPage,
  sitePages,
  urlSet,
  type SitemapSource,
} from "./sitemap.ts";

// GET /robots.txt and /sitemap.xml (with its files under /sitemaps/), for search engines.

/** Screens that are a reader's own or say nothing to a search engine, and the API's addresses. */
export const DISALLOWED = [
  "/graphql",
  "/opds/",
  "/downloads/",
  "/uploads/",
  "/account/",
  "/email/",
  "/vitals",
  "/metrics",
  "/settings",
  "/profile",
  "/dashboard",
  "/favorites",
  "/history",
  "/notifications",
  "/moderation",
  "/admin",
  "/login",
  "/signup",
  "/forgot-password",
  "/reset-password",
  "/verify-email",
];

export const robotsTxt = (siteUrl: string) =>
  [
    "User-agent: *",
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${new URL("/sitemap.xml", siteUrl).href}`,
    "",
  ].join("\n");

const SOURCES: SitemapSource[] = ["titles", "articles"];

export function createSeoRouter(db: Db, siteUrl: string, clock = () => new Date()): Router {
  const router = Router();
  // Search engines read these a few times a day: an hour in caches spares the database.
  const send = (response: Response, type: string, body: string) =>
    response.type(type).set("Cache-Control", "public, max-age=3600").send(body);

  router.get("/robots.txt", (_request, response) =>
    send(response, "text/plain; charset=utf-8", robotsTxt(siteUrl)),
  );

  router.get("/sitemap.xml", async (_request, response) => {
    const now = clock();
    const pages = await sitePages(db, now);
    const newest = pages
      .map((page) => page.lastmod)
      .reduce<Date | null>((a, b) => (b && (!a || b > a) ? b : a), null);
    const files = await Promise.all(
      SOURCES.map(async (source) =>
        (await sitemapFiles(db, source, now)).map(({ file, lastmod }) => ({
          path: `/sitemaps/${source}-${file}.xml`,
          lastmod,
        })),
      ),
    );
    send(
      response,
      "application/xml; charset=utf-8",
      sitemapIndex(siteUrl, [{ path: "/sitemaps/pages.xml", lastmod: newest }, ...files.flat()]),
    );
  });

  router.get("/sitemaps/:file", async (request, response, next) => {
    const now = clock();
    if (request.params.file === "pages.xml") {
      return send(
        response,
        "application/xml; charset=utf-8",
        urlSet(siteUrl, await sitePages(db, now)),
      );
    }
    const wanted = /^(titles|articles)-([1-9]\d{0,5})\.xml$/.exec(request.params.file);
    if (!wanted) return next();
    const urls = await sitemapPage(db, wanted[1] as SitemapSource, Number(wanted[2]), now);
    if (urls.length === 0) return next();
    send(response, "application/xml; charset=utf-8", urlSet(siteUrl, urls));
  });
  return router;
}
