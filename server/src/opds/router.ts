import { Router, type Request, type Response } from "express";
import { GraphQLError } from "graphql";
import type { Db } from "../lib/db.ts";
import type { Storage } from "../lib/storage.ts";
import { opdsFeed, openSearchDescription, type AtomFeed, OPENSEARCH_TYPE } from "./atom.ts";
import { opdsReaderOf, requireOpdsReader, type OpdsAccessOf } from "./authentication.ts";
import * as feeds from "./catalog.ts";
import { catalogHref } from "./entries.ts";
import { createOpdsImageRouter } from "./images.ts";

// GET /opds/v1.2/...: the OPDS 1.2 catalogue for reader apps (Panels, Chunky, KOReader...), every
// address behind HTTP Basic or the reader's token. See catalog.ts for the feeds.

interface OpdsRouterOptions {
  /** the site's public address, for the OpenSearch template and permanent ids */
  siteUrl: string;
  accessOf: OpdsAccessOf;
  /** where published pages and covers are kept */
  storage: Storage;
  clock?: () => Date;
}

export function createOpdsRouter(
  db: Db,
  { siteUrl, accessOf, storage, clock = () => new Date() }: OpdsRouterOptions,
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

  router.use("/v1.2", createOpdsImageRouter(db, storage, clock));

  return router;
}
