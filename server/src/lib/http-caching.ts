import type { ApolloServerPlugin } from "@apollo/server";
import { ApolloServerPluginCacheControl } from "@apollo/server/plugin/cacheControl";
import type { Context } from "./context.ts";

/** How long a CDN or browser may keep an anonymous answer whose fields give no hint of their own. */
export const DEFAULT_MAX_AGE_SECONDS = 60;

/**
 * Cache-Control on every GraphQL answer, so a CDN can serve most anonymous traffic: queries asked
 * without a session are `public` for as long as their fields' @cacheControl hints allow (a minute
 * by default, longer for genres, plans and FAQ); queries of a signed-in reader and all mutations
 * are personal and get `no-store`. Answers vary on the cookie, so no cache hands one visitor's
 * answer to another.
 */
export function httpCachingPlugins(): ApolloServerPlugin<Context>[] {
  const personalAnswers: ApolloServerPlugin<Context> = {
    async requestDidStart({ contextValue }) {
      return {
        async didResolveOperation({ operation, overallCachePolicy }) {
          if (contextValue.viewer || operation?.operation !== "query") {
            overallCachePolicy.restrict({ maxAge: 0 });
          }
        },
        async willSendResponse({ response }) {
          const vary = response.http.headers.get("vary");
          response.http.headers.set("vary", vary ? `${vary}, cookie` : "cookie");
        },
      };
    },
  };
  return [
    ApolloServerPluginCacheControl({ defaultMaxAge: DEFAULT_MAX_AGE_SECONDS }),
    personalAnswers,
  ];
}
