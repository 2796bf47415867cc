import { ThumbsUp } from "lucide-react";
import { useState, type ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { Avatar } from "../avatar/avatar.tsx";
import { Button } from "../button/button.tsx";
import { Rating } from "../rating/rating.tsx";
import { useUiText } from "../../lib/ui-text.tsx";

export interface ReviewCardProps {
  authorName: string;
  authorAvatarUrl?: string | null;
  /** 1–10 */
  rating: number;
  /** Plain text, shown as typed (never as HTML). */
  body: string;
  containsSpoilers?: boolean;
  /** When it was written, already formatted ("Mar 3, 2026"). */
  date: string;
  helpfulCount: number;
  markedHelpful?: boolean;
  /** Absent where the reader may not mark it (their own review). */
  onToggleHelpful?: () => void;
  helpfulPending?: boolean;
  /** Edit and delete, for the reader's own review. */
  actions?: ReactNode;
  className?: string;
}

/** One reader's review: who, their score, the text (spoilers hidden until asked), helpful votes. */
export function ReviewCard({
  authorName,
  authorAvatarUrl,
  rating,
  body,
  containsSpoilers = false,
  date,
  helpfulCount,
  markedHelpful = false,
  onToggleHelpful,
  helpfulPending,
  actions,
  className,
}: ReviewCardProps) {
  const text = useUiText();
  const [spoilersShown, setSpoilersShown] = useState(false);
  const hidden = containsSpoilers && !spoilersShown;
  return (
    <article className={cn("space-y-3 rounded-xl border bg-card p-4", className)}>
      <header className="flex items-center gap-3">
        <Avatar name={authorName} src={authorAvatarUrl} size="sm" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium">{authorName}</p>
          <p className="text-xs text-muted-foreground">{date}</p>
        </div>
        <Rating value={rating} />
      </header>
      {hidden ? (
        <div className="rounded-lg bg-muted p-3 text-sm">
          <span className="mr-2 text-muted-foreground">{text.review.containsSpoilers}</span>
          <Button
            variant="link"
            size="sm"
            className="h-auto p-0"
            onClick={() => setSpoilersShown(true)}
          >
            {text.review.showSpoilers}
          </Button>
        </div>
      ) : (
        <p className="text-sm leading-6 break-words whitespace-pre-line">{body}</p>
      )}
      <footer className="flex flex-wrap items-center gap-2">
        {onToggleHelpful ? (
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={markedHelpful}
            disabled={helpfulPending}
            onClick={onToggleHelpful}
          >
            <ThumbsUp className={markedHelpful ? "fill-current" : undefined} aria-hidden />
            {text.review.helpful(helpfulCount)}
          </Button>
        ) : (
          <span className="text-xs text-muted-foreground">
            {text.review.foundHelpful(helpfulCount)}
          </span>
        )}
        {actions && <div className="ml-auto flex gap-2">{actions}</div>}
      </footer>
    </article>
  );
}
