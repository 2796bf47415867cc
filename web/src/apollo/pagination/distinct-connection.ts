import type {
  FieldFunctionOptions,
  FieldMergeFunction,
  FieldPolicy,
  Reference,
  StoreObject,
} from "@apollo/client";
import { relayStylePagination } from "@apollo/client/utilities";

type KeyArgs = Parameters<typeof relayStylePagination>[0];
type Connection = { edges: (StoreObject | Reference)[] } & Record<string, unknown>;

/**
 * relayStylePagination, where a Load More's page leaves out what the list already shows. Pages
 * follow a cursor into an order that moves while a reader scrolls (views, ratings): a title that
 * fell past the cursor between two pages comes again on the next one, and would show twice, as
 * two cards under one React key. It stays where the reader first saw it.
 *
 * `identityOf` names what an edge shows (undefined: never left out), read through `readField`.
 */
export function distinctConnection(
  keyArgs: KeyArgs,
  identityOf: (node: unknown, readField: FieldFunctionOptions["readField"]) => unknown,
): FieldPolicy {
  const relay = relayStylePagination(keyArgs) as FieldPolicy;
  const merge = relay.merge as FieldMergeFunction<Connection | null, Connection | null>;
  return {
    ...relay,
    merge(existing, incoming, options) {
      const merged = merge(existing, incoming, options);
      if (!merged) return merged;
      const seen = new Set<unknown>();
      const edges = merged.edges.filter((edge) => {
        const identity = identityOf(options.readField("node", edge), options.readField);
        if (identity === undefined) return true;
        if (seen.has(identity)) return false;
        seen.add(identity);
        return true;
      });
      return edges.length === merged.edges.length ? merged : { ...merged, edges };
    },
  };
}
