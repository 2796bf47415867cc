import { LinkProvider, UiTextProvider } from "@inkpanel/ui";
import { Outlet, ScrollRestoration } from "react-router";
import { translatedUiText } from "../i18n/ui-text.ts";
import { RouterLink } from "./router-link.tsx";
import { useLingui } from "@lingui/react";

/**
 * Around every route: design-system links go through the router and speak the interface's
 * language; scroll positions are kept.
 */
export function AppRoot() {
  useLingui(); // drawn again in a new language
  return (
    <LinkProvider linkComponent={RouterLink}>
      <UiTextProvider text={translatedUiText()}>
        <Outlet />
        <ScrollRestoration />
      </UiTextProvider>
    </LinkProvider>
  );
}
