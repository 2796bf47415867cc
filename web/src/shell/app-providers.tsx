import type { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { lazy, StrictMode, Suspense, type ReactNode } from "react";
import { LocaleProvider } from "../components/locale/locale-provider.tsx";
import { SiteOriginProvider } from "../components/page-meta/site-origin.tsx";
import type { Locale } from "../i18n/languages.ts";

// Toasts (Radix's toast) answer what a reader does, never the first paint: their chunk follows.
const Toaster = lazy(() =>
  import("@inkpanel/ui/toast").then(({ Toaster }) => ({ default: Toaster })),
);

interface AppProvidersProps {
  client: ApolloClient;
  locale: Locale;
  /** the site's public address, for canonical links and link previews */
  siteOrigin: string;
  /** the router: the browser's, or the server's for one request */
  children: ReactNode;
}

/** Everything around the router; the server renders the same tree the browser hydrates. */
export function AppProviders({ client, locale, siteOrigin, children }: AppProvidersProps) {
  return (
    <StrictMode>
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
    </StrictMode>
  );
}
