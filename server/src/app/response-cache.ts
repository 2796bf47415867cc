import type { ApolloServerPlugin } from "@apollo/server";
import responseCachePlugin from "@apollo/server-plugin-response-cache";
import { InMemoryLRUCache } from "@apollo/utils.keyvaluecache";
import pg from "pg";
import { languageOfAcceptLanguage } from "../accounts/emails.ts";
import type { Context } from "../lib/context.ts";
import { logger } from "../lib/logger.ts";

// Whole answers of anonymous queries, kept in this process for as long as their cache hints allow
// (see lib/http-caching.ts) and dropped when the data under them changes on any instance.
//
// The database says when: statement triggers on the tables anonymous answers are made of
// (migration 20261126110000_response_cache_notify) send NOTIFY response_cache when their
// transaction commits, from whatever wrote (any instance, a job, the worker, a script). Each
// instance LISTENs, and a notification moves its generation on; the generation is part of every
// key, so the older entries are never read again and age out of the LRU. A request keys its entry
// with the generation it started under, so an answer computed before a change and stored after it
// is stored under the old generation, never served as new.

/** the channel the triggers notify */
export const RESPONSE_CACHE_CHANNEL = "response_cache";
/** what the entries of one instance may weigh in all (JSON characters, roughly bytes) */
const MAX_CACHE_SIZE = 64 * 1024 * 1024;
/** how long to wait before listening again after the listening connection was lost */
const RECONNECT_DELAY_MS = 1000;

/** RESPONSE_CACHE=off (or false, 0) turns the cache off; it is on by default. */
export function responseCacheFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  return !["off", "false", "0"].includes(env.RESPONSE_CACHE?.trim().toLowerCase() ?? "");
}

/**
 * Follows NOTIFY response_cache on a connection of its own. From the moment it loses its
 * connection until it listens again it would miss changes: meanwhile the cache is not used, and
 * each (re)connection moves the generation on as well.
 */
function changeListener(connectionString: string) {
  let generation = 0;
  let isListening = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;

  async function listen() {
    const connection = new pg.Client({ connectionString });
    const lost = (error?: Error) => {
      if (client !== connection) return;
      client = null;
      isListening = false;
      generation++;
      if (error) logger.warn({ err: error }, "response cache: lost its change listener");
      connection.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void listen(), RECONNECT_DELAY_MS);
    };
    connection.on("notification", () => generation++);
    connection.on("error", lost);
    connection.on("end", () => lost());
    client = connection;
    try {
      await connection.connect();
      await connection.query(`LISTEN ${RESPONSE_CACHE_CHANNEL}`);
      generation++;
      isListening = client === connection;
    } catch (error) {
      lost(error as Error);
    }
  }

  return {
    generation: () => generation,
    isListening: () => isListening,
    /** resolves once listening (or once the first attempt failed, which keeps retrying) */
    start: () => listen(),
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const connection = client;
      client = null;
      isListening = false;
      await connection?.end();
    },
  };
}

/**
 * The response cache as Apollo plugins: Apollo's response-cache plugin over an in-memory LRU,
 * which reads and fills only for anonymous requests (a signed-in reader's answers, personal or not,
 * are never kept nor served from the shared entries) while changes are heard, keyed on the
 * document, its variables, the request's language and the generation.
 */
export function responseCachePlugins(connectionString: string): ApolloServerPlugin<Context>[] {
  const changes = changeListener(connectionString);
  const anonymous = ({ contextValue }: { contextValue: Context }) =>
    Promise.resolve(contextValue.viewer === null && changes.isListening());
  const lifecycle: ApolloServerPlugin<Context> = {
    async serverWillStart() {
      await changes.start();
      return { serverWillStop: () => changes.stop() };
    },
  };
  return [
    lifecycle,
    responseCachePlugin<Context>({
      cache: new InMemoryLRUCache<string>({ maxSize: MAX_CACHE_SIZE }),
      sessionId: () => Promise.resolve(null),
      shouldReadFromCache: anonymous,
      shouldWriteToCache: anonymous,
      extraCacheKeyData: ({ contextValue }) =>
        Promise.resolve({
          generation: changes.generation(),
          language: languageOfAcceptLanguage(contextValue.http.acceptLanguage),
        }),
    }),
  ];
}
