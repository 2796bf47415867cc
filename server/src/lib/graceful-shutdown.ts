import type { Server, ServerResponse } from "node:http";
import { Server as NetServer } from "node:net";

/** How long requests in flight may take to finish once the server is told to stop. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Prepares `server` for a graceful stop; `close()` then stops accepting connections, lets the
 * requests in flight finish (at most `graceMs`), closes what is left, and resolves once no
 * connection remains.
 *
 * Kept-alive connections are not cut while idle: a client may be sending its next request on one
 * at that very moment, and would see it fail. Instead every answer not yet begun when the stop
 * comes, in flight or new, closes its connection (so the client opens a new one, which is
 * refused), and idle ones end by the keep-alive timeout (5 s), which clients know of from the
 * Keep-Alive header and so never race.
 */
export function gracefulShutdown(server: Server, graceMs = SHUTDOWN_GRACE_MS) {
  const unanswered = new Set<ServerResponse>();
  let stopping = false;
  server.prependListener("request", (_request, response) => {
    if (stopping) {
      response.shouldKeepAlive = false;
      return;
    }
    unanswered.add(response);
    response.once("close", () => unanswered.delete(response));
  });

  return {
    async close(): Promise<void> {
      stopping = true;
      for (const response of unanswered) {
        if (!response.headersSent) response.shouldKeepAlive = false;
      }
      // net.Server's close only stops accepting; http.Server's would also cut idle connections.
      const closed = new Promise<void>((resolve) =>
        NetServer.prototype.close.call(server, () => resolve()),
      );
      const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
      try {
        await closed;
      } finally {
        clearTimeout(deadline);
      }
    },
  };
}

/**
 * Runs `stop` on the first SIGINT or SIGTERM, and never again: one signal often arrives twice (to
 * the whole process group, and forwarded by pnpm), and the repeat must not cut short the stop that
 * the first one began, as Node's default handling of it would.
 */
export function onStopSignal(stop: (signal: NodeJS.Signals) => Promise<void>) {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    void stop(signal);
  };
  process.on("SIGINT", handle);
  process.on("SIGTERM", handle);
}
