import type { FieldPolicy } from "@apollo/client";

/**
 * For top lists that only take `first` (no cursor): Load More asks again with a larger `first`,
 * and the longer answer replaces the shorter one under the same key arguments.
 */
export function growingList(keyArgs: string[]): FieldPolicy<unknown[]> {
  return {
    keyArgs,
    merge: (_existing, incoming) => incoming,
  };
}
