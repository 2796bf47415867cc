import type { Page } from "@playwright/test";
import { e2eBaseUrl } from "./server.ts";

/**
 * Blocks every request that leaves the app's own origin, as if there were no internet, and
 * returns the list of URLs that tried to.
 */
export async function goOffline(page: Page): Promise<string[]> {
  const outsideRequests: string[] = [];
  await page.context().route(
    (url) => url.origin !== e2eBaseUrl && url.protocol !== "data:" && url.protocol !== "blob:",
    async (route) => {
      outsideRequests.push(route.request().url());
      await route.abort("internetdisconnected");
    },
  );
  return outsideRequests;
}
