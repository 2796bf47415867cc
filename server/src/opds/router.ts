import { Router, type Request, type Response } from "express";
import { GraphQLError } from "graphql";
import type { Db } from "../lib/db.ts";
import { readEachTime, type KeptValues } from "../lib/kept-values.ts";
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
  /** the instance's kept values; outside one (tests), read each time */
  kept?: KeptValues;
  clock?: () => Date;
}

export function createOpdsRouter(
  db: Db,
  {
    siteUrl,
    accessOf,
    storage,
    kept = readEachTime(db),
    clock = () => new Date(),
  }: OpdsRouterOptions,
): Router {
  const router = Router();
  router.use(requireOpdsReader(accessOf));
  const requestOf = (response: Response): feeds.FeedRequest => ({
    db,
    kept,
    siteUrl,
    reader: opdsReaderOf(response),
    now: clock(),
  });
  const text = (value: unknown) => (typeof value === "string" ? value : undefined);
  // Personal (favorites, progress, the token in links): no shared cache may keep it.
  const sendPersonal = (response: Response, type: string, body: string) =>
    response.type(`${type}; charset=utf-8`).set("Cache-Control", "private, no-cache").send(body);

  /**
   * Answers a feed (a page of it after the cursor in `?after=`), 404 when it names nothing, 400
   * for a cursor that is not the list's.
   */
  const feed =
    (
      make: (
        request: feeds.FeedRequest,
        after: string | undefined,
        httpRequest: Request,
      ) => Promise<AtomFeed | null> | AtomFeed,
    ) =>
    async (request: Request, response: Response) => {
      try {
        const made = await make(requestOf(response), text(request.query.after), request);
        if (!made) return void response.status(404).type("text/plain").send("Nothing here.");
        sendPersonal(response, made.links[0]!.type, opdsFeed(made));
      } catch (error) {
        if (error instanceof GraphQLError && error.extensions.code === "BAD_USER_INPUT") {
          return void response.status(400).type("text/plain").send(error.message);
        }
        throw error;
      }
    };

  router.get(["/v1.2/catalog", "/v1.2/catalog/"], feed(feeds.rootFeed));
  router.get("/v1.2/latest", feed(feeds.latestFeed));
  router.get("/v1.2/popular", feed(feeds.popularFeed));
  router.get("/v1.2/titles", feed(feeds.alphabeticalFeed));
  router.get("/v1.2/genres", feed(feeds.genresFeed));
  router.get(
    "/v1.2/genres/:slug",
    feed((r, after, q) => feeds.genreFeed(r, String(q.params.slug), after)),
  );
  router.get("/v1.2/favorites", feed(feeds.favoritesFeed));
  router.get("/v1.2/continue", feed(feeds.continueFeed));
  router.get(
    "/v1.2/search",
    feed((r, after, q) => feeds.searchFeed(r, text(q.query.q) ?? "", after)),
  );
  router.get(
    "/v1.2/titles/:mangaId",
    feed((r, after, q) => feeds.titleFeed(r, String(q.params.mangaId), after)),
  );

  router.get("/v1.2/opensearch.xml", (_request, response) => {
    const search = catalogHref(opdsReaderOf(response), "search", { q: "SEARCH_TERMS" });
    const template = new URL(search, siteUrl).href.replace("SEARCH_TERMS", "{searchTerms}");
    sendPersonal(response, OPENSEARCH_TYPE, openSearchDescription(template));
  });

  router.use("/v1.2", createOpdsImageRouter(db, storage, clock));

  return router;
}
