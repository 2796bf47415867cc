import "./index.css";
import { ApolloProvider } from "@apollo/client/react";
import { syncDocumentTheme } from "@inkpanel/ui";
import { lazy, StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { apolloClient } from "./apollo/client.ts";
import { LocaleProvider } from "./components/locale/locale-provider.tsx";
import { registerServiceWorker } from "./components/offline/service-worker.ts";
import { activateLocale, initialLocale } from "./i18n/catalogues.ts";
import { reportWebVitals } from "./lib/web-vitals.ts";
import { routes } from "./shell/route-table.tsx";

// The router starts the first page's chunk and query at once, while the catalogue downloads.
const router = createBrowserRouter(routes);
reportWebVitals(router);

// Toasts (Radix's toast) answer what a reader does, never the first paint: their chunk follows.
const Toaster = lazy(() =>
  import("@inkpanel/ui/toast").then(({ Toaster }) => ({ default: Toaster })),
);

// index.html applied the stored theme before first paint; from here on, follow its changes.
syncDocumentTheme();

registerServiceWorker();

const locale = initialLocale();
void activateLocale(locale).then(() =>
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <ApolloProvider client={apolloClient}>
        <LocaleProvider initial={locale}>
          <RouterProvider router={router} />
          <Suspense>
            <Toaster />
          </Suspense>
        </LocaleProvider>
      </ApolloProvider>
    </StrictMode>,
  ),
);
