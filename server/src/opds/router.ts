import { pipeline } from "node:stream/promises";
import { Router, type Request, type Response } from "express";
import { GraphQLError } from "graphql";
import { releasedBy } from "../catalog/released.ts";
import type { PageImage } from "../library/page-images.ts";
import { recordReadingOf } from "../library/service.ts";
import type { Db } from "../lib/db.ts";
import { logger } from "../lib/logger.ts";
import type { PageData } from "../media/page.ts";
import { opdsFeed, openSearchDescription, type AtomFeed, OPENSEARCH_TYPE } from "./atom.ts";
import { opdsReaderOf, requireOpdsReader, type OpdsAccessOf } from "./authentication.ts";
import * as feeds from "./catalog.ts";
import { catalogHref } from "./entries.ts";

// GET /opds/v1.2/...: the OPDS 1.2 catalogue for reader apps (Panels, Chunky, KOReader...), every
// address behind HTTP Basic or the reader's token. See catalog.ts for the feeds.

interface OpdsRouterOptions {
  /** the site's public address, for the OpenSearch template and permanent ids */
  siteUrl: string;
  accessOf: OpdsAccessOf;
  /** a page's image at about a width (library/page-images.ts) */
  pageAtWidth: (
    page: PageData & { imageKey: string | null },
    width: number | null,
  ) => Promise<PageImage>;
  clock?: () => Date;
}

/** The widest page an app may ask for; wider asks get the page's own size. */
const MAX_PAGE_WIDTH = 4000;

export function createOpdsRouter(
  db: Db,
  { siteUrl, accessOf, pageAtWidth, clock = () => new Date() }: OpdsRouterOptions,
): Router {
  const router = Router();
  router.use(requireOpdsReader(accessOf));
  const requestOf = (response: Response): feeds.FeedRequest => ({
    db,
    siteUrl,
    reader: opdsReaderOf(response),
    now: clock(),
  });
  const text = (value: unknown) => (typeof value === "string" ? value : undefined);

  /** Answers a feed, 404 when it names nothing, 400 for a cursor that is not the list's. */
  const feed =
    (
      make: (
        request: feeds.FeedRequest,
        httpRequest: Request,
      ) => Promise<AtomFeed | null> | AtomFeed,
    ) =>
    async (request: Request, response: Response) => {
      try {
        const made = await make(requestOf(response), request);
        if (!made) return void response.status(404).type("text/plain").send("Nothing here.");
        response
          .type(`${made.links[0]!.type}; charset=utf-8`)
          // Personal (favorites, progress, the token in links): no shared cache may keep it.
          .set("Cache-Control", "private, no-cache")
          .send(opdsFeed(made));
      } catch (error) {
        if (error instanceof GraphQLError && error.extensions.code === "BAD_USER_INPUT") {
          return void response.status(400).type("text/plain").send(error.message);
        }
        throw error;
      }
    };

  router.get(["/v1.2/catalog", "/v1.2/catalog/"], feed(feeds.rootFeed));
  router.get(
    "/v1.2/latest",
    feed((r, q) => feeds.latestFeed(r, text(q.query.after))),
  );
  router.get(
    "/v1.2/popular",
    feed((r, q) => feeds.popularFeed(r, text(q.query.after))),
  );
  router.get(
    "/v1.2/titles",
    feed((r, q) => feeds.alphabeticalFeed(r, text(q.query.after))),
  );
  router.get("/v1.2/genres", feed(feeds.genresFeed));
  router.get(
    "/v1.2/genres/:slug",
    feed((r, q) => feeds.genreFeed(r, String(q.params.slug), text(q.query.after))),
  );
  router.get(
    "/v1.2/favorites",
    feed((r, q) => feeds.favoritesFeed(r, text(q.query.after))),
  );
  router.get(
    "/v1.2/continue",
    feed((r, q) => feeds.continueFeed(r, text(q.query.after))),
  );
  router.get(
    "/v1.2/search",
    feed((r, q) => feeds.searchFeed(r, text(q.query.q) ?? "", text(q.query.after))),
  );
  router.get(
    "/v1.2/titles/:mangaId",
    feed((r, q) => feeds.titleFeed(r, String(q.params.mangaId), text(q.query.after))),
  );

  router.get("/v1.2/opensearch.xml", (_request, response) => {
    const search = catalogHref(opdsReaderOf(response), "search", { q: "SEARCH_TERMS" });
    const template = new URL(search, siteUrl).href.replace("SEARCH_TERMS", "{searchTerms}");
    response
      .type(`${OPENSEARCH_TYPE}; charset=utf-8`)
      .set("Cache-Control", "private, no-cache")
      .send(openSearchDescription(template));
  });

  // Page streaming (PSE): pages count from 0; the last one marks the chapter read, as reaching the
  // last page in the web reader does.
  router.get("/v1.2/pages/:chapterId/:index", async (request, response) => {
    const index = Number(request.params.index);
    const width = request.query.width === undefined ? null : Number(request.query.width);
    if (!Number.isSafeInteger(index) || index < 0 || (width !== null && !(width >= 1))) {
      return void response.status(400).type("text/plain").send("No such page.");
    }
    const now = clock();
    const chapter = await db.chapter.findFirst({
      where: { id: request.params.chapterId, ...releasedBy(now) },
      include: {
        manga: { select: { title: true } },
        _count: { select: { pages: true } },
        pages: { where: { number: index + 1 } },
      },
    });
    const page = chapter?.pages[0];
    if (!chapter || !page)
      return void response.status(404).type("text/plain").send("No such page.");

    const pageCount = chapter._count.pages;
    if (index === pageCount - 1) {
      await recordReadingOf(
        db,
        opdsReaderOf(response).id,
        { chapterId: chapter.id, page: pageCount },
        now,
      );
    }
    const image = await pageAtWidth(
      {
        chapterId: chapter.id,
        pageNumber: page.number,
        mangaTitle: chapter.manga.title,
        chapterNumber: chapter.number,
        width: page.width,
        height: page.height,
        layout: page.layout,
        imageKey: page.imageKey,
      },
      width && Math.min(Math.round(width), MAX_PAGE_WIDTH),
    );
    response.type("image/jpeg").set("Cache-Control", "private, max-age=86400");
    try {
      await pipeline(image.bytes, response);
    } catch (error) {
      const left = (error as { code?: string }).code === "ERR_STREAM_PREMATURE_CLOSE";
      logger[left ? "debug" : "warn"]({ err: error }, "A streamed page stopped before its end.");
    }
  });

  return router;
}
