import { createContext, useContext } from "react";

/** What a server render learns from the screens it draws about its page's HTTP status. */
export interface PageStatus {
  notFound: boolean;
}

/** Given only by the server's render (entry-server.tsx); the browser has none. */
export const PageStatusContext = createContext<PageStatus | null>(null);

/**
 * Said by a screen that shows "not found" (an unknown title, chapter or article): the server
 * answers its page with 404, so search engines drop the address rather than index the message.
 * In the browser it does nothing.
 */
export function useNotFoundStatus() {
  const status = useContext(PageStatusContext);
  if (status) status.notFound = true;
}
