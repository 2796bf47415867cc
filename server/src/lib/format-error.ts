import { ApolloServerErrorCode } from "@apollo/server/errors";
import type { GraphQLFormattedError } from "graphql";
import {
  causeOf,
  isDatabaseUnavailable,
  isUncodedBadRequest,
  serviceUnavailable,
} from "./errors.ts";
import { operationLimitError } from "./query-limits.ts";

// Apart from errors.ts: formatting needs the query limits, which build on errors.ts (badUserInput).

/** The error a client sees: never a stack, a file path, SQL or a driver's message. */
export function formatError(
  formatted: GraphQLFormattedError,
  error: unknown,
): GraphQLFormattedError {
  const limitError = operationLimitError(error);
  if (limitError) {
    const { code, limit } = limitError.extensions;
    return { ...formatted, message: limitError.message, extensions: { code, limit } };
  }
  if (formatted.extensions?.code !== ApolloServerErrorCode.INTERNAL_SERVER_ERROR) return formatted;
  if (isUncodedBadRequest(error)) {
    return { ...formatted, extensions: { ...formatted.extensions, code: "BAD_REQUEST" } };
  }
  if (isDatabaseUnavailable(causeOf(error))) {
    const { message, extensions } = serviceUnavailable();
    const { code, retryAfterSeconds } = extensions;
    return { message, path: formatted.path, extensions: { code, retryAfterSeconds } };
  }
  return {
    message: "Internal server error",
    path: formatted.path,
    extensions: { code: ApolloServerErrorCode.INTERNAL_SERVER_ERROR },
  };
}
