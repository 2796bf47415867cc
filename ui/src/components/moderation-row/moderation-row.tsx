import { cn } from "../../lib/cn.ts";
import { Button } from "../button/button.tsx";
import { useUiText } from "../../lib/ui-text.tsx";

export interface ModerationReport {
  id: string;
  reporterName: string;
  reason: string;
  /** already formatted */
  date: string;
}

export interface ModerationRowProps {
  authorName: string;
  /** the comment, plain text as typed */
  body: string;
  /** where it was posted ("Why we read", "Tides of Ink, chapter 3") */
  where: string;
  whereHref?: string;
  reports: ModerationReport[];
  onDismiss: () => void;
  onDelete: () => void;
  pending?: boolean;
  className?: string;
}

/** A reported comment in the moderators' queue, with its reports: dismiss them, or delete it. */
export function ModerationRow({
  authorName,
  body,
  where,
  whereHref,
  reports,
  onDismiss,
  onDelete,
  pending,
  className,
}: ModerationRowProps) {
  const text = useUiText();
  return (
    <article
      aria-label={text.comments.commentBy(authorName)}
      className={cn("space-y-3 rounded-xl border bg-card p-4", className)}
    >
      <header className="text-sm">
        <span className="font-medium">{authorName}</span>{" "}
        <span className="text-muted-foreground">
          on{" "}
          {whereHref ? (
            <a className="underline" href={whereHref}>
              {where}
            </a>
          ) : (
            where
          )}
        </span>
      </header>
      <blockquote className="border-l-2 pl-3 text-sm leading-6 break-words whitespace-pre-line">
        {body}
      </blockquote>
      <div>
        <p className="text-xs font-medium text-muted-foreground">
          {text.comments.reportCount(reports.length)}
        </p>
        <ul className="mt-1 space-y-1 text-sm">
          {reports.map((report) => (
            <li key={report.id}>
              <span className="font-medium">{report.reporterName}</span>{" "}
              <span className="text-xs text-muted-foreground">{report.date}</span>:{" "}
              <span className="break-words">{report.reason}</span>
            </li>
          ))}
        </ul>
      </div>
      <footer className="flex justify-end gap-2">
        <Button variant="outline" size="sm" disabled={pending} onClick={onDismiss}>
          {text.comments.dismissReports}
        </Button>
        <Button variant="destructive" size="sm" disabled={pending} onClick={onDelete}>
          {text.comments.deleteComment}
        </Button>
      </footer>
    </article>
  );
}
