import { Button, LoadMore } from "@inkpanel/ui";
import { RotateCw } from "lucide-react";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { LoadMoreState } from "../../lib/use-load-more.ts";

/** The failure message for each kind of list. */
const couldNotLoadMore = {
  titles: msg`Could not load more titles.`,
  chapters: msg`Could not load more chapters.`,
  articles: msg`Could not load more articles.`,
  notifications: msg`Could not load more notifications.`,
};
type ListItems = keyof typeof couldNotLoadMore;

interface LoadMoreWithRetryProps {
  /** how many items are on screen and how many the whole list holds */
  shown: number;
  total: number;
  /** what the list holds, for the failure message */
  items: ListItems;
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
export function LoadMoreFailed({ items, onRetry }: { items: ListItems; onRetry: () => void }) {
  const { t, i18n } = useLingui();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-center gap-3 text-sm text-destructive"
    >
      {i18n._(couldNotLoadMore[items])}
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw /> {t`Try again`}
      </Button>
    </div>
  );
}
