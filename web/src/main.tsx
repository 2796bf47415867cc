import "./index.css";
import { prepareClassMerge, syncDocumentTheme } from "@inkpanel/ui";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, RouterContextProvider, RouterProvider } from "react-router";
import { apolloClientContext, createApolloClient, rememberBrowserClient } from "./apollo/client.ts";
import { registerServiceWorker } from "./components/offline/service-worker.ts";
import { initialLocale, startLocale } from "./i18n/catalogues.ts";
import { reportWebVitals } from "./lib/web-vitals.ts";
import { AppProviders } from "./shell/app-providers.tsx";
import { hydrationDataFor, nextTask } from "./shell/hydrate-routes.ts";
import { readPageState } from "./shell/page-state.ts";
import { routes } from "./shell/route-table.tsx";
import { warmIntl } from "./shell/warm-intl.ts";

// The server (or, on a page it did not render, index.html's head script) put the reader's theme
// on <html>; from here on, keep it, the stored preferences and the theme cookies in step.
syncDocumentTheme();

// A page the server rendered carries its data; Vite's dev server sends an empty one.
const state = readPageState();
const client = createApolloClient(undefined, { hydrating: !!state });
rememberBrowserClient(client);
registerServiceWorker();
const routerContext = () => new RouterContextProvider(new Map([[apolloClientContext, client]]));
const locale = state?.locale ?? initialLocale();
const siteOrigin = state?.siteOrigin ?? window.location.origin;
const renderedAt = state ? new Date(state.renderedAt) : undefined;

async function start() {
  // ICU's data for the page's numbers and dates loads in a worker while the steps below run.
  const intlReady = state ? warmIntl(locale) : undefined;
  // Restoring the cache is a task of its own, after the one that evaluated the scripts: no step
  // of the start holds the main thread for long at once.
  if (state) {
    await nextTask();
    client.cache.restore(state.apollo);
  }
  const url = new URL(window.location.href);
  // The catalogue, and for a rendered page its screen's chunk, download side by side.
  const [hydrationData] = await Promise.all([
    state ? hydrationDataFor(routes, url, routerContext()) : undefined,
    startLocale(locale, url.pathname),
    intlReady,
    // tailwind-merge's tables, which the first render's `cn` calls need, in tasks of their own.
    prepareClassMerge(nextTask),
  ]);
  // The loaders took their queries from the page's cache: from here on, network-only ones ask.
  client.prioritizeCacheValues = false;
  // Without rendered data the router starts the first page's chunk and query at once.
  const router = createBrowserRouter(routes, { getContext: routerContext, hydrationData });
  reportWebVitals(router);
  const app = (
    <AppProviders client={client} locale={locale} siteOrigin={siteOrigin} renderedAt={renderedAt}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  const root = document.getElementById("root")!;
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (a tap meanwhile hydrates its part first).
  if (state) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}
void start();
