import { escapeMarkup } from "../lib/escape-markup.ts";
import { Router } from "express";
import type { Chapter, Manga } from "../generated/prisma/client.ts";
import type { Db } from "../lib/db.ts";

// Atom feeds (RFC 4287) of released chapters: /feeds/latest.atom for the whole site and
// /feeds/manga/<slug>.atom for one title. Chapters still ahead of their release time are left out.

export const FEED_ENTRIES = 50;

type FeedChapter = Chapter & { manga: Manga };

/**
 * A permanent id (a tag URI, RFC 4151) for a title or chapter: unlike its address, it stays the
 * same when a title's slug changes, so feed readers never show an entry twice.
 */
export const feedId = (siteUrl: string, kind: "manga" | "chapter", id: string) =>
  `tag:${new URL(siteUrl).hostname},2026:${kind}/${id}`;

const chapterTitle = (chapter: FeedChapter) =>
  `${chapter.manga.title}, chapter ${chapter.number}${chapter.title ? `: ${chapter.title}` : ""}`;

/** The Atom document: `updated` is the newest entry's time (or `emptySince` without entries). */
export function atomFeed({
  id,
  title,
  selfUrl,
  pageUrl,
  emptySince,
  chapters,
  siteUrl,
}: {
  id: string;
  title: string;
  selfUrl: string;
  pageUrl: string;
  emptySince: Date;
  chapters: FeedChapter[];
  siteUrl: string;
}): string {
  const updated = (chapters[0]?.releasedAt ?? emptySince).toISOString();
  const entries = chapters.map((chapter) => {
    const url = `${siteUrl}/manga/${encodeURIComponent(chapter.manga.slug)}/chapter/${chapter.number}`;
    return `  <entry>
    <id>${escapeMarkup(feedId(siteUrl, "chapter", chapter.id))}</id>
    <title>${escapeMarkup(chapterTitle(chapter))}</title>
    <updated>${chapter.releasedAt.toISOString()}</updated>
    <published>${chapter.releasedAt.toISOString()}</published>
    <author><name>${escapeMarkup(chapter.manga.author)}</name></author>
    <link rel="alternate" type="text/html" href="${escapeMarkup(url)}"/>
    <summary>${escapeMarkup(`Chapter ${chapter.number} of ${chapter.manga.title} is out.`)}</summary>
  </entry>`;
  });
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>${escapeMarkup(id)}</id>
  <title>${escapeMarkup(title)}</title>
  <updated>${updated}</updated>
  <author><name>Inkpanel</name></author>
  <link rel="self" type="application/atom+xml" href="${escapeMarkup(selfUrl)}"/>
  <link rel="alternate" type="text/html" href="${escapeMarkup(pageUrl)}"/>
${entries.join("\n")}
</feed>
`;
}

export function createFeedRouter(
  db: Db,
  siteUrl: string,
  clock: () => Date = () => new Date(),
): Router {
  const router = Router();
  const send = (response: import("express").Response, xml: string) =>
    response
      .type("application/atom+xml; charset=utf-8")
      .set("cache-control", "public, max-age=300")
      .send(xml);

  router.get("/latest.atom", async (_request, response) => {
    const chapters = await db.chapter.findMany({
      where: { releasedAt: { lte: clock() } },
      orderBy: [{ releasedAt: "desc" }, { id: "asc" }],
      include: { manga: true },
      take: FEED_ENTRIES,
    });
    send(
      response,
      atomFeed({
        id: `${siteUrl}/feeds/latest.atom`,
        title: "Inkpanel: latest chapters",
        selfUrl: `${siteUrl}/feeds/latest.atom`,
        pageUrl: `${siteUrl}/latest`,
        emptySince: new Date(0),
        chapters,
        siteUrl,
      }),
    );
  });

  router.get("/manga/:file", async (request, response, next) => {
    const slug = request.params.file.match(/^(.+)\.atom$/)?.[1];
    const manga = slug ? await db.manga.findUnique({ where: { slug } }) : null;
    if (!manga) return next();
    const chapters = await db.chapter.findMany({
      where: { mangaId: manga.id, releasedAt: { lte: clock() } },
      orderBy: [{ releasedAt: "desc" }, { number: "desc" }],
      take: FEED_ENTRIES,
    });
    const selfUrl = `${siteUrl}/feeds/manga/${encodeURIComponent(manga.slug)}.atom`;
    send(
      response,
      atomFeed({
        id: feedId(siteUrl, "manga", manga.id),
        title: `${manga.title} on Inkpanel`,
        selfUrl,
        pageUrl: `${siteUrl}/manga/${encodeURIComponent(manga.slug)}`,
        emptySince: manga.createdAt,
        chapters: chapters.map((chapter) => ({ ...chapter, manga })),
        siteUrl,
      }),
    );
  });
  return router;
}
