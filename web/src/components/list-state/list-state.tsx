import { Skeleton } from "@inkpanel/ui";
import type { ReactNode } from "react";
import { ErrorMessage } from "../error-message/error-message.tsx";

/** How a list that loads on its own says it failed: the query's error and a way to ask again. */
type Failure =
  { error?: undefined; onRetry?: undefined } | { error: Error | undefined; onRetry: () => void };

type ListStateProps<TData> = Failure & {
  /** what loaded; undefined while the first page loads, and when it failed */
  data: TData | undefined;
  /** the loading shape, the size of the loaded list */
  skeleton?: ReactNode;
  /** whether what loaded holds no items, so that `empty` shows instead */
  isEmpty?: (data: TData) => boolean;
  /** the empty state (the spec's words, and usually a way out) */
  empty?: ReactNode;
  /** the list itself, once it has items */
  children: (data: TData) => ReactNode;
};

/**
 * The states every list has: loading (a skeleton), failed (what happened and a retry), empty,
 * and the items. A list already shown stays when a later request fails.
 */
export function ListState<TData>({
  data,
  error,
  onRetry,
  skeleton = <Skeleton className="h-32 w-full" />,
  isEmpty,
  empty,
  children,
}: ListStateProps<TData>) {
  if (data === undefined) {
    if (error && onRetry) return <ErrorMessage error={error} onRetry={onRetry} />;
    return <div aria-busy="true">{skeleton}</div>;
  }
  if (isEmpty?.(data)) return empty;
  return children(data);
}
