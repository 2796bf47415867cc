import { randomUUID } from "node:crypto";
import { pino, type Logger } from "pino";
import type { RequestHandler } from "express";

/**
 * stdout, written in batches: a line waits until about 4 kB of lines are waiting (some 20 request
 * lines) or for a tenth of a second at most, then they go out in one blocking write. A write per
 * line (even handed to libuv's threads) was a quarter to a third of the main thread's time on a
 * cache hit (see the README's Performance). Nothing is ever being written on another thread, so
 * what waits can always be written at once, as the process's exit (a crash's too) does.
 */
const destination = pino.destination({
  dest: 1,
  sync: true,
  minLength: 4096,
  periodicFlush: 100,
});
process.on("exit", () => destination.flushSync());

/**
 * The server's log: one JSON object per line on stdout (pino), at LOG_LEVEL (default "info";
 * tests run with "silent"). Requests are logged without their headers; passwords and cookies
 * that an error might carry are redacted.
 */
export const logger = pino(
  {
    level: process.env.LOG_LEVEL ?? "info",
    redact: { paths: ["*.password", "*.newPassword", "*.cookie"], censor: "[redacted]" },
  },
  destination,
);

export const REQUEST_ID_HEADER = "X-Request-Id";

/**
 * A URL as logged: its path alone. Query strings carry secrets (reset, verification, upload and
 * unsubscribe tokens), and no route carries one in its path.
 */
export const loggedUrl = (url: string) => url.split("?", 1)[0]!;

declare module "node:http" {
  interface IncomingMessage {
    /** given by requestLogging: the X-Request-Id of the answer and the id of its log line */
    id: string;
  }
}

/**
 * Logs every HTTP request once it is answered, and gives each one a new id: `request.id`, the
 * X-Request-Id response header, and the `requestId` of the errors it answers with, so a reader's
 * report finds the server's log lines. One short line per request (headers would repeat on every
 * line and carry personal data): method, path, client address, status and time; a request its
 * client left before the answer is logged as aborted. Written here rather than by pino-http,
 * which made a child logger and several listeners for every request.
 */
export const requestLoggingTo =
  (log: Logger): RequestHandler =>
  (request, response, next) => {
    const started = performance.now();
    const id = randomUUID();
    request.id = id;
    response.setHeader(REQUEST_ID_HEADER, id);
    // Health checks come every few seconds from a load balancer and would drown the log.
    if (request.url !== "/healthz") {
      response.once("close", () => {
        const { statusCode } = response;
        const completed = response.writableFinished;
        const line = {
          req: {
            id,
            method: request.method,
            url: loggedUrl(request.originalUrl),
            remoteAddress: request.socket.remoteAddress,
          },
          res: { statusCode },
          responseTime: Math.round(performance.now() - started),
        };
        const level =
          !completed || statusCode >= 500 ? "error" : statusCode >= 400 ? "warn" : "info";
        log[level](line, completed ? "request completed" : "request aborted");
      });
    }
    next();
  };

// Its lines carry no password nor cookie: written without the redaction, which copied and
// searched each line's objects (4-5% of a cache hit's samples with pino's own serializing).
export const requestLogging = requestLoggingTo(logger.child({}, { redact: [] }));
