import { useMutation } from "@apollo/client/react";
import { graphql } from "../../gql";
import { apiErrorOf } from "../account/api-error.ts";

const SubscribeNewsletter = graphql(`
  mutation SubscribeNewsletter($email: String!) {
    subscribeNewsletter(email: $email)
  }
`);

/** What the reader reads when the API turns an address down, by the error's code. */
const messagesByCode: Record<string, string> = {
  ALREADY_SUBSCRIBED: "This address is already subscribed.",
  BAD_USER_INPUT: "Enter a valid e-mail address.",
};

/**
 * Subscribes an address through the API, for the design system's NewsletterForm: resolves when
 * subscribed, and rejects with a message meant for the reader.
 */
export function useSubscribeNewsletter(): (email: string) => Promise<void> {
  const [subscribe] = useMutation(SubscribeNewsletter);
  return async (email) => {
    try {
      await subscribe({ variables: { email } });
    } catch (error) {
      const code = apiErrorOf(error)?.code;
      throw new Error((code && messagesByCode[code]) || "Something went wrong. Please try again.", {
        cause: error,
      });
    }
  };
}
