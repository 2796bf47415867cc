import type { ApolloServerPlugin } from "@apollo/server";
import responseCachePlugin from "@apollo/server-plugin-response-cache";
import { InMemoryLRUCache } from "@apollo/utils.keyvaluecache";
import { languageOfAcceptLanguage } from "../accounts/emails.ts";
import type { ChangeListener } from "../lib/change-listener.ts";
import type { Context } from "../lib/context.ts";

// Whole answers of anonymous queries, kept in this process for as long as their cache hints allow
// (see lib/http-caching.ts) and dropped when the data under them changes on any instance.
//
// The database says when: statement triggers on the tables anonymous answers are made of
// (migration 20261126110000_response_cache_notify) send NOTIFY response_cache, which the
// instance's change listener hears (lib/change-listener.ts). Its generation is part of every key,
// so the older entries are never read again and age out of the LRU. A request keys its entry with
// the generation it started under, so an answer computed before a change and stored after it is
// stored under the old generation, never served as new.

/** the channel the triggers notify */
export const RESPONSE_CACHE_CHANNEL = "response_cache";
/** what the entries of one instance may weigh in all (JSON characters, roughly bytes) */
const MAX_CACHE_SIZE = 64 * 1024 * 1024;

/** RESPONSE_CACHE=off (or false, 0) turns the cache off; it is on by default. */
export function responseCacheFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  return !["off", "false", "0"].includes(env.RESPONSE_CACHE?.trim().toLowerCase() ?? "");
}

/**
 * The response cache as an Apollo plugin: Apollo's response-cache plugin over an in-memory LRU,
 * which reads and fills only for anonymous requests (a signed-in reader's answers, personal or not,
 * are never kept nor served from the shared entries) while changes are heard, keyed on the
 * document, its variables, the request's language and the generation.
 */
export function responseCache(changes: ChangeListener): ApolloServerPlugin<Context> {
  const anonymous = ({ contextValue }: { contextValue: Context }) =>
    Promise.resolve(contextValue.viewer === null && changes.isListening());
  return responseCachePlugin<Context>({
    cache: new InMemoryLRUCache<string>({ maxSize: MAX_CACHE_SIZE }),
    sessionId: () => Promise.resolve(null),
    shouldReadFromCache: anonymous,
    shouldWriteToCache: anonymous,
    extraCacheKeyData: ({ contextValue }) =>
      Promise.resolve({
        generation: changes.generation(RESPONSE_CACHE_CHANNEL),
        language: languageOfAcceptLanguage(contextValue.http.acceptLanguage),
      }),
  });
}
