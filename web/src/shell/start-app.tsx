import { prepareClassMerge } from "@inkpanel/ui";
import { startTransition, useEffect, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, RouterContextProvider, RouterProvider } from "react-router";
import {
  apolloClientContext,
  createApolloClient,
  rememberBrowserClient,
} from "../apollo/client.ts";
import { initialLocale, startLocale } from "../i18n/catalogues.ts";
import { reportWebVitals, routeTemplate } from "../lib/web-vitals.ts";
import { openEveryGate } from "../components/home-sections/hydration-gate.ts";
import { registerServiceWorker } from "../components/offline/service-worker.ts";
import { AppProviders } from "./app-providers.tsx";
import {
  handOverToReact,
  replayEarlyInteractions,
  type EarlyInteractions,
} from "./early-interactions.ts";
import { hydrationDataFor, nextTask } from "./hydrate-routes.ts";
import type { PageState } from "./page-state.ts";
import { routes } from "./route-table.tsx";
import { warmIntl } from "./warm-intl.ts";

/**
 * Runs `run` after the first commit of the tree it wraps (a parent's effects run after its
 * children's). It wraps the app rather than sit beside it: a sibling would change every `useId`
 * below from the server's, which React does not correct when hydrating (a tab panel would then
 * name a tab by an id it no longer has).
 */
function AfterFirstCommit({ run, children }: { run: () => void; children: ReactNode }) {
  useEffect(run, [run]);
  return children;
}

/**
 * Starts the app: on a page the server rendered (`state`), it hydrates that HTML with the data
 * it carries; otherwise it renders the page itself. What the reader did before (`early`) is
 * acted on once that is done.
 */
export async function startApp(state: PageState | null, early: EarlyInteractions | undefined) {
  const client = createApolloClient(undefined, { hydrating: !!state });
  rememberBrowserClient(client);
  // The worker precaches the whole app (about 2 MB): only for a visitor who uses it, never for
  // one who only reads a page the server rendered.
  registerServiceWorker();
  const routerContext = () => new RouterContextProvider(new Map([[apolloClientContext, client]]));
  const locale = state?.locale ?? initialLocale();
  const siteOrigin = state?.siteOrigin ?? window.location.origin;
  const renderedAt = state ? new Date(state.renderedAt) : undefined;
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
  // A rendered page's start script already measures it, under the route the server matched.
  if (!state) reportWebVitals(routeTemplate(router.state.matches));
  const actOnEarlyInteractions = () => {
    if (!early) return;
    // The reader reached for the page before any band's gate listened: they may hydrate now.
    if (early.events.length > 0) openEveryGate();
    void replayEarlyInteractions(early);
  };
  const afterFirstCommit = () => {
    // Progress read offline is sent with the app's client once the page's queries watch its
    // cache, so that those it changes are asked again (progress-queue.ts). Sent before, the
    // page's data restored or hydrated after it would show the places as they were.
    void import("../components/offline/progress-queue.ts").then(({ startProgressSync }) =>
      startProgressSync(),
    );
    actOnEarlyInteractions();
  };
  const app = (
    <AfterFirstCommit run={afterFirstCommit}>
      <AppProviders client={client} locale={locale} siteOrigin={siteOrigin} renderedAt={renderedAt}>
        <RouterProvider router={router} />
      </AppProviders>
    </AfterFirstCommit>
  );
  const root = document.getElementById("root")!;
  // From here on React's own listeners hear the reader: a tap while it hydrates hydrates its part
  // at once and acts. Still recorded, it would also be replayed after the commit, acting twice.
  // What React drops, on a part whose code has not arrived, is held for that part.
  handOverToReact(early);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (a tap meanwhile hydrates its part first).
  if (state) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}
