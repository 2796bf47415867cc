import { LoadMore } from "@inkpanel/ui";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { LoadMoreState } from "../../lib/use-load-more.ts";

/** The failure message for each kind of list. */
const couldNotLoadMore = {
  titles: msg`Could not load more titles.`,
  chapters: msg`Could not load more chapters.`,
  articles: msg`Could not load more articles.`,
  notifications: msg`Could not load more notifications.`,
  reviews: msg`Could not load more reviews.`,
  comments: msg`Could not load more comments.`,
};
export type ListItems = keyof typeof couldNotLoadMore;

interface LoadMoreWithRetryProps {
  /** how many items are on screen */
  shown: number;
  /** how many the whole list holds, where the API counts them */
  total?: number;
  /** whether a next page exists, where the API does not count the list */
  hasMore?: boolean;
  /** what the list holds, for the failure message */
  items: ListItems;
  /** the list's `useLoadMore` */
  state: LoadMoreState;
  /** the next page's own address, where the list has one (see page-cursor.ts) */
  href?: string;
}

/**
 * Every list's Load More: the count, the button, and when a page did not load, why, with a Try
 * again (the list already shown stays).
 */
export function LoadMoreWithRetry({
  shown,
  total,
  hasMore,
  items,
  state,
  href,
}: LoadMoreWithRetryProps) {
  const { i18n } = useLingui();
  return (
    <LoadMore
      shown={shown}
      total={total}
      hasMore={hasMore}
      loading={state.isLoading}
      failure={state.error ? i18n._(couldNotLoadMore[items]) : undefined}
      onLoadMore={state.loadMore}
      href={href}
    />
  );
}
