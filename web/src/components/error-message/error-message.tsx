import { Button } from "@inkpanel/ui";
import { RotateCw } from "lucide-react";
import { plural, t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { apiErrorOf } from "../account/api-error.ts";

interface ErrorMessageProps {
  error: Error | undefined;
  onRetry: () => void;
}

/** Why the page did not load, in words for the reader: the API's reason when it gave one. */
function reasonOf(error: Error | undefined): string {
  const apiError = apiErrorOf(error);
  if (apiError?.code === "RATE_LIMITED") {
    return plural(apiError.retryAfterSeconds ?? 1, {
      one: "Too many requests came from your connection. Try again in # second.",
      other: "Too many requests came from your connection. Try again in # seconds.",
    });
  }
  return (
    apiError?.message ?? t`This page could not be loaded. Check your connection and try again.`
  );
}

/** What went wrong while loading, and a way to try again. */
export function ErrorMessage({ error, onRetry }: ErrorMessageProps) {
  const { t } = useLingui();
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-lg flex-col items-center gap-3 px-4 py-16 text-center"
    >
      <h2 className="text-lg font-semibold">{t`Something went wrong`}</h2>
      <p className="text-muted-foreground">{reasonOf(error)}</p>
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
