import { useState } from "react";
import { cn } from "../../lib/cn.ts";
import { Avatar } from "../avatar/avatar.tsx";
import { Button } from "../button/button.tsx";
import { CommentForm } from "./comment-form.tsx";
import { useUiText } from "../../lib/ui-text.tsx";

export interface CommentView {
  id: string;
  /** null once deleted */
  authorName: string | null;
  authorAvatarUrl?: string | null;
  /** Plain text, shown as typed (never as HTML); empty once deleted. */
  body: string;
  deleted: boolean;
  /** When it was written, already formatted. */
  date: string;
  edited: boolean;
  /** The reader may edit and delete it (their own, or they moderate). */
  canChange: boolean;
  /** direct replies, oldest first (replies have none) */
  replies?: CommentView[];
  /** how many of its replies are not shown yet */
  moreReplies?: number;
}

export interface CommentActions {
  /** Absent while the reader may not write. Each handler rejects with a message to show. */
  onReply?: (parentId: string, body: string) => Promise<void>;
  onEdit: (id: string, body: string) => Promise<void>;
  onDelete: (id: string) => Promise<void>;
  /** absent when signed out */
  onReport?: (id: string, reason: string) => Promise<void>;
  /** shows the next replies of a comment that has `moreReplies` */
  onShowMoreReplies?: (id: string) => Promise<void>;
  maxLength: number;
}

type Mode = "reading" | "replying" | "editing" | "reporting";

function CommentItem({ comment, actions }: { comment: CommentView; actions: CommentActions }) {
  const text = useUiText();
  const [mode, setMode] = useState<Mode>("reading");
  const [reported, setReported] = useState(false);
  const [loadingReplies, setLoadingReplies] = useState(false);
  const done = () => setMode("reading");
  const showMoreReplies = () => {
    setLoadingReplies(true);
    void actions
      .onShowMoreReplies?.(comment.id)
      .catch(() => {})
      .finally(() => setLoadingReplies(false));
  };
  return (
    <li className="space-y-3">
      <article
        aria-label={
          comment.deleted
            ? text.comments.deletedComment
            : text.comments.commentBy(comment.authorName ?? "")
        }
        className="flex gap-3"
      >
        {comment.authorName ? (
          <Avatar name={comment.authorName} src={comment.authorAvatarUrl} size="sm" />
        ) : (
          <span className="size-8 shrink-0 rounded-full bg-muted" aria-hidden />
        )}
        <div className="min-w-0 flex-1 space-y-1">
          <p className="text-sm">
            <span className="font-medium">{comment.authorName ?? text.comments.deleted}</span>{" "}
            <span className="text-xs text-muted-foreground">
              {comment.date}
              {comment.edited && ` · ${text.comments.edited}`}
            </span>
          </p>
          {mode === "editing" ? (
            <CommentForm
              label={text.comments.editYourComment}
              submitLabel={text.comments.save}
              initialBody={comment.body}
              maxLength={actions.maxLength}
              onSubmit={async (body) => {
                await actions.onEdit(comment.id, body);
                done();
              }}
              onCancel={done}
            />
          ) : (
            <p
              className={cn(
                "text-sm leading-6 break-words whitespace-pre-line",
                comment.deleted && "text-muted-foreground italic",
              )}
            >
              {comment.deleted ? text.comments.deleted : comment.body}
            </p>
          )}
          {!comment.deleted && mode === "reading" && (
            <div className="flex flex-wrap gap-1">
              {actions.onReply && (
                <Button variant="ghost" size="sm" onClick={() => setMode("replying")}>
                  {text.comments.reply}
                </Button>
              )}
              {comment.canChange && (
                <>
                  <Button variant="ghost" size="sm" onClick={() => setMode("editing")}>
                    {text.comments.edit}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => void actions.onDelete(comment.id).catch(() => {})}
                  >
                    {text.comments.delete}
                  </Button>
                </>
              )}
              {actions.onReport && !comment.canChange && (
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={reported}
                  onClick={() => setMode("reporting")}
                >
                  {reported ? text.comments.reported : text.comments.report}
                </Button>
              )}
            </div>
          )}
          {mode === "replying" && actions.onReply && (
            <CommentForm
              label={text.comments.replyTo(comment.authorName ?? "")}
              submitLabel={text.comments.reply}
              maxLength={actions.maxLength}
              onSubmit={async (body) => {
                await actions.onReply!(comment.id, body);
                done();
              }}
              onCancel={done}
            />
          )}
          {mode === "reporting" && actions.onReport && (
            <CommentForm
              label={text.comments.whyReport}
              submitLabel={text.comments.report}
              maxLength={500}
              onSubmit={async (reason) => {
                await actions.onReport!(comment.id, reason);
                setReported(true);
                done();
              }}
              onCancel={done}
            />
          )}
        </div>
      </article>
      {comment.replies && comment.replies.length > 0 && (
        <ul className="space-y-3 border-l pl-4 sm:ml-4" aria-label={text.comments.replies}>
          {comment.replies.map((reply) => (
            <CommentItem key={reply.id} comment={reply} actions={actions} />
          ))}
        </ul>
      )}
      {!!comment.moreReplies && actions.onShowMoreReplies && (
        <Button
          variant="ghost"
          size="sm"
          className="sm:ml-4"
          disabled={loadingReplies}
          aria-busy={loadingReplies}
          onClick={showMoreReplies}
        >
          {text.comments.moreReplies(comment.moreReplies)}
        </Button>
      )}
    </li>
  );
}

export interface CommentThreadProps extends CommentActions {
  comments: CommentView[];
  className?: string;
}

/** Top-level comments, oldest first, each with its replies one level deep. */
export function CommentThread({ comments, className, ...actions }: CommentThreadProps) {
  const text = useUiText();
  return (
    <ul className={cn("space-y-5", className)} aria-label={text.comments.list}>
      {comments.map((comment) => (
        <CommentItem key={comment.id} comment={comment} actions={actions} />
      ))}
    </ul>
  );
}
