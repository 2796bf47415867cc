import { ApolloLink } from "@apollo/client";
import { OperationTypeNode } from "graphql";
import { mergeMap, of, tap } from "rxjs";

/**
 * The context of a mutation that only records what the reader is doing (a view counted, a page
 * turned): the screen sending it already shows what it records, so no query in flight is asked
 * again for it.
 */
export const RECORDS_ONLY = { recordsOnly: true } as const;

/**
 * A query sent before a save and answered after it may have been read before the save: written to
 * the cache after the save's answer, it would put the old values back on screen, as if the save
 * had not happened. Such a query is asked again, once, and only its new answer goes on.
 */
export function rereadAfterSaves(): ApolloLink {
  /** saves answered so far (a failed one too: asking again costs one request) */
  let saves = 0;
  return new ApolloLink((operation, forward) => {
    if (operation.operationType === OperationTypeNode.MUTATION) {
      if (operation.getContext().recordsOnly) return forward(operation);
      return forward(operation).pipe(tap(() => void (saves += 1)));
    }
    if (operation.operationType !== OperationTypeNode.QUERY) return forward(operation);
    const savesWhenSent = saves;
    return forward(operation).pipe(
      mergeMap((answer) => (saves === savesWhenSent ? of(answer) : forward(operation))),
    );
  });
}
