import { cn, MangaCardSkeleton } from "@inkpanel/ui";
import type { FragmentType } from "../../gql";
import type { LibraryView } from "../../lib/library-view.ts";
import type { LoadMoreState } from "../../lib/use-load-more.ts";
import { LoadMoreWithRetry } from "../load-more-with-retry/load-more-with-retry.tsx";
import { MangaCard, type MangaCard_manga } from "../manga-card/manga-card.tsx";
import { useLingui } from "@lingui/react/macro";

export interface MangaResultItem {
  key: string;
  manga: FragmentType<typeof MangaCard_manga>;
  rank?: number;
  /** the page's largest image: its cover is fetched at once and first */
  priority?: boolean;
  /** "Not interested" on the card (grid view) */
  onDismiss?: () => void;
}

interface MangaResultsProps {
  items: readonly MangaResultItem[];
  view: LibraryView;
  /** the widest grid: 6 columns, 5 beside Browse's filter panel */
  columns?: 5 | 6;
  /** genres shown on a list row (3, or 4 in Browse) */
  listGenres?: number;
  /**
   * Load More, with how many titles the whole list holds (or, on a page that starts past the
   * list's start, whether there are more) and the next page's address
   */
  loadMore?: LoadMoreState & { total?: number; hasMore?: boolean; href?: string };
}

const gridColumns = {
  5: "grid-cols-2 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-5",
  6: "grid-cols-2 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6",
} as const;

/** A library list of titles as a cover grid or rows, with Load More below. */
export function MangaResults({
  items,
  view,
  columns = 6,
  listGenres = 3,
  loadMore,
}: MangaResultsProps) {
  return (
    <div className="space-y-8">
      <ul className={listClassName(view, columns)}>
        {items.map((item) => (
          <li key={item.key}>
            <MangaCard
              manga={item.manga}
              layout={view}
              rank={item.rank}
              priority={item.priority}
              onDismiss={item.onDismiss}
              maxGenres={view === "list" ? listGenres : undefined}
            />
          </li>
        ))}
      </ul>
      {loadMore && (
        <LoadMoreWithRetry
          shown={items.length}
          total={loadMore.total}
          hasMore={loadMore.hasMore}
          items="titles"
          state={loadMore}
          href={loadMore.href}
        />
      )}
    </div>
  );
}

/** The loading shape: as many placeholder cards as a page of results. */
export function MangaResultsSkeleton({
  view,
  count,
  columns = 6,
}: {
  view: LibraryView;
  count: number;
  columns?: 5 | 6;
}) {
  const { t } = useLingui();
  return (
    <ul className={listClassName(view, columns)} aria-busy="true" aria-label={t`Loading titles`}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <MangaCardSkeleton layout={view} />
        </li>
      ))}
    </ul>
  );
}

const listClassName = (view: LibraryView, columns: 5 | 6) =>
  cn(
    view === "grid" ? ["grid gap-x-4 gap-y-6", gridColumns[columns]] : "grid gap-3 lg:grid-cols-2",
  );
