import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { cn } from "../../lib/cn.ts";
import { useUiText } from "../../lib/ui-text.tsx";

/** How long the "Copied" marker stays, per the spec. */
export const COPIED_MARKER_MS = 2000;

export interface CopyCodeBlockProps {
  code: string;
  /** Shown in the header, e.g. "bash" or "tsx". */
  language?: string;
  className?: string;
}

type CopyState = "idle" | "copied" | "failed";

export function CopyCodeBlock({ code, language, className }: CopyCodeBlockProps) {
  const text = useUiText();
  const [state, setState] = useState<CopyState>("idle");

  useEffect(() => {
    if (state === "idle") return;
    const timer = window.setTimeout(() => setState("idle"), COPIED_MARKER_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setState("copied");
    } catch {
      setState("failed"); // no clipboard permission (or an insecure page): say so rather than pretend
    }
  };

  return (
    <div className={cn("overflow-hidden rounded-xl border bg-muted/50", className)}>
      <div className="flex items-center justify-between border-b px-4 py-2">
        <span className="font-mono text-xs font-medium text-muted-foreground">
          {language ?? "code"}
        </span>
        <button
          type="button"
          onClick={copy}
          className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-xs font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground"
        >
          {state === "copied" ? (
            <Check className="size-3.5 text-success" aria-hidden />
          ) : (
            <Copy className="size-3.5" aria-hidden />
          )}
          <span aria-live="polite">
            {state === "copied"
              ? text.copy.copied
              : state === "failed"
                ? text.copy.failed
                : text.copy.copy}
          </span>
        </button>
      </div>
      <pre className="overflow-x-auto p-4 text-sm leading-6">
        <code className="font-mono text-foreground">{code}</code>
      </pre>
    </div>
  );
}
