import { MIN_PASSWORD_LENGTH } from "@inkpanel/input-rules";
import { plural, t } from "@lingui/core/macro";
import { emailAddress, readerName } from "../../components/forms/form-rules.ts";

/**
 * Why the sign-up form, sent by the browser itself (without JavaScript), failed: the server's
 * sign-up sends it back here with `?error=`, and the name and address the reader typed
 * (server/src/accounts/account-forms.ts). Said as the app says it when it sends the form.
 */
export function failureInAddress(search: URLSearchParams): string | undefined {
  const refusal = (result: { error?: { issues: { message: string }[] } }) =>
    result.error?.issues[0]?.message ?? t`Something went wrong. Please try again.`;
  switch (search.get("error")) {
    case "missing":
      return t`Fill in your name, your e-mail address and the password twice.`;
    case "name":
      return refusal(readerName.safeParse(search.get("name") ?? ""));
    case "email":
      return refusal(emailAddress.safeParse(search.get("email") ?? ""));
    // The password fields take at most its longest length: only a short one is refused.
    case "password":
      return t`Use at least ${MIN_PASSWORD_LENGTH} characters.`;
    case "mismatch":
      return t`The passwords differ.`;
    case "terms":
      return t`Accept the terms to create an account.`;
    case "email-taken":
      return t`An account already uses this e-mail address.`;
    case "rate-limited":
      // An hour's limit on sign-ups from one connection: the server says how long is left.
      return plural(Math.max(1, Number(search.get("retryAfter")) || 0), {
        one: "Too many requests came from your connection. Try again in # second.",
        other: "Too many requests came from your connection. Try again in # seconds.",
      });
    case "failed":
      return t`Something went wrong. Please try again.`;
    default:
      return undefined;
  }
}
