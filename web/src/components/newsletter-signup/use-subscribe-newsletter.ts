import { useMutation } from "@apollo/client/react";
import { type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { NewsletterFormProps, NewsletterResult } from "@inkpanel/ui";
import { useLocation } from "react-router";
import { graphql } from "../../gql";
import { formFailure, somethingWentWrong } from "../account/form-failure.ts";
import { apiErrorOf } from "../account/api-error.ts";

const SubscribeNewsletter = graphql(`
  mutation SubscribeNewsletter($email: String!) {
    subscribeNewsletter(email: $email)
  }
`);

/** What the reader reads when the API turns an address down, by the error's code. */
const messagesByCode: Record<string, MessageDescriptor> = {
  ALREADY_SUBSCRIBED: msg`This address is already subscribed.`,
  BAD_USER_INPUT: msg`Enter a valid e-mail address.`,
};

/**
 * Subscribes an address through the API, for the design system's NewsletterForm: resolves when
 * subscribed, and rejects with a message meant for the reader.
 */
export function useSubscribeNewsletter(): (email: string) => Promise<void> {
  const { i18n } = useLingui();
  const [subscribe] = useMutation(SubscribeNewsletter);
  return async (email) => {
    try {
      await subscribe({ variables: { email } });
    } catch (error) {
      const code = apiErrorOf(error)?.code;
      const known = code ? messagesByCode[code] : undefined;
      throw new Error(known ? i18n._(known) : somethingWentWrong(), { cause: error });
    }
  };
}

/**
 * A NewsletterForm that also works as a plain form, without JavaScript or before the app is up:
 * the browser posts it to /newsletter (server/src/site/newsletter-form.ts), which comes back to
 * this page at the form `id`, with how it ended in the address; the form starts with that.
 */
export function useNewsletterPlainForm(
  id: string,
): Pick<NewsletterFormProps, "plainForm" | "initial" | "id"> {
  const { i18n } = useLingui();
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const answered = params.get("newsletterForm") === id;
  return {
    id,
    plainForm: { action: "/newsletter", fields: { returnTo: pathname + search, form: id } },
    initial: answered
      ? {
          email: params.get("newsletterEmail") ?? "",
          result: resultInAddress(params, (code) => i18n._(messagesByCode[code]!)),
        }
      : undefined,
  };
}

/** How the plain form ended (`?newsletter=`); nothing for an address that does not say. */
function resultInAddress(
  params: URLSearchParams,
  message: (code: keyof typeof messagesByCode) => string,
): NewsletterResult | undefined {
  const outcome = params.get("newsletter");
  switch (outcome) {
    case "subscribed":
      return { kind: "done" };
    case "email":
      return { kind: "error", message: message("BAD_USER_INPUT") };
    case "already-subscribed":
      return { kind: "error", message: message("ALREADY_SUBSCRIBED") };
    default: {
      // The failures every plain form may come back with, as the account forms say them.
      const failure = formFailure(
        new URLSearchParams({
          error: outcome ?? "",
          retryAfter: params.get("newsletterRetryAfter") ?? "",
        }),
      );
      return failure ? { kind: "error", message: failure } : undefined;
    }
  }
}
