interface ErrorMessageProps {
  error: Error | undefined;
  onRetry: () => void;
}

/** What went wrong while loading, and a way to try again. */
export function ErrorMessage({ error, onRetry }: ErrorMessageProps) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-4 py-16 text-center">
      <h2 className="text-lg font-semibold">Something went wrong</h2>
      <p>{error?.message ?? "The server sent no data."}</p>
      <button type="button" onClick={onRetry} className="rounded border px-4 py-2">
        Try again
      </button>
    </div>
  );
}
