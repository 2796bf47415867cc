import { LoaderCircle, RotateCw } from "lucide-react";
import { cn } from "../../lib/cn.ts";
import { handledInPlace } from "../../lib/plain-click.ts";
import { useUiText } from "../../lib/ui-text.tsx";
import { Button } from "../button/button.tsx";

export interface LoadMoreProps {
  /** How many items are on screen. */
  shown: number;
  /** How many exist in all, where the list knows: the count line shows then. */
  total?: number;
  /** Whether a next page exists; by default, while fewer than `total` are shown. */
  hasMore?: boolean;
  loading?: boolean;
  /** Why the last page did not load: shown with a Try again, which calls `onLoadMore`. */
  failure?: string;
  onLoadMore: () => void;
  /**
   * The next page's own address. Load More is then a link: a plain click loads the page in
   * place, and without JavaScript (or opened in a new tab) the link leads to it.
   */
  href?: string;
  className?: string;
}

/** The end of a paged list: a count, Load More while there is more, and a failed page's retry. */
export function LoadMore({
  shown,
  total,
  hasMore = total !== undefined && shown < total,
  loading = false,
  failure,
  onLoadMore,
  href,
  className,
}: LoadMoreProps) {
  const { loadMore: text } = useUiText();
  return (
    <div className={cn("flex flex-col items-center gap-3 py-6", className)}>
      {failure && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-center gap-3 text-sm text-destructive"
        >
          {failure}
          <Button variant="outline" size="sm" onClick={onLoadMore}>
            <RotateCw aria-hidden /> {text.tryAgain}
          </Button>
        </div>
      )}
      {total !== undefined && (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {hasMore ? text.showing(shown, total) : text.seenAll(total)}
        </p>
      )}
      {hasMore &&
        !failure &&
        (href === undefined ? (
          <Button
            variant="outline"
            size="lg"
            onClick={onLoadMore}
            disabled={loading}
            className="min-w-40"
          >
            <LoadMoreLabel loading={loading} />
          </Button>
        ) : (
          // A link while it loads too, so keyboard focus stays on it.
          <Button
            asChild
            variant="outline"
            size="lg"
            className="min-w-40 aria-disabled:pointer-events-none aria-disabled:opacity-50"
          >
            <a
              href={href}
              aria-disabled={loading || undefined}
              onClick={(event) => {
                if (handledInPlace(event) && !loading) onLoadMore();
              }}
            >
              <LoadMoreLabel loading={loading} />
            </a>
          </Button>
        ))}
    </div>
  );
}

function LoadMoreLabel({ loading }: { loading: boolean }) {
  const { loadMore: text } = useUiText();
  return (
    <>
      {loading && <LoaderCircle className="animate-spin" aria-hidden />}
      {loading ? text.loading : text.button}
    </>
  );
}
