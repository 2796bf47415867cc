import { Button, LoadMore } from "@inkpanel/ui";
import { RotateCw } from "lucide-react";
import type { LoadMoreState } from "./use-load-more.ts";

interface LoadMoreWithRetryProps {
  /** how many items are on screen and how many the whole list holds */
  shown: number;
  total: number;
  /** what the list holds, for the failure message: "titles", "chapters"… */
  items: string;
  state: LoadMoreState;
}

/** A list's Load More, with the failure and a Try again above it when a page did not load. */
export function LoadMoreWithRetry({ shown, total, items, state }: LoadMoreWithRetryProps) {
  return (
    <div>
      {state.error && <LoadMoreFailed items={items} onRetry={state.loadMore} />}
      <LoadMore shown={shown} total={total} loading={state.isLoading} onLoadMore={state.loadMore} />
    </div>
  );
}

/** Says the next page of `items` did not load, beside a Try again; the list stays as it was. */
export function LoadMoreFailed({ items, onRetry }: { items: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-center gap-3 text-sm text-destructive"
    >
      Could not load more {items}.
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw /> Try again
      </Button>
    </div>
  );
}
