import { ApolloServer, type ApolloServerPlugin } from "@apollo/server";
import { ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import type { Context } from "../lib/context.ts";
import type { Db } from "../lib/db.ts";
import type { BudgetLedger } from "../lib/budget-ledger.ts";
import { compiledExecution } from "../lib/compiled-execution.ts";
import { errorReporting } from "../lib/error-reporting.ts";
import { formatError } from "../lib/format-error.ts";
import { httpCachingPlugins } from "../lib/http-caching.ts";
import { operationBudget } from "../lib/operation-budget.ts";
import { persistedQueryRegistration, persistedQueryStore } from "../lib/persisted-queries.ts";
import { parseOptions, queryLimits } from "../lib/query-limits.ts";
import type { RateLimit } from "../lib/rate-limits.ts";
import { buildSchema } from "./schema.ts";

/**
 * The types whose values are rows and other plain data, never a function to call for a field: a
 * browse page's cards, their genres and newest chapter, and its edges (see compiled-execution.ts).
 */
const PLAIN_TYPES = new Set(["Manga", "MangaEdge", "PageInfo", "Genre", "Chapter", "PopularEntry"]);

export interface GraphQLServerOptions {
  /** where automatic persisted queries are kept; without it, in this process's memory */
  db?: Db;
  /**
   * each IP's budget of operation cost (see operation-budget.ts) and the ledger it is spent in
   * (the response cache spends from it too); none outside HTTP (tests, scripts)
   */
  apiBudget?: { limit: RateLimit; ledger: BudgetLedger };
  /** masks graphql's "Did you mean ...?" field suggestions; by default in production */
  hideSuggestions?: boolean;
  /** when the next scheduled chapter comes out: no answer is cached past it (see http-caching.ts) */
  nextRelease?: () => Promise<Date | null>;
  /** more plugins, such as the metrics' */
  plugins?: ApolloServerPlugin<Context>[];
}

/** The started Apollo server; `createApp` mounts it and tests call `executeOperation` on it. */
export async function createGraphQLServer({
  db,
  apiBudget,
  hideSuggestions = process.env.NODE_ENV === "production",
  nextRelease,
  plugins = [],
}: GraphQLServerOptions = {}): Promise<ApolloServer<Context>> {
  const limits = queryLimits({ hideSuggestions });
  const server = new ApolloServer<Context>({
    gateway: compiledExecution(await buildSchema(), { plainTypes: PLAIN_TYPES }),
    ...limits,
    parseOptions,
    formatError,
    includeStacktraceInErrorResponses: false,
    // The public playground (GraphiQL) needs introspection, which Apollo turns off in production.
    introspection: true,
    // index.ts stops it once the requests in flight are answered; Apollo's own SIGTERM handler
    // (on unless NODE_ENV=test) would stop it first, failing them with 500s.
    stopOnTerminationSignals: false,
    // Automatic persisted queries (the web app sends its queries as GETs of their hash).
    persistedQueries: db ? { cache: persistedQueryStore(db), ttl: null } : {},
    plugins: [
      ...limits.plugins,
      operationBudget(apiBudget),
      persistedQueryRegistration,
      errorReporting,
      ...httpCachingPlugins(nextRelease),
      // The playground is our own GraphiQL page (see app.ts): Apollo's landing pages need a CDN.
      ApolloServerPluginLandingPageDisabled(),
      ...plugins,
    ],
  });
  await server.start();
  return server;
}
