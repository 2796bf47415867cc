import { LoaderCircle } from "lucide-react";
import { cn } from "../../lib/cn.ts";
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
  return (
    <div className={cn("flex flex-col items-center gap-3 py-6", className)}>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {hasMore ? `Showing ${shown} of ${total}` : `You've seen all ${total}`}
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
          {loading ? "Loading…" : "Load More"}
        </Button>
      )}
    </div>
  );
}
