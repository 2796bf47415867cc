import { plural, t } from "@lingui/core/macro";

// Words for why an account form, sent by the browser itself (without JavaScript), failed: the
// server's handler (server/src/accounts/account-forms.ts) sends it back to its page with
// `?error=` and what was typed, and the page says it as the app says it when it sends the form.

/** The first message of a field rule that refused the value sent back. */
export function ruleRefusal(result: { error?: { issues: { message: string }[] } }): string {
  return result.error?.issues[0]?.message ?? somethingWentWrong();
}

/** What a page says for the failures every form may come back with; nothing for an unknown one. */
export function formFailure(search: URLSearchParams): string | undefined {
  switch (search.get("error")) {
    case "rate-limited":
      return tooManyRequests(search);
    case "failed":
      return somethingWentWrong();
    default:
      return undefined;
  }
}

/** The server's limit on such forms from one connection, and how long is left (`retryAfter`). */
function tooManyRequests(search: URLSearchParams): string {
  return plural(Math.max(1, Number(search.get("retryAfter")) || 0), {
    one: "Too many requests came from your connection. Try again in # second.",
    other: "Too many requests came from your connection. Try again in # seconds.",
  });
}

export const somethingWentWrong = () => t`Something went wrong. Please try again.`;
