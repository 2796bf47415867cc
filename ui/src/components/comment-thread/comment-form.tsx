import { useState, type FormEvent } from "react";
import { Button } from "../button/button.tsx";
import { Textarea } from "../textarea/textarea.tsx";
import { useUiText } from "../../lib/ui-text.tsx";

export interface CommentFormProps {
  /** Names the text box ("Add a comment", "Reply to Mina"). */
  label: string;
  submitLabel: string;
  initialBody?: string;
  maxLength: number;
  /** Rejects with a message to show; the text is kept then. */
  onSubmit: (body: string) => Promise<void>;
  onCancel?: () => void;
}

/** A text box for a comment, reply or edit: blank or over-long texts cannot be sent. */
export function CommentForm({
  label,
  submitLabel,
  initialBody = "",
  maxLength,
  onSubmit,
  onCancel,
}: CommentFormProps) {
  const text = useUiText();
  const [body, setBody] = useState(initialBody);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const length = [...body].length;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await onSubmit(body);
      setBody("");
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setPending(false);
    }
  };
  return (
    <form method="post" onSubmit={submit} className="space-y-2">
      <Textarea
        aria-label={label}
        placeholder={label}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        rows={3}
        counterMax={maxLength}
      />
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex items-center justify-end gap-2">
        {onCancel && (
          <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
            {text.comments.cancel}
          </Button>
        )}
        <Button
          type="submit"
          size="sm"
          disabled={pending || body.trim() === "" || length > maxLength}
        >
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
