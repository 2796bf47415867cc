import { LinkProvider } from "@inkpanel/ui";
import { Outlet, ScrollRestoration } from "react-router";
import { RouterLink } from "./router-link.tsx";

/** Around every route: design-system links go through the router; scroll positions are kept. */
export function AppRoot() {
  return (
    <LinkProvider linkComponent={RouterLink}>
      <Outlet />
      <ScrollRestoration />
    </LinkProvider>
  );
}
