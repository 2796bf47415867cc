import { useState, useTransition } from "react";
import type { FetchMore } from "./route-data.tsx";

interface PageInfo {
  endCursor?: string | null;
}

/**
 * Load More for a route's connection: fetches the page after `pageInfo.endCursor`, which the
 * field's Relay-style cache policy appends. The list already shown stays while it loads.
 */
export function useLoadMore(fetchMore: FetchMore<{ after?: string | null }>, pageInfo: PageInfo) {
  const [isLoading, startTransition] = useTransition();
  const [error, setError] = useState<Error | null>(null);

  const loadMore = () => {
    setError(null);
    startTransition(async () => {
      await fetchMore({ variables: { after: pageInfo.endCursor ?? null } }).catch(
        (caught: unknown) => setError(caught instanceof Error ? caught : new Error(String(caught))),
      );
    });
  };

  return { isLoading, error, loadMore };
}
