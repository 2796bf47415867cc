import type { ApolloServerPlugin } from "@apollo/server";
import { GraphQLError } from "graphql";
import type { Context } from "./context.ts";
import { operationCost } from "./operation-cost.ts";
import { OperationLimitError, OPERATION_LIMITS } from "./query-limits.ts";
import type { BudgetLedger } from "./budget-ledger.ts";
import type { RateLimit, RateLimitStatus } from "./rate-limits.ts";

/**
 * The whole API's budget per IP: operation cost points per minute. A reader paging as fast as
 * they can (a full 100-title browse page, cost ~1,500, every second) uses under half of it, and
 * so do a few readers behind one IP; a scraper does not get far.
 */
export const API_BUDGET: RateLimit = { name: "api", points: 200_000, durationSeconds: 60 };

/**
 * The client's mistakes found while pricing (a page size out of range, variables that do not fit
 * their types, as graphql would find them at execution) as BAD_USER_INPUT with HTTP 400: errors
 * thrown before execution are 500 unless they say otherwise.
 */
function asClientError(error: unknown): unknown {
  if (!(error instanceof GraphQLError)) return error;
  return new GraphQLError(error.message, {
    extensions: { code: "BAD_USER_INPUT", ...error.extensions, http: { status: 400 } },
  });
}

/** A visitor's API budget as an answer reports it (`extensions.cost.throttleStatus`). */
export interface ThrottleStatus {
  maximumAvailable: number;
  currentlyAvailable: number;
  resetInSeconds: number;
}

/**
 * Prices each operation before it runs (arguments first: a bad page size is BAD_USER_INPUT),
 * refuses it past the cost limit, spends its cost from the IP's budget when there is one (HTTP
 * requests; not tests or scripts: `budget` is that budget and the ledger it is spent in), and
 * reports both in `extensions.cost`, so clients can pace themselves before they meet a limit.
 */
export function operationBudget(apiBudget?: {
  limit: RateLimit;
  ledger: BudgetLedger;
}): ApolloServerPlugin<Context> {
  return {
    async serverWillStart() {
      // What this instance spent since its last settling is written before it stops.
      return { serverWillStop: async () => apiBudget?.ledger.close() };
    },
    async requestDidStart() {
      let requestedQueryCost: number | undefined;
      let budget: RateLimitStatus | undefined;
      return {
        async didResolveOperation({ schema, document, operationName, request, contextValue }) {
          try {
            requestedQueryCost = operationCost(
              schema,
              document,
              operationName ?? undefined,
              request.variables,
            );
          } catch (error) {
            throw asClientError(error);
          }
          if (requestedQueryCost > OPERATION_LIMITS.cost) {
            throw new OperationLimitError(
              "COST_LIMIT_EXCEEDED",
              `The operation costs ${requestedQueryCost}, more than the limit of ${OPERATION_LIMITS.cost}: ask for fewer items (first) or fields.`,
              OPERATION_LIMITS.cost,
            );
          }
          if (!apiBudget) return;
          try {
            budget = apiBudget.ledger.spend(contextValue.http.ip, Math.max(1, requestedQueryCost));
          } catch (error) {
            if (error instanceof GraphQLError && error.extensions.code === "RATE_LIMITED") {
              const resetInSeconds = error.extensions.retryAfterSeconds as number;
              budget = { remainingPoints: 0, resetInSeconds };
            }
            throw error;
          }
        },
        async willSendResponse({ response, overallCachePolicy }) {
          if (requestedQueryCost === undefined || response.body.kind !== "single") return;
          const result = response.body.singleResult;
          // An answer a CDN may hand to anyone (see http-caching.ts) says nothing of one visitor's budget.
          const shared = overallCachePolicy.policyIfCacheable()?.scope === "PUBLIC";
          result.extensions = {
            ...result.extensions,
            cost: {
              requestedQueryCost,
              maximumQueryCost: OPERATION_LIMITS.cost,
              ...(apiBudget &&
                budget &&
                !shared && {
                  throttleStatus: {
                    maximumAvailable: apiBudget.limit.points,
                    currentlyAvailable: budget.remainingPoints,
                    resetInSeconds: budget.resetInSeconds,
                  } satisfies ThrottleStatus,
                }),
            },
          };
        },
      };
    },
  };
}
