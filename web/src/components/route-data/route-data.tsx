import type { DataState, OperationVariables } from "@apollo/client";
import { useQueryRefHandlers, useReadQuery, type QueryRef } from "@apollo/client/react";
import { Suspense, type ReactNode } from "react";
import type { FetchMore } from "../../lib/use-load-more.ts";
import { ErrorMessage } from "../error-message/error-message.tsx";

/** The states a query reference can be in (complete, streaming, partial, empty). */
export type DataStates = DataState<unknown>["dataState"];

interface RouteDataProps<TData, TVariables extends OperationVariables, TStates extends DataStates> {
  queryRef: QueryRef<TData, TVariables, TStates>;
  /** shown while the query loads; the same size as the loaded view */
  skeleton: ReactNode;
  children: (data: TData, fetchMore: FetchMore<TVariables>) => ReactNode;
}

/**
 * Reads a route's preloaded query with the states every data view has: the skeleton while it
 * loads, an error with a retry, then the data.
 */
export function RouteData<TData, TVariables extends OperationVariables, TStates extends DataStates>(
  props: RouteDataProps<TData, TVariables, TStates>,
) {
  return (
    <Suspense fallback={props.skeleton}>
      <LoadedRouteData {...props} />
    </Suspense>
  );
}

function LoadedRouteData<TData, TVariables extends OperationVariables, TStates extends DataStates>({
  queryRef,
  children,
}: RouteDataProps<TData, TVariables, TStates>) {
  // The query's one set of handlers, called before reading: it hands a refetch's or Load More's
  // new promise to the reference that useReadQuery then reads. (A second set on the same
  // reference would put back the promise it last saw and undo a Load More.)
  const { refetch, fetchMore } = useQueryRefHandlers(queryRef);
  const { data, error } = useReadQuery(queryRef);
  if (error || data === undefined) {
    return <ErrorMessage error={error} onRetry={() => void refetch()} />;
  }
  // fetchMore ignores the client's default errorPolicy ("none" unless given), and a rejected
  // fetchMore rejects the reference's promise, which useReadQuery throws past this component to
  // the router's error page. With "all" the failure comes back as the result's error instead,
  // and is rejected from here, where only the Load More that asked sees it.
  const fetchMoreKeepingPage: FetchMore<TVariables> = async ({ variables }) => {
    const result = await fetchMore({ variables, errorPolicy: "all" });
    if (result.error) throw result.error;
    return result;
  };
  return children(data as TData, fetchMoreKeepingPage);
}
