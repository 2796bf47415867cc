import { useMutation } from "@apollo/client/react";
import { type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { graphql } from "../../gql";
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
  const { t, i18n } = useLingui();
  const [subscribe] = useMutation(SubscribeNewsletter);
  return async (email) => {
    try {
      await subscribe({ variables: { email } });
    } catch (error) {
      const code = apiErrorOf(error)?.code;
      const known = code ? messagesByCode[code] : undefined;
      throw new Error(known ? i18n._(known) : t`Something went wrong. Please try again.`, {
        cause: error,
      });
    }
  };
}
