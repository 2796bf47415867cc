import { emailShape } from "@inkpanel/input-rules";
import { LoaderCircle, Send } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { cn } from "../../lib/cn.ts";
import { useUiText } from "../../lib/ui-text.tsx";
import { Button } from "../button/button.tsx";
import { Input } from "../input/input.tsx";

/** How a subscription ended: done, or why not, in words for the reader. */
export type NewsletterResult = { kind: "done" } | { kind: "error"; message: string };

export interface NewsletterFormProps {
  /** Resolves when subscribed; a rejection's message is shown to the reader. */
  onSubscribe: (email: string) => Promise<void>;
  /**
   * Where the browser itself sends the form, without JavaScript or before the app is up (the
   * address as `email`, with `fields` beside it); without it, subscribing needs JavaScript.
   */
  plainForm?: { action: string; fields: Record<string, string> };
  /** What the form starts with: such a form's answer, what was typed and how it ended. */
  initial?: { email: string; result?: NewsletterResult };
  /** The form's id, for an address to lead back to it (`#id`). */
  id?: string;
  className?: string;
}

type Status = { kind: "idle" } | { kind: "sending" } | NewsletterResult;

/** An address the API accepts (the form says why not itself, so the rule's messages go unused). */
const emailAddress = emailShape({ invalid: "", tooLong: "" });

/** E-mail box and Subscribe button; keeps what was typed when something fails. */
export function NewsletterForm({
  onSubscribe,
  plainForm,
  initial,
  id,
  className,
}: NewsletterFormProps) {
  const [email, setEmail] = useState(initial?.email ?? "");
  const [status, setStatus] = useState<Status>(initial?.result ?? { kind: "idle" });
  const messageId = useId();
  const { newsletter: text } = useUiText();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!emailAddress.safeParse(address).success) {
      setStatus({ kind: "error", message: text.invalidEmail });
      return;
    }
    setStatus({ kind: "sending" });
    try {
      await onSubscribe(address);
      setStatus({ kind: "done" });
      setEmail("");
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : text.failed;
      setStatus({ kind: "error", message });
    }
  };

  const message =
    status.kind === "error" ? status.message : status.kind === "done" ? text.subscribed : null;

  return (
    <form
      id={id}
      method="post"
      action={plainForm?.action}
      noValidate
      onSubmit={submit}
      className={cn("grid gap-2", className)}
    >
      {Object.entries(plainForm?.fields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="flex gap-2">
        <Input
          type="email"
          name={plainForm && "email"}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder="you@example.com"
          aria-label={text.emailLabel}
          aria-invalid={status.kind === "error" || undefined}
          aria-describedby={message ? messageId : undefined}
          disabled={status.kind === "sending"}
        />
        <Button type="submit" disabled={status.kind === "sending"}>
          {status.kind === "sending" ? (
            <LoaderCircle className="animate-spin" aria-hidden />
          ) : (
            <Send aria-hidden />
          )}
          {text.subscribe}
        </Button>
      </div>
      {message && (
        <p
          id={messageId}
          role={status.kind === "error" ? "alert" : "status"}
          className={cn(
            "text-sm",
            status.kind === "error" ? "font-medium text-destructive" : "text-success",
          )}
        >
          {message}
        </p>
      )}
    </form>
  );
}
