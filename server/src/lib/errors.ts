import { HeaderMap } from "@apollo/server";
import { ApolloServerErrorCode } from "@apollo/server/errors";
import { GraphQLError } from "graphql";
import { Prisma } from "../generated/prisma/client.ts";
import { WAIT_TIMEOUT_MESSAGE } from "./queued-pool.ts";

/** The error for bad input: code BAD_USER_INPUT and a message that names the argument. */
export function badUserInput(argumentName: string, message: string): GraphQLError {
  return new GraphQLError(`Invalid argument "${argumentName}": ${message}`, {
    extensions: { code: ApolloServerErrorCode.BAD_USER_INPUT, argumentName },
  });
}

/** The error for an action the signed-in reader may not take: code FORBIDDEN. */
export function forbidden(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: "FORBIDDEN" } });
}

/** How long clients should wait before trying again while the database is away. */
const RETRY_AFTER_OUTAGE_SECONDS = 5;

/** The error while the database cannot be reached: HTTP 503 with Retry-After. */
export function serviceUnavailable(): GraphQLError {
  return new GraphQLError("The service is unavailable right now. Try again in a moment.", {
    extensions: {
      code: "SERVICE_UNAVAILABLE",
      retryAfterSeconds: RETRY_AFTER_OUTAGE_SECONDS,
      http: {
        status: 503,
        headers: new HeaderMap([["retry-after", String(RETRY_AFTER_OUTAGE_SECONDS)]]),
      },
    },
  });
}

// Prisma's codes for a database it cannot reach or lost, and @prisma/adapter-pg's kinds for the same.
const UNREACHABLE_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);
const UNREACHABLE_KINDS = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
]);

// The same from node-postgres (the rate limits use the pool directly): socket errors, PostgreSQL's
// shutdown and connection-failure SQLSTATEs, and the pool's own timeout and lost connections.
const UNREACHABLE_SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08006",
]);
// (A request that waited its whole turn for a busy pool is answered the same way: try again soon.)
const UNREACHABLE_POOL_MESSAGES = new RegExp(
  `timeout exceeded when trying to connect|${WAIT_TIMEOUT_MESSAGE}|Connection terminated`,
  "i",
);

/** Whether `error` says the database is down or unreachable (rather than a bug or bad data). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof Prisma.PrismaClientInitializationError) return true;
  if (error instanceof Error && !(error instanceof Prisma.PrismaClientKnownRequestError)) {
    const { code } = error as { code?: string };
    return (
      (code !== undefined && UNREACHABLE_SOCKET_CODES.has(code)) ||
      UNREACHABLE_POOL_MESSAGES.test(error.message) ||
      (error instanceof AggregateError && error.errors.some(isDatabaseUnavailable))
    );
  }
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return false;
  const kind = (error.meta?.driverAdapterError as { cause?: { kind?: string } } | undefined)?.cause
    ?.kind;
  return UNREACHABLE_CODES.has(error.code) || (kind !== undefined && UNREACHABLE_KINDS.has(kind));
}

/** What was thrown, inside the GraphQLError that graphql or Apollo wrapped it in. */
export function causeOf(error: unknown): unknown {
  return error instanceof GraphQLError && error.originalError ? error.originalError : error;
}

/**
 * Errors that are no client's fault: the database being away, or a bug. The first is the client's
 * SERVICE_UNAVAILABLE; the second reaches it as a generic INTERNAL_SERVER_ERROR (the server logs
 * the whole error with the request id, see error-reporting.ts).
 */
export function isUnexpected(error: unknown): boolean {
  const hasCode = (candidate: unknown) =>
    candidate instanceof GraphQLError && candidate.extensions.code !== undefined;
  return !hasCode(error) && !hasCode(causeOf(error)) && !isUncodedBadRequest(error);
}

/** Apollo answers some bad requests (a persisted query's wrong hash) with status 400 and no code. */
export function isUncodedBadRequest(error: unknown): boolean {
  const cause = causeOf(error);
  const http = cause instanceof GraphQLError ? cause.extensions.http : undefined;
  return (http as { status?: number } | undefined)?.status === 400;
}
