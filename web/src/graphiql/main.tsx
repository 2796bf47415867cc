// The GraphQL playground the server shows at GET /graphql. Everything it needs, including the
// Monaco editor workers, is bundled here: it works with no internet connection.
import "graphiql/setup-workers/vite";
import "graphiql/style.css";
import { createGraphiQLFetcher } from "@graphiql/toolkit";
import { themePreference } from "@inkpanel/ui";
import { GraphiQL } from "graphiql";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { exampleTabs } from "./example-operations.ts";

const fetcher = createGraphiQLFetcher({ url: "/graphql" });

// The site's stored theme, when the reader chose one; "system" leaves GraphiQL to follow the OS.
const siteTheme = themePreference.read();
const forcedTheme = siteTheme === "system" ? undefined : siteTheme;

createRoot(document.getElementById("graphiql")!).render(
  <StrictMode>
    <GraphiQL
      fetcher={fetcher}
      defaultTabs={exampleTabs}
      visiblePlugin="Documentation Explorer"
      forcedTheme={forcedTheme}
    />
  </StrictMode>,
);
