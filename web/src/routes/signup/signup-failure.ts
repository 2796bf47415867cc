import { MIN_PASSWORD_LENGTH } from "@inkpanel/input-rules";
import { t } from "@lingui/core/macro";
import { formFailure, ruleRefusal } from "../../components/account/form-failure.ts";
import { emailAddress, readerName } from "../../components/forms/form-rules.ts";

/** Why the sign-up form, sent without JavaScript, failed (`?error=`, with the name and address). */
export function failureInAddress(search: URLSearchParams): string | undefined {
  switch (search.get("error")) {
    case "missing":
      return t`Fill in your name, your e-mail address and the password twice.`;
    case "name":
      return ruleRefusal(readerName.safeParse(search.get("name") ?? ""));
    case "email":
      return ruleRefusal(emailAddress.safeParse(search.get("email") ?? ""));
    // The password fields take at most its longest length: only a short one is refused.
    case "password":
      return t`Use at least ${MIN_PASSWORD_LENGTH} characters.`;
    case "mismatch":
      return t`The passwords differ.`;
    case "terms":
      return t`Accept the terms to create an account.`;
    case "email-taken":
      return t`An account already uses this e-mail address.`;
    default:
      return formFailure(search);
  }
}
