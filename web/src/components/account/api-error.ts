import { CombinedGraphQLErrors } from "@apollo/client";
import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** What the API said went wrong, or null for a network or unexpected failure. */
export interface ApiError {
  code: string | undefined;
  /** what to show the reader, in the interface's language */
  message: string;
  /** the argument or input field at fault, e.g. `input.email` */
  argumentName: string | undefined;
  retryAfterSeconds: number | undefined;
}

// The API writes its messages in English; other languages show the text for the error's code, and
// for a code without one (a limit, a malformed request: the app's own fault) that something failed.
const textOfCode: Record<string, MessageDescriptor> = {
  BAD_USER_INPUT: msg`This value is not accepted. Please check it and try again.`,
  UNAUTHENTICATED: msg`Please sign in first.`,
  FORBIDDEN: msg`You are not allowed to do this.`,
  NOT_FOUND: msg`This could not be found.`,
  RATE_LIMITED: msg`Too many attempts. Please wait a moment and try again.`,
  SERVICE_UNAVAILABLE: msg`The service is unavailable right now. Try again in a moment.`,
  EMAIL_TAKEN: msg`An account already uses this e-mail address.`,
  INVALID_CREDENTIALS: msg`The e-mail address or password is not right.`,
  ALREADY_SUBSCRIBED: msg`This address is already subscribed.`,
  TOKEN_EXPIRED: msg`This link has expired.`,
  TOKEN_INVALID: msg`This link is invalid or has already been used.`,
  INTERNAL_SERVER_ERROR: msg`Something went wrong. Please try again.`,
};

export function apiErrorOf(error: unknown): ApiError | null {
  const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
  if (!first) return null;
  const extensions = first.extensions ?? {};
  const code = typeof extensions.code === "string" ? extensions.code : undefined;
  const translated =
    i18n.locale !== "en"
      ? ((code && textOfCode[code]) ?? textOfCode.INTERNAL_SERVER_ERROR)
      : undefined;
  return {
    code,
    message: translated
      ? i18n._(translated)
      : // "Invalid argument "input.email": must be…" reads better beside the field as "This must be…".
        first.message.replace(/^Invalid argument "[^"]+": /, "This "),
    argumentName: typeof extensions.argumentName === "string" ? extensions.argumentName : undefined,
    retryAfterSeconds:
      typeof extensions.retryAfterSeconds === "number" ? extensions.retryAfterSeconds : undefined,
  };
}
