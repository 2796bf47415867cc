import "./index.css";
import { ApolloProvider } from "@apollo/client/react";
import { syncDocumentTheme, Toaster } from "@inkpanel/ui";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { apolloClient } from "./apollo/client.ts";
import { routes } from "./routes/route-table.tsx";

const router = createBrowserRouter(routes);

// index.html applied the stored theme before first paint; from here on, follow its changes.
syncDocumentTheme();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <ApolloProvider client={apolloClient}>
      <RouterProvider router={router} />
      <Toaster />
    </ApolloProvider>
  </StrictMode>,
);
