import { useState, useTransition } from "react";

/**
 * Fetches the next page of a query's connection: a route query's (RouteData hands it down) or a
 * component's own `useQuery` one. It rejects when the page does not load, and the page already
 * shown stays.
 */
export type FetchMore<TVariables> = (options: {
  variables: Partial<TVariables>;
}) => Promise<unknown>;

/** Where a list's Load More is: loading, failed (with the error) or idle. */
export interface LoadMoreState {
  isLoading: boolean;
  error: Error | null;
  loadMore: () => void;
}

/**
 * Load More for one connection, the only one lists use (with LoadMoreWithRetry to show it):
 * fetches the page that `nextPage` names (the cursor after the last item), which the field's
 * Relay-style cache policy appends. The list already shown stays while it loads and when it
 * fails; calling `loadMore` again retries.
 */
export function useLoadMore<TVariables>(
  fetchMore: FetchMore<TVariables>,
  nextPage: Partial<TVariables>,
): LoadMoreState {
  const [isLoading, startTransition] = useTransition();
  const [error, setError] = useState<Error | null>(null);

  const loadMore = () => {
    setError(null);
    startTransition(async () => {
      await fetchMore({ variables: nextPage }).catch((caught: unknown) =>
        setError(caught instanceof Error ? caught : new Error(String(caught))),
      );
    });
  };

  return { isLoading, error, loadMore };
}
