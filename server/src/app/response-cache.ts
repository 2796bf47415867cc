import type { ApolloServerPlugin } from "@apollo/server";
import type { Request } from "express";
import { LRUCache } from "lru-cache";
import { languageOfAcceptLanguage } from "../accounts/emails.ts";
import { ipOf, SESSION_COOKIE } from "../accounts/session-cookie.ts";
import type { BudgetLedger } from "../lib/budget-ledger.ts";
import { RESPONSE_CACHE_CHANNEL, type ChangeListener } from "../lib/change-listener.ts";
import type { Context, HttpExchange } from "../lib/context.ts";
import { EncodedBody, type AnswerCache } from "../lib/graphql-http.ts";
import type { Metrics } from "../lib/metrics.ts";
import type { ThrottleStatus } from "../lib/operation-budget.ts";
import { operationCost } from "../lib/operation-cost.ts";
import type { RateLimitStatus } from "../lib/rate-limits.ts";

// Whole answers of anonymous queries, kept in this process as they were sent (headers and body,
// each encoding made once) for as long as their cache hints allow (see lib/http-caching.ts), and
// dropped when the data under them changes on any instance. A request that one answers is answered
// before Apollo runs: what Apollo would do for it again (parse, validate, price, execute,
// serialize, compress) is skipped, and what it does for every visitor is done here (the API
// budget is spent as the operation was priced; the request log and the metrics are kept).
//
// The database says when data changes: statement triggers on the tables anonymous answers are
// made of (migration 20261126110000_response_cache_notify) send NOTIFY response_cache, which the
// instance's change listener hears (lib/change-listener.ts). Its generation is part of every key,
// so the older entries are never read again and age out of the LRU. A request keys its entry with
// the generation it started under, so an answer computed before a change and stored after it is
// stored under the old generation, never served as new. A scheduled chapter's release changes
// answers with no notification: their max-age stops at it (lib/http-caching.ts), so their entries do.

/** what the entries of one instance may weigh in all (bytes of their bodies, counted twice for their compressed copies) */
const MAX_CACHE_SIZE = 64 * 1024 * 1024;
/**
 * The Cache-Control that lib/http-caching.ts gives an anonymous answer it lets be kept. `private`
 * marks one that asks for a signed-in reader's own fields (`me`, as the reader's route does): with
 * no session they answer as nobody's, the same for every request this cache keeps or serves, so it
 * keeps those too; the header it replays still keeps them out of shared caches on the way.
 */
const KEPT_CACHE_CONTROL = /^max-age=(\d+), (?:public|private)$/;

/** RESPONSE_CACHE=off (or false, 0) turns the cache off; it is on by default. */
export function responseCacheFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  return !["off", "false", "0"].includes(env.RESPONSE_CACHE?.trim().toLowerCase() ?? "");
}

interface Entry {
  /** Apollo's headers of the answer (Content-Type, Cache-Control, Vary) */
  headers: [string, string][];
  body: EncodedBody;
  /**
   * An answer that reports its visitor's API budget (`extensions.cost.throttleStatus`, in answers
   * not marked public: see lib/operation-budget.ts) is kept as its text before and after that
   * status, which each hit fills in with its own visitor's.
   */
  aroundThrottleStatus?: [string, string];
  /** what the operation was priced at, spent from the visitor's API budget on every hit */
  cost: number;
  /** the operation's name, for the metrics */
  operationName: string | null;
  /**
   * when the request it answered came: its age counts from then, as a cache on the way counts it
   * (RFC 9111 4.2.3), so neither keeps it past its max-age from when that was set
   */
  askedAt: number;
}

/** Where an answer's JSON text says `extensions.cost.throttleStatus`: the text before and after its value. */
function textAroundThrottleStatus(text: string): [string, string] | undefined {
  // Answers made for anyone (public) leave it out: no need to read them.
  if (!text.includes('"throttleStatus":')) return undefined;
  const answer = JSON.parse(text) as { extensions?: { cost?: { throttleStatus?: unknown } } };
  const cost = answer.extensions?.cost;
  if (!cost?.throttleStatus) return undefined;
  // Apollo's text is JSON.stringify's plus a line's end: made again with a marker in its place.
  const marker = `throttle-status-${Math.random()}`;
  cost.throttleStatus = marker;
  const [before, after, ...more] = `${JSON.stringify(answer)}\n`.split(JSON.stringify(marker));
  return more.length === 0 && after !== undefined ? [before!, after] : undefined;
}

export interface ResponseCache extends AnswerCache<Context> {
  /** Notes each anonymous query's name and cost, which the cache keeps with its answer. */
  plugin: ApolloServerPlugin<Context>;
}

/**
 * The response cache, in front of Apollo (lib/graphql-http.ts) and fed by its plugin. It reads and
 * fills only for requests that carry no session cookie nor credentials (a signed-in reader's
 * answers, personal or not, are never kept nor served from the shared entries), while changes are
 * heard, keyed on the whole request as sent (the document or its hash, variables, operation name),
 * its language and Accept header, and the generation.
 */
export function createResponseCache({
  changes,
  ledger,
  metrics,
}: {
  changes: ChangeListener;
  /** the API budget Apollo spends from (lib/operation-budget.ts) */
  ledger: BudgetLedger;
  metrics: Pick<Metrics, "observeOperation">;
}): ResponseCache {
  const entries = new LRUCache<string, Entry>({
    maxSize: MAX_CACHE_SIZE,
    sizeCalculation: (entry) => 2 * entry.body.identity.length + 1,
  });
  /** the key a request that was not answered from the cache would be kept under, and when it came */
  const keys = new WeakMap<Request, { key: string; askedAt: number }>();
  // Apollo hands its plugins a shallow copy of the request's context: they share its `http`.
  const operations = new WeakMap<HttpExchange, Pick<Entry, "cost" | "operationName">>();

  /** The request's key, or none when Apollo must answer it: when in doubt, none. */
  function keyOf(request: Request): string | undefined {
    if (!changes.isListening()) return undefined;
    // Any session cookie, even an expired one, and any credentials go through Apollo.
    if (
      request.get("cookie")?.includes(SESSION_COOKIE) ||
      request.get("authorization") !== undefined
    ) {
      return undefined;
    }
    let operation: string | undefined;
    if (request.method === "POST" && request.is("application/json")) {
      operation = JSON.stringify(request.body);
    } else if (
      request.method === "GET" &&
      // Apollo's CSRF prevention refuses any other GET, which must go to Apollo to be refused.
      (request.get("apollo-require-preflight") || request.get("x-apollo-operation-name"))
    ) {
      operation = request.url;
    }
    if (operation === undefined) return undefined;
    return JSON.stringify([
      changes.generation(RESPONSE_CACHE_CHANNEL),
      languageOfAcceptLanguage(request.get("accept-language")),
      // Apollo's Content-Type follows it.
      request.get("accept") ?? "",
      request.method,
      operation,
    ]);
  }

  const throttleStatus = (budget: RateLimitStatus): ThrottleStatus => ({
    maximumAvailable: ledger.limit.points,
    currentlyAvailable: budget.remainingPoints,
    resetInSeconds: budget.resetInSeconds,
  });

  return {
    serve(request, response) {
      const started = performance.now();
      const key = keyOf(request);
      if (key === undefined) return false;
      const entry = entries.get(key);
      if (!entry) {
        keys.set(request, { key, askedAt: Date.now() });
        return false;
      }
      let budget: RateLimitStatus;
      try {
        budget = ledger.spend(ipOf(request), entry.cost);
      } catch {
        return false; // past the budget: Apollo refuses it (429) as it refuses any operation
      }
      for (const [name, value] of entry.headers) response.setHeader(name, value);
      response.setHeader("Age", String(Math.round((Date.now() - entry.askedAt) / 1000)));
      const around = entry.aroundThrottleStatus;
      const body = around
        ? new EncodedBody(around[0] + JSON.stringify(throttleStatus(budget)) + around[1])
        : entry.body;
      body.send(request, response);
      metrics.observeOperation(entry.operationName, "query", (performance.now() - started) / 1000);
      return true;
    },

    keep(request, { status, headers, body, context }) {
      const asked = keys.get(request);
      const operation = context && operations.get(context.http);
      const maxAge = Number(KEPT_CACHE_CONTROL.exec(headers.get("cache-control") ?? "")?.[1]);
      if (asked === undefined || !operation || status !== 200 || !(maxAge > 0)) return;
      // Kept for what is left of the max-age counted from the request's arrival: it was worked out
      // (and cut at the next scheduled release) after that, so the entry never outlives it.
      const ttl = maxAge * 1000 - (Date.now() - asked.askedAt);
      if (ttl <= 0) return;
      entries.set(
        asked.key,
        {
          ...operation,
          headers: [...headers],
          body,
          aroundThrottleStatus: textAroundThrottleStatus(body.identity.toString()),
          askedAt: asked.askedAt,
        },
        { ttl },
      );
    },

    plugin: {
      async requestDidStart() {
        return {
          async willSendResponse(requestContext) {
            const { contextValue, schema, document, operation, operationName } = requestContext;
            const { request, response, metrics, overallCachePolicy } = requestContext;
            // Nothing to note for an answer that will not be kept (its price is not looked up).
            if (!overallCachePolicy.policyIfCacheable()) return;
            // A registration (a query sent with its hash) spends the registration budget each time.
            if (contextValue.viewer !== null || operation?.operation !== "query") return;
            if (!document || metrics.persistedQueryRegister) return;
            if (response.body.kind !== "single" || response.body.singleResult.errors) return;
            const cost = operationCost(
              schema,
              document,
              operationName ?? undefined,
              request.variables,
            );
            // As lib/operation-budget.ts spends it.
            operations.set(contextValue.http, {
              operationName: operationName ?? null,
              cost: Math.max(1, cost),
            });
          },
        };
      },
    },
  };
}
