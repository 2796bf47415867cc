import type { ApolloServerPlugin } from "@apollo/server";
import type { Context } from "./context.ts";
import { causeOf, isDatabaseUnavailable, isUnexpected } from "./errors.ts";
import { logger } from "./logger.ts";

/**
 * Logs each unexpected error whole, with the request id, and gives every error answer that id
 * (`extensions.requestId`), so a reader's report leads to the log line. Clients see unexpected
 * errors only as formatError (errors.ts) leaves them; while the database is away the answer is 503.
 */
export const errorReporting: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ errors, contextValue, operationName }) {
        for (const error of errors) {
          if (!isUnexpected(error)) continue;
          const cause = causeOf(error);
          const details = { requestId: contextValue.requestId, operationName, path: error.path };
          if (isDatabaseUnavailable(cause))
            logger.warn({ ...details, err: cause }, "database unavailable");
          else logger.error({ ...details, err: cause }, "unexpected error");
        }
      },
      async willSendResponse({ response, contextValue }) {
        if (response.body.kind !== "single" || !response.body.singleResult.errors) return;
        const result = response.body.singleResult;
        result.errors = result.errors!.map((error) => ({
          ...error,
          extensions: { ...error.extensions, requestId: contextValue.requestId },
        }));
        const outage = result.errors.find(
          (error) => error.extensions?.code === "SERVICE_UNAVAILABLE",
        );
        if (outage) {
          response.http.status = 503;
          response.http.headers.set("retry-after", String(outage.extensions?.retryAfterSeconds));
        }
      },
    };
  },
};
