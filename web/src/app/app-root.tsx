import { LinkProvider } from "@inkpanel/ui";
import { Outlet } from "react-router";
import { RouterLink } from "./router-link.tsx";

/** Around every route: design-system links go through the router. */
export function AppRoot() {
  return (
    <LinkProvider linkComponent={RouterLink}>
      <Outlet />
    </LinkProvider>
  );
}
