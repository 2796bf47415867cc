import { LoaderCircle } from "lucide-react";
import { cn } from "../../lib/cn.ts";
import { useUiText } from "../../lib/ui-text.tsx";
import { Button } from "../button/button.tsx";

export interface LoadMoreProps {
  /** How many items are on screen and how many exist in all. */
  shown: number;
  total: number;
  loading?: boolean;
  onLoadMore: () => void;
  className?: string;
}

/** The end of a paged list: a count, and Load More while there is more. */
export function LoadMore({ shown, total, loading = false, onLoadMore, className }: LoadMoreProps) {
  const hasMore = shown < total;
  const { loadMore: text } = useUiText();
  return (
    <div className={cn("flex flex-col items-center gap-3 py-6", className)}>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {hasMore ? text.showing(shown, total) : text.seenAll(total)}
      </p>
      {hasMore && (
        <Button
          variant="outline"
          size="lg"
          onClick={onLoadMore}
          disabled={loading}
          className="min-w-40"
        >
          {loading && <LoaderCircle className="animate-spin" aria-hidden />}
          {loading ? text.loading : text.button}
        </Button>
      )}
    </div>
  );
}
