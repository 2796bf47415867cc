import type { NextFunction, Request, Response } from "express";
import { GraphQLError } from "graphql";
import { isDatabaseUnavailable, serviceUnavailable } from "./errors.ts";
import { logger } from "./logger.ts";

/** The id requestLogging (logger.ts) gave the request. */
export const requestIdOf = (request: Request) => String(request.id);

/**
 * A failure while building a request's GraphQL context (looking up its session), as the error
 * the client gets: SERVICE_UNAVAILABLE while the database is away, otherwise logged and generic.
 */
export function contextFailure(error: unknown, requestId: string): GraphQLError {
  if (isDatabaseUnavailable(error)) {
    const outage = serviceUnavailable();
    return new GraphQLError(outage.message, {
      extensions: { ...outage.extensions, requestId },
    });
  }
  logger.error({ requestId, err: error }, "unexpected error");
  return new GraphQLError("Internal server error", {
    extensions: { code: "INTERNAL_SERVER_ERROR", requestId, http: { status: 500 } },
  });
}

/** What body-parser's refusals mean, in words a client can act on. */
const bodyErrors: Record<string, string> = {
  "entity.parse.failed": "The request body is not valid JSON.",
  "entity.too.large": "The request body is too large.",
  "charset.unsupported": "The request body's charset is not supported.",
  "encoding.unsupported": "The request body's encoding is not supported.",
};

/**
 * The last error handler: errors outside GraphQL (a malformed body, a failed image) are answered
 * in GraphQL's error shape, with the request id, never with Express's page (which shows a stack
 * outside production).
 */
export function answerHttpErrors(
  error: { status?: number; type?: string },
  request: Request,
  response: Response,
  next: NextFunction,
): void {
  if (response.headersSent) return next(error);
  const requestId = requestIdOf(request);
  const answer = (status: number, code: string, message: string) =>
    void response.status(status).json({ errors: [{ message, extensions: { code, requestId } }] });
  if (error.status && error.status >= 400 && error.status < 500) {
    return answer(error.status, "BAD_REQUEST", bodyErrors[error.type ?? ""] ?? "Bad request.");
  }
  if (isDatabaseUnavailable(error)) {
    const outage = serviceUnavailable();
    response.set("Retry-After", String(outage.extensions.retryAfterSeconds));
    return answer(503, "SERVICE_UNAVAILABLE", outage.message);
  }
  logger.error({ requestId, err: error }, "unexpected error");
  answer(500, "INTERNAL_SERVER_ERROR", "Internal server error");
}
