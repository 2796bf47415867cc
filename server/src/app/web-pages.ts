import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ApolloServer } from "@apollo/server";
import { parse as parseCookies } from "cookie";
import type { Request, RequestHandler, Response } from "express";
import type { FormattedExecutionResult } from "graphql";
import { LRUCache } from "lru-cache";
import { httpExchange, SESSION_COOKIE, viewerOfRequest } from "../accounts/session-cookie.ts";
import type { ColorScheme, Theme } from "../generated/prisma/enums.ts";
import type { Context, Viewer } from "../lib/context.ts";
import type { Db } from "../lib/db.ts";
import { secondsBefore } from "../lib/http-caching.ts";
import type { KeptValues } from "../lib/kept-values.ts";
import { logger } from "../lib/logger.ts";
import type { Mailer } from "../lib/mailer.ts";
import type { Storage } from "../lib/storage.ts";
import { createContext } from "./context.ts";
import { pageTheme, themeCookiesOf, withPageTheme } from "./page-theme.ts";

/** The web app's server entry (web/src/entry-server.tsx), as its build exports it. */
interface WebServerEntry {
  pageLocale(request: PageInput): string;
  renderPage(request: PageInput & PageRenderInput): Promise<RenderedPage>;
}
interface PageInput {
  headers: Headers;
  languagePreference: string | null;
  languageCookie: string | null;
}
interface PageRenderInput {
  url: string;
  template: string;
  siteOrigin: string;
  reportError(error: unknown): void;
  execute(operation: {
    query: string;
    variables: Record<string, unknown>;
    operationName?: string;
  }): Promise<FormattedExecutionResult>;
}
type RenderedPage = { status: number; html: string } | { status: number; redirect: string };

/** Who a page is rendered for, and the saved preferences of theirs its first byte shows. */
interface Reader {
  viewer: Viewer | null;
  saved: { language: string; theme: Theme; colorScheme: ColorScheme } | null;
}
const anonymous: Reader = { viewer: null, saved: null };

export interface WebPageOptions {
  db: Db;
  graphQLServer: ApolloServer<Context>;
  webDistDir: string;
  mailer: Mailer;
  storage: Storage;
  /** the instance's kept values (see lib/kept-values.ts) */
  kept?: KeptValues;
  /** when the next scheduled chapter comes out, where the instance keeps it (see lib/http-caching.ts) */
  nextRelease?: () => Promise<Date | null>;
}

/** How long a page rendered for anonymous visitors is served again before it is rendered anew. */
const ANONYMOUS_PAGE_TTL_MS = 10_000;

/**
 * What shared caches may do with an anonymous page: keep it a minute, and serve it stale for ten
 * more while they fetch a fresh one. Browsers always ask again (max-age=0), so a reader who signs
 * in never sees the anonymous page from their own cache.
 */
export const ANONYMOUS_PAGE_CACHE_CONTROL =
  "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
const ANONYMOUS_PAGE_SHARED_SECONDS = 60;

/** The same, kept by shared caches no longer than `seconds` (until a scheduled chapter is out). */
const anonymousPageCacheControl = (seconds: number | undefined) =>
  seconds === undefined || seconds >= ANONYMOUS_PAGE_SHARED_SECONDS
    ? ANONYMOUS_PAGE_CACHE_CONTROL
    : `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=600`;

const htmlHeaders = (headers: Request["headers"]) => {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (typeof value === "string") result.set(name, value);
  }
  return result;
};

/** A browser navigating to a page asks for text/html by name; scripts fetching data do not. */
export const namesHtml = (request: Request) => (request.get("accept") ?? "").includes("text/html");

/** Facebook's, Slack's and LinkedIn's preview fetchers accept any type; curl sends no Accept. */
const takesAnyType = (request: Request) => {
  const accept = request.get("accept")?.trim();
  return !accept || accept === "*/*";
};

/**
 * The web app's pages, rendered on the server (web/src/entry-server.tsx): the HTML carries the
 * page's content and the data the browser hydrates from, and <html> carries the reader's theme
 * (page-theme.ts). Pages for anonymous visitors are kept a few seconds per URL and language (the
 * theme is put on each answer), and a burst of requests for one page costs one render. Without
 * a server build of the web app (tests), or if a render fails, the page is the app's empty shell,
 * which renders in the browser.
 */
export function webPages({
  db,
  graphQLServer,
  webDistDir,
  mailer,
  storage,
  kept,
  nextRelease,
}: WebPageOptions): RequestHandler {
  const template = existsSync(path.join(webDistDir, "index.html"))
    ? readFileSync(path.join(webDistDir, "index.html"), "utf8")
    : "";
  // The renderer is built beside the browser's files, not among them, so it is never served.
  const entryFile = path.join(webDistDir, "../dist-server/entry-server.js");
  const entry: Promise<WebServerEntry | null> = existsSync(entryFile)
    ? import(pathToFileURL(entryFile).href)
    : Promise.resolve(null);
  const siteOrigin = new URL(mailer.siteUrl).origin;

  async function readerOf(request: Request, now: Date): Promise<Reader> {
    const viewer = await viewerOfRequest(db, request, now);
    const saved = viewer
      ? await db.user.findUnique({
          where: { id: viewer.id },
          select: { language: true, theme: true, colorScheme: true },
        })
      : null;
    return { viewer, saved };
  }

  async function render(
    entry: WebServerEntry,
    request: Request,
    response: Response | null,
    { viewer, saved }: Reader,
    now: Date,
  ) {
    const headers = htmlHeaders(request.headers);
    const context = createContext({
      requestId: String(response?.getHeader("x-request-id") ?? ""),
      db,
      now,
      mailer,
      storage,
      kept,
      viewer,
      http: response
        ? httpExchange(request, response, { secure: siteOrigin.startsWith("https:") })
        : undefined,
    });
    return entry.renderPage({
      url: new URL(request.originalUrl, siteOrigin).href,
      headers,
      template,
      siteOrigin,
      languagePreference: saved?.language ?? null,
      languageCookie: parseCookies(request.get("cookie") ?? "")["inkpanel-language"] ?? null,
      reportError: (error) =>
        logger.warn(
          { err: error, path: request.path },
          "Part of a page failed to render on the server",
        ),
      async execute(operation) {
        const { body } = await graphQLServer.executeOperation(operation, { contextValue: context });
        if (body.kind !== "single") throw new Error("A page's query answered incrementally");
        return body.singleResult;
      },
    });
  }

  const anonymousPages = new LRUCache<
    string,
    RenderedPage,
    { entry: WebServerEntry; request: Request; untilRelease: number | undefined }
  >({
    max: 500,
    ttl: ANONYMOUS_PAGE_TTL_MS,
    fetchMethod: (_key, _stale, { context, options }) => {
      // Rendered again once a scheduled chapter is out, which no change notifies.
      if (context.untilRelease !== undefined) {
        options.ttl = Math.min(ANONYMOUS_PAGE_TTL_MS, Math.max(1, context.untilRelease * 1000));
      }
      return render(context.entry, context.request, null, anonymous, new Date());
    },
  });

  return async (request, response, next) => {
    try {
      const loaded = await entry;
      // Browsers name text/html; scripts fetching data name their own types. Link previews,
      // crawlers and curl take any type or say nothing: they get the rendered page, whose 404 a
      // missing file gets too, but not the bare shell a build without the renderer would send.
      if (!namesHtml(request) && !(loaded && takesAnyType(request))) return next();
      if (!loaded) return response.type("html").send(template);
      const cookies = parseCookies(request.get("cookie") ?? "");
      let page: RenderedPage | undefined;
      let reader = anonymous;
      if (cookies[SESSION_COOKIE]) {
        const now = new Date();
        reader = await readerOf(request, now);
        page = await render(loaded, request, response, reader, now);
        response.set("Cache-Control", "private, no-store");
      } else {
        const locale = loaded.pageLocale({
          headers: htmlHeaders(request.headers),
          languagePreference: null,
          languageCookie: cookies["inkpanel-language"] ?? null,
        });
        const untilRelease = nextRelease && (await secondsBefore(nextRelease));
        page = await anonymousPages.fetch(`${locale} ${request.originalUrl}`, {
          context: { entry: loaded, request, untilRelease },
        });
        response.set("Cache-Control", anonymousPageCacheControl(untilRelease));
      }
      // The theme comes from the cookies too: shared caches keep a copy per Cookie header, so no
      // visitor is given another's theme or language.
      response.vary("Cookie").vary("Accept-Language");
      if (!page) return next();
      if ("redirect" in page) return response.redirect(page.status, page.redirect);
      const theme = pageTheme(reader.saved, cookies);
      if (reader.saved) {
        for (const cookie of themeCookiesOf(theme, cookies)) response.append("Set-Cookie", cookie);
      }
      response.status(page.status).type("html").send(withPageTheme(page.html, theme));
    } catch (error) {
      // The browser can still render the page itself from the empty shell.
      logger.error({ err: error, path: request.path }, "Server rendering failed");
      response.set("Cache-Control", "no-store").type("html").send(template);
    }
  };
}
