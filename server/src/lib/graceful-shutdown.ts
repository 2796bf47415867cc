import type { Server } from "node:http";

/** How long requests in flight may take to finish once the server is told to stop. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Stops accepting connections, lets the requests in flight finish (at most `graceMs`), then
 * closes what is left. Resolves once no connection remains.
 */
export async function closeGracefully(server: Server, graceMs = SHUTDOWN_GRACE_MS): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Kept-alive connections wait for a next request that must not come: close each as it idles.
  server.closeIdleConnections();
  const closingIdle = setInterval(() => server.closeIdleConnections(), 100);
  const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
  try {
    await closed;
  } finally {
    clearInterval(closingIdle);
    clearTimeout(deadline);
  }
}
