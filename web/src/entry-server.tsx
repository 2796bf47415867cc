import { fileURLToPath } from "node:url";
import { ApolloLink, Observable } from "@apollo/client";
import Beasties from "beasties";
import { prerenderStatic } from "@apollo/client/react/ssr";
import { print, type FormattedExecutionResult } from "graphql";
import { prerenderToNodeStream } from "react-dom/static";
import {
  createStaticHandler,
  createStaticRouter,
  RouterContextProvider,
  StaticRouterProvider,
} from "react-router";
import { apolloClientContext, createApolloClient } from "./apollo/client.ts";
import { ViewerQuery } from "./components/account/use-viewer.ts";
import { signInPath } from "./components/account/sign-in-link.ts";
import { activateLocale } from "./i18n/catalogues.ts";
import { localeOfPreference, negotiateLocale, type Locale } from "./i18n/languages.ts";
import { routeTemplate } from "./lib/web-vitals.ts";
import { AppProviders } from "./shell/app-providers.tsx";
import { inOneLanguage } from "./shell/one-language.ts";
import { pageStateElement } from "./shell/page-state.ts";
import { PageStatusContext, type PageStatus } from "./lib/page-status.ts";
import { anyRouteSays } from "./shell/route-handle.ts";
import { routes } from "./shell/route-table.tsx";

export interface GraphQLOperation {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}

export interface PageRequest {
  /** the page's absolute URL */
  url: string;
  /** the browser's request headers (its cookie reaches the loaders' requests) */
  headers: Headers;
  /** the built index.html the page fills */
  template: string;
  siteOrigin: string;
  /** the signed-in reader's saved language (en, jp, es, fr), which comes first */
  languagePreference: string | null;
  /** the browser's choice on the language picker (the language cookie) */
  languageCookie: string | null;
  /** hears of an error inside the page (React then leaves that part for the browser to render) */
  reportError: (error: unknown) => void;
  /** runs one GraphQL operation as this request's visitor */
  execute: (operation: GraphQLOperation) => Promise<FormattedExecutionResult>;
}

export type RenderedPage =
  { status: number; html: string; locale: Locale } | { status: number; redirect: string };

/** The language of the first byte: the reader's saved one, else the picker's, else the browser's. */
export function pageLocale(
  request: Pick<PageRequest, "headers" | "languagePreference" | "languageCookie">,
): Locale {
  const acceptLanguage = (request.headers.get("accept-language") ?? "")
    .split(",")
    .map((tag) => tag.split(";")[0]!.trim())
    .filter(Boolean);
  return (
    localeOfPreference(request.languagePreference) ??
    localeOfPreference(request.languageCookie) ??
    negotiateLocale(acceptLanguage)
  );
}

/** Queries run in the server's own process, as the visitor, without a round trip over HTTP. */
const inProcessLink = (execute: PageRequest["execute"]) =>
  new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({
          query: print(operation.query),
          variables: operation.variables,
          operationName: operation.operationName,
        }).then(
          (result) => {
            observer.next(result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );

const handler = createStaticHandler(routes);

// The browser's build, beside this one (web/dist-server): its stylesheet is read from there.
const webDistDir = fileURLToPath(new URL("../dist", import.meta.url));

/**
 * Inlines the stylesheet's rules this page uses and moves the stylesheet to the end of the body,
 * where it no longer holds back the first paint (the `body` strategy needs no inline script,
 * which the Content Security Policy forbids). The theme's and colour scheme's rules are always
 * inlined: the server puts the reader's theme on <html> after this render (it keeps one render
 * of a page for every theme), and the device resolves `.system`.
 */
const criticalCss = new Beasties({
  path: webDistDir,
  publicPath: "/",
  preload: "body",
  // Also rules whose selectors Beasties cannot match against the page, Tailwind's `space-y-*`
  // and `divide-*` (`:where(.space-y-5>:not(:last-child))`) and arbitrary variants
  // (`[&_svg]:size-4`): without them the page is first drawn without its gaps and with 24 px
  // icons, and moves when the stylesheet arrives.
  allowRules: [
    /\.dark\b/,
    /\.light\b/,
    /\.system\b/,
    /data-scheme/,
    /^:where\(\.(space|divide)-/,
    /\\\[\\&/,
  ],
  fonts: false, // index.html declares the font faces (fontFacesInPage in vite.config.ts)
  reduceInlineStyles: false,
  logLevel: "silent",
});

// Tags React places in the document's head; rendering into #root, they come first in its markup.
const leadingHeadTags = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+/;

/** Renders one page: its data, its words in the visitor's language, and what the browser needs to hydrate. */
export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  const locale = pageLocale(request);
  const renderedAt = new Date();
  const client = createApolloClient(inProcessLink(request.execute), { ssrMode: true });
  const requestContext = new RouterContextProvider(new Map([[apolloClientContext, client]]));
  const context = await handler.query(new Request(request.url, { headers: request.headers }), {
    requestContext,
  });
  if (context instanceof Response) {
    return { status: context.status, redirect: context.headers.get("location") ?? "/" };
  }
  if (anyRouteSays(context.matches, "signedInOnly")) {
    // The frame asks the same query: the page's render then answers it from the cache.
    const { data } = await client.query({ query: ViewerQuery });
    if (!data?.me) {
      const { pathname, search } = new URL(request.url);
      return { status: 302, redirect: signInPath(pathname + search) };
    }
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const status: PageStatus = { notFound: false };
  // Lingui's messages read one global language: pages of different languages render in turn.
  const markup = await inOneLanguage(locale, async () => {
    await activateLocale(locale);
    const { result } = await prerenderStatic({
      tree: (
        <AppProviders
          client={client}
          locale={locale}
          siteOrigin={request.siteOrigin}
          renderedAt={renderedAt}
        >
          <PageStatusContext value={status}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </PageStatusContext>
        </AppProviders>
      ),
      // Every boundary in place: React would otherwise move large ones to the end of the page
      // with an inline script to put them back, which the Content Security Policy forbids.
      renderFunction: (tree) =>
        prerenderToNodeStream(tree, {
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onError: request.reportError,
        }),
    });
    return result;
  });
  const head = leadingHeadTags.exec(markup)?.[0] ?? "";
  const body = markup.slice(head.length);
  const state = pageStateElement({
    apollo: client.cache.extract(),
    locale,
    siteOrigin: request.siteOrigin,
    renderedAt: renderedAt.toISOString(),
    route: routeTemplate(context.matches),
    startsAtOnce: anyRouteSays(context.matches, "startsAtOnce"),
  });
  const notFound = status.notFound || context.matches.at(-1)?.route.path === "*";
  const html = request.template
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replace(/<title>[^<]*<\/title>/, "")
    .replace("</head>", `${head}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>${state}`);
  return {
    status: notFound ? 404 : context.statusCode,
    html: await criticalCss.process(html),
    locale,
  };
}
