import { createContext, use, type ReactNode } from "react";

const SiteOriginContext = createContext<string | null>(null);

/** The site's public address (the server's SITE_URL), which absolute links in the head need. */
export function SiteOriginProvider({ origin, children }: { origin: string; children: ReactNode }) {
  return <SiteOriginContext value={origin}>{children}</SiteOriginContext>;
}

/** The site's public address; the page's own origin outside a provider (component tests). */
export function useSiteOrigin(): string {
  return use(SiteOriginContext) ?? window.location.origin;
}
