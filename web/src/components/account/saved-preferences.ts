import type { ApolloCache } from "@apollo/client";

/**
 * Writes saved preferences into the cache. Preferences have no id of their own: they live inside
 * the reader's User record, which every screen reads (settings, the reader, the home carousel),
 * so a change is written there and each screen follows it.
 */
export function writeSavedPreferences(
  cache: ApolloCache,
  userId: string,
  saved: Record<string, unknown>,
) {
  cache.modify<{ preferences: Record<string, unknown> }>({
    id: cache.identify({ __typename: "User", id: userId }),
    fields: { preferences: (stored) => ({ ...stored, ...saved }) },
  });
}
