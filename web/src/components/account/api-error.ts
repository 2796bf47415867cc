import { CombinedGraphQLErrors } from "@apollo/client";

/** What the API said went wrong, or null for a network or unexpected failure. */
export interface ApiError {
  code: string | undefined;
  message: string;
  /** the argument or input field at fault, e.g. `input.email` */
  argumentName: string | undefined;
  retryAfterSeconds: number | undefined;
}

export function apiErrorOf(error: unknown): ApiError | null {
  const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
  if (!first) return null;
  const extensions = first.extensions ?? {};
  return {
    code: typeof extensions.code === "string" ? extensions.code : undefined,
    // "Invalid argument "input.email": must be…" reads better beside the field as "This must be…".
    message: first.message.replace(/^Invalid argument "[^"]+": /, "This "),
    argumentName: typeof extensions.argumentName === "string" ? extensions.argumentName : undefined,
    retryAfterSeconds:
      typeof extensions.retryAfterSeconds === "number" ? extensions.retryAfterSeconds : undefined,
  };
}
