import path from "node:path";
import compression from "compression";
import express, { type Express, type Request, type Response } from "express";
import { createAvatarRouter } from "./accounts/avatars.ts";
import { httpExchange, viewerOfRequest } from "./accounts/session-cookie.ts";
import { createAccountFormRouter } from "./accounts/account-forms.ts";
import { pendingMigrations } from "./database/readiness.ts";
import { createContext } from "./app/context.ts";
import { poolOf, type Db } from "./lib/db.ts";
import { createGraphQLServer } from "./app/graphql-server.ts";
import { createResponseCache, responseCacheFromEnv } from "./app/response-cache.ts";
import { keptNextRelease } from "./catalog/released.ts";
import { keptGenres } from "./catalog/service.ts";
import {
  changeListener,
  listeningWhileServing,
  RESPONSE_CACHE_CHANNEL,
} from "./lib/change-listener.ts";
import { keptValues, readEachTime } from "./lib/kept-values.ts";
import { namesHtml, webPages } from "./app/web-pages.ts";
import { createMetrics } from "./lib/metrics.ts";
import { readReplicaRouting } from "./lib/read-replicas.ts";
import { answerHttpErrors, contextFailure, requestIdOf } from "./lib/http-errors.ts";
import { graphqlHttpHandler } from "./lib/graphql-http.ts";
import { requestLogging } from "./lib/logger.ts";
import { budgetLedger } from "./lib/budget-ledger.ts";
import { API_BUDGET } from "./lib/operation-budget.ts";
import type { RateLimit } from "./lib/rate-limits.ts";
import { precompressedAssets } from "./lib/precompressed-assets.ts";
import { securityHeaders } from "./lib/security-headers.ts";
import { createWebVitalsRouter } from "./lib/web-vitals.ts";
import { createFeedRouter } from "./following/feeds.ts";
import { createUnsubscribeRouter } from "./following/unsubscribe-router.ts";
import { unsubscribeSecretFor } from "./following/unsubscribe-tokens.ts";
import { createDownloadRouter } from "./library/downloads.ts";
import { pageImageFrom } from "./library/page-images.ts";
import type { Mailer } from "./lib/mailer.ts";
import type { Storage } from "./lib/storage.ts";
import { mailerFromEnv } from "./mail/mailer.ts";
import { createMediaRouter } from "./media/router.ts";
import { createStoredImageRouter } from "./media/stored-images.ts";
import { opdsAuthentication } from "./opds/authentication.ts";
import { createOpdsRouter } from "./opds/router.ts";
import { createUploadRouter } from "./publishing/uploads.ts";
import { createSeoRouter } from "./seo/router.ts";
import { createContactFormRouter } from "./site/contact-form.ts";
import { createLibraryFormRouter } from "./library/library-forms.ts";
import { createNewsletterFormRouter } from "./site/newsletter-form.ts";
import { defaultStorage } from "./storage/storage.ts";
import { queueDepths, type JobQueue } from "./jobs/queue.ts";

export interface AppOptions {
  db: Db;
  /** the web app's build output: index.html, graphiql.html and assets */
  webDistDir: string;
  /** how account e-mails go out; by default as the environment says (see mail/mailer.ts) */
  mailer?: Mailer;
  /** which proxies' X-Forwarded-For to believe; by default as TRUST_PROXY says (see trustProxyFromEnv) */
  trustProxy?: TrustProxy;
  /** streaming replicas of `db` that anonymous queries read from (see lib/read-replicas.ts) */
  replicas?: Db[];
  /** when set, GET /metrics answers only `Authorization: Bearer <metricsToken>`; default METRICS_TOKEN */
  metricsToken?: string;
  /** each IP's budget of operation cost; API_BUDGET unless a test needs a smaller one */
  apiBudget?: RateLimit;
  /** the background job queue, whose depth /metrics reports */
  jobQueue?: JobQueue;
  /** signs the digest's unsubscribe links; by default UNSUBSCRIBE_SECRET or the database's own */
  unsubscribeSecret?: string;
  /** where uploads and published images are kept; by default as the environment says */
  storage?: Storage;
  /** aborted when the process begins to stop: readiness then answers 503 */
  stopping?: AbortSignal;
  /** keep anonymous queries' answers (see app/response-cache.ts); by default as RESPONSE_CACHE says */
  responseCache?: boolean;
  /**
   * follow the database's notifications of changes on a connection of its own (lib/change-listener.ts);
   * without it nothing is kept between requests: no response cache, the genres read each time
   */
  listensForChanges?: boolean;
}

/** The app, and a way to stop its GraphQL server once the HTTP server has answered everything. */
export type App = Express & { stopGraphQL(): Promise<void> };

/** Express's `trust proxy` setting: false trusts no proxy, a number is that many hops. */
export type TrustProxy = false | number | string;

/**
 * TRUST_PROXY, for a server behind a reverse proxy, so each visitor is known by their own IP (the
 * sign-in throttle counts failures per IP): unset trusts nothing, a whole number is that many proxy
 * hops, anything else is Express's string form (e.g. "loopback" or "10.0.0.0/8, 127.0.0.1").
 */
export function trustProxyFromEnv(env: NodeJS.ProcessEnv = process.env): TrustProxy {
  const value = env.TRUST_PROXY?.trim();
  if (!value) return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** A browser opening /graphql gets the playground; queries (GET with ?query= or POST) go to the API. */
const wantsPlayground = (request: Request) =>
  request.method === "GET" && namesHtml(request) && request.query.query === undefined;

/** The whole HTTP server (API, health check, generated images, web app), ready to listen. */
export async function createApp({
  db,
  webDistDir,
  mailer = mailerFromEnv(),
  trustProxy = trustProxyFromEnv(),
  replicas = [],
  metricsToken = process.env.METRICS_TOKEN || undefined,
  apiBudget = API_BUDGET,
  jobQueue,
  unsubscribeSecret,
  storage = defaultStorage(),
  stopping,
  responseCache = responseCacheFromEnv(),
  listensForChanges = true,
}: AppOptions): Promise<App> {
  const app = express();
  app.disable("x-powered-by");
  app.use(requestLogging);
  app.use(securityHeaders(webDistDir));
  try {
    app.set("trust proxy", trustProxy);
  } catch (error) {
    // Express checks the addresses here, so a mistyped value stops the server before it listens.
    throw new Error(
      `TRUST_PROXY=${String(trustProxy)} is neither a number of proxy hops nor addresses Express can trust: ${(error as Error).message}`,
      { cause: error },
    );
  }
  const metrics = createMetrics({
    pool: poolOf(db),
    token: metricsToken,
    jobQueueDepths: jobQueue && (() => queueDepths(jobQueue)),
  });
  // What the instance keeps in memory, dropped as the database notifies changes: the response
  // cache's answers when it is on, the genre list and the search counts (catalog/manga-list.ts).
  const changes = listensForChanges
    ? changeListener(poolOf(db).options.connectionString!, [
        keptGenres.channel,
        RESPONSE_CACHE_CHANNEL,
      ])
    : null;
  const kept = changes ? keptValues(changes, db) : readEachTime(db);
  // The response cache spends from the same budget as Apollo.
  const ledger = budgetLedger(db, apiBudget);
  const answers =
    changes && responseCache ? createResponseCache({ changes, ledger, metrics }) : undefined;
  // Only where it is kept: read for each request, it would cost each one a statement.
  const nextRelease = changes ? () => kept(keptNextRelease) : undefined;
  const graphQLServer = await createGraphQLServer({
    db,
    apiBudget: { limit: apiBudget, ledger },
    nextRelease,
    plugins: [
      ...(changes ? [listeningWhileServing(changes)] : []),
      metrics.graphqlPlugin,
      readReplicaRouting(replicas),
      ...(answers ? [answers.plugin] : []),
    ],
  });
  // Brotli or gzip for every text answer (scripts, styles, pages, SVG), as the browser accepts: the
  // web app's scripts shrink to a third, which is what a phone on a slow network waits for. The API
  // compresses its own answers (lib/graphql-http.ts).
  const compress = compression();
  app.use((request, response, next) =>
    request.path === "/graphql" && !wantsPlayground(request)
      ? next()
      : compress(request, response, next),
  );

  // Liveness: the process serves and its database answers.
  app.get("/healthz", async (_request, response) => {
    try {
      await db.$queryRaw`SELECT 1`;
      response.json({ status: "ok" });
    } catch {
      response.status(503).json({ status: "unavailable" });
    }
  });
  // Readiness: also every migration this code expects is applied, so a load balancer sends no
  // traffic to an instance whose database is behind it.
  // A stopping process is no longer ready (but still alive, so /healthz is unchanged).
  app.get("/readyz", async (_request, response) => {
    if (stopping?.aborted) {
      response.status(503).json({ status: "stopping" });
      return;
    }
    try {
      const pending = await pendingMigrations(db);
      if (pending.length === 0) response.json({ status: "ready" });
      else response.status(503).json({ status: "migrations pending", pending });
    } catch {
      response.status(503).json({ status: "unavailable" });
    }
  });
  app.get("/metrics", metrics.handler);
  app.use("/vitals", createWebVitalsRouter(db, metrics.webVitals));

  app.get("/graphql", (request, response, next) => {
    if (wantsPlayground(request)) {
      response.sendFile(path.join(webDistDir, "graphiql.html"));
    } else {
      next();
    }
  });
  // The API's context for a request: its session's reader, and the cookie it may set.
  const contextOfRequest = async (request: Request, response: Response) => {
    const now = new Date();
    return createContext({
      requestId: requestIdOf(request),
      db,
      now,
      mailer,
      storage,
      kept,
      viewer: await viewerOfRequest(db, request, now),
      // Session cookies are Secure when the site's public address is https (production).
      http: httpExchange(request, response, { secure: mailer.siteUrl.startsWith("https:") }),
    });
  };
  app.use(
    "/graphql",
    express.json({ limit: "100kb" }),
    graphqlHttpHandler(graphQLServer, answers, async ({ req, res }) => {
      try {
        return await contextOfRequest(req, res);
      } catch (error) {
        throw contextFailure(error, requestIdOf(req));
      }
    }),
  );
  app.use(createAccountFormRouter(contextOfRequest, mailer.siteUrl));
  app.use(createContactFormRouter(contextOfRequest, mailer.siteUrl));
  app.use(createNewsletterFormRouter(contextOfRequest, mailer.siteUrl));
  app.use(createLibraryFormRouter(contextOfRequest, mailer.siteUrl));

  app.use("/media/images", createStoredImageRouter(storage));
  app.use("/media", createMediaRouter(db));
  app.use("/uploads", createUploadRouter(db, storage));
  app.use("/account", createAvatarRouter(db));
  const opdsAccessOf = opdsAuthentication(db);
  app.use(
    "/downloads",
    createDownloadRouter(db, {
      siteUrl: mailer.siteUrl,
      pageImage: pageImageFrom(storage),
      // The OPDS catalogue's .cbz links: reader apps sign in with HTTP Basic or their token.
      viewerOf: async (request) => {
        const viewer = await viewerOfRequest(db, request);
        if (viewer) return viewer;
        const access = await opdsAccessOf(request);
        return "reader" in access ? { id: access.reader.id } : null;
      },
    }),
  );
  app.use(
    "/opds",
    createOpdsRouter(db, {
      siteUrl: mailer.siteUrl,
      accessOf: opdsAccessOf,
      storage,
      kept,
    }),
  );
  app.use("/email", createUnsubscribeRouter(db, unsubscribeSecretFor(db, unsubscribeSecret)));
  app.use("/feeds", createFeedRouter(db, mailer.siteUrl));
  app.use(createSeoRouter(db, mailer.siteUrl));

  // Built scripts and styles are named by a hash of their content: a browser may keep them for good.
  // Brotli or gzip copies made at build go out as they are (see lib/precompressed-assets.ts).
  const assetsDir = path.join(webDistDir, "assets");
  app.use(
    "/assets",
    precompressedAssets(assetsDir),
    express.static(assetsDir, { immutable: true, maxAge: "1y" }),
    // a built file that is not there (an older build's) is missing, never a page
    (_request: Request, response: Response) => void response.sendStatus(404),
  );
  app.use(express.static(webDistDir, { index: false }));
  // Every other page a browser (or a link preview) asks for is the web app, rendered here (it
  // shows its own 404).
  const pages = webPages({ db, graphQLServer, webDistDir, mailer, storage, kept, nextRelease });
  app.get("/{*path}", pages);
  // Another page's form sent by the browser itself, before the app is up: only the app sends
  // those (sign-in has its own above), so the page opens again. The forms post, so what they
  // hold (a password) never goes into an address.
  app.post("/{*path}", (request, response, next) =>
    request.is("application/x-www-form-urlencoded")
      ? // one leading slash: "//host" would be another site
        response.redirect(303, `/${request.originalUrl.replace(/^[/\\]+/, "")}`)
      : next(),
  );
  app.use(answerHttpErrors);

  return Object.assign(app, { stopGraphQL: () => graphQLServer.stop() });
}
