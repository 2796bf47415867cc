import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pino, type Logger } from "pino";
import { pinoHttp } from "pino-http";

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
  // Written off the main thread: a blocking write per request was 8% of a small request's time
  // under load. Lines logged while a write is under way go out together with the next; pino
  // writes what is left when the process exits.
  pino.destination({ dest: 1, sync: false }),
);

export const REQUEST_ID_HEADER = "X-Request-Id";

/**
 * A URL as logged: its path alone. Query strings carry secrets (reset, verification, upload and
 * unsubscribe tokens), and no route carries one in its path.
 */
export const loggedUrl = (url: string) => url.split("?", 1)[0]!;

/**
 * Logs every HTTP request once it is answered, and gives each one a new id: `request.id`, the
 * X-Request-Id response header, and the `requestId` of the errors it answers with, so a reader's
 * report finds the server's log lines.
 */
export const requestLoggingTo = (log: Logger) =>
  pinoHttp({
    logger: log,
    genReqId: (_request: IncomingMessage, response: ServerResponse) => {
      const id = randomUUID();
      response.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    // Health checks come every few seconds from a load balancer and would drown the log.
    autoLogging: { ignore: (request) => request.url === "/healthz" },
    // One short line per request: headers would repeat on every line (and carry personal data).
    serializers: {
      req: (request: { id: string; method: string; url: string; remoteAddress: string }) => ({
        id: request.id,
        method: request.method,
        url: loggedUrl(request.url),
        remoteAddress: request.remoteAddress,
      }),
      res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
    },
    customLogLevel: (_request, response, error) =>
      error || response.statusCode >= 500 ? "error" : response.statusCode >= 400 ? "warn" : "info",
  });

export const requestLogging = requestLoggingTo(logger);
