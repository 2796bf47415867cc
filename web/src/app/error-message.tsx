import { Button } from "@inkpanel/ui";
import { RotateCw } from "lucide-react";
import { t } from "@lingui/core/macro";

interface ErrorMessageProps {
  error: Error | undefined;
  onRetry: () => void;
}

/** What went wrong while loading, and a way to try again. */
export function ErrorMessage({ error, onRetry }: ErrorMessageProps) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-lg flex-col items-center gap-3 px-4 py-16 text-center"
    >
      <h2 className="text-lg font-semibold">{t`Something went wrong`}</h2>
      <p className="text-muted-foreground">
        {t`This page could not be loaded. Check your connection and try again.`}
      </p>
      {error && (
        <details className="w-full text-left text-xs text-muted-foreground">
          <summary className="cursor-pointer text-center">{t`Details`}</summary>
          <p className="mt-2 break-words">{error.message}</p>
        </details>
      )}
      <Button variant="outline" onClick={onRetry}>
        <RotateCw /> {t`Try again`}
      </Button>
    </div>
  );
}
