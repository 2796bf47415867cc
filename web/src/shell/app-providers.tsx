import type { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { lazy, StrictMode, Suspense, type ReactNode } from "react";
import { LocaleProvider } from "../components/locale/locale-provider.tsx";
import { SiteOriginProvider } from "../components/page-meta/site-origin.tsx";
import type { Locale } from "../i18n/languages.ts";
import { RenderedAtContext } from "../lib/use-now.ts";

// Toasts (Radix's toast) answer what a reader does, never the first paint: their chunk follows.
const Toaster = lazy(() =>
  import("@inkpanel/ui/toast").then(({ Toaster }) => ({ default: Toaster })),
);

interface AppProvidersProps {
  client: ApolloClient;
  locale: Locale;
  /** the site's public address, for canonical links and link previews */
  siteOrigin: string;
  /** when the server rendered the page being hydrated; none for a page the browser renders */
  renderedAt?: Date;
  /** the router: the browser's, or the server's for one request */
  children: ReactNode;
}

/** Everything around the router; the server renders the same tree the browser hydrates. */
export function AppProviders({
  client,
  locale,
  siteOrigin,
  renderedAt,
  children,
}: AppProvidersProps) {
  return (
    <StrictMode>
      <RenderedAtContext value={renderedAt ?? null}>
        <SiteOriginProvider origin={siteOrigin}>
          <ApolloProvider client={client}>
            <LocaleProvider initial={locale}>
              {children}
              <Suspense>
                <Toaster />
              </Suspense>
            </LocaleProvider>
          </ApolloProvider>
        </SiteOriginProvider>
      </RenderedAtContext>
    </StrictMode>
  );
}
