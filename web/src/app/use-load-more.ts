import type { OperationVariables } from "@apollo/client";
import { useQueryRefHandlers, type QueryRef } from "@apollo/client/react";
import { useState, useTransition } from "react";
import type { DataStates } from "./route-data.tsx";

interface PageInfo {
  endCursor?: string | null;
}

/**
 * Load More for a route's connection: fetches the page after `pageInfo.endCursor`, which the
 * field's Relay-style cache policy appends. The list already shown stays while it loads.
 */
export function useLoadMore<
  TData,
  TVariables extends OperationVariables & { after?: string | null },
  TStates extends DataStates,
>(
  queryRef: QueryRef<TData, TVariables, TStates>,
  pageInfo: PageInfo,
) {
  const { fetchMore } = useQueryRefHandlers(queryRef);
  const [isLoading, startTransition] = useTransition();
  const [error, setError] = useState<Error | null>(null);

  const loadMore = () => {
    setError(null);
    startTransition(async () => {
      const result = await fetchMore({
        variables: { after: pageInfo.endCursor ?? null } as Partial<TVariables>,
      }).catch((caught: unknown) => ({ error: caught as Error }));
      if (result.error) setError(result.error);
    });
  };

  return { isLoading, error, loadMore };
}
