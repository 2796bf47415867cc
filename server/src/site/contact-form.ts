import { Router, type Request, type Response } from "express";
import type { Context } from "../lib/context.ts";
import { failureParams, fieldsOf, formFailureOf, readPlainForm } from "../lib/plain-forms.ts";
import type { FormFailure } from "../lib/plain-forms.ts";
import { sendContactMessage } from "./service.ts";

/**
 * The field the API refused in a contact message sent as a form (`/contact?error=`), which can
 * also say the sender's throttling (`rate-limited`) or any other failure (`failed`).
 */
export type ContactFormError = "name" | "email" | "subject" | "category" | "message";

const REFUSED_FIELDS: Record<string, ContactFormError> = {
  "input.name": "name",
  "input.email": "email",
  "input.subject": "subject",
  "input.category": "category",
  "input.message": "message",
};

/**
 * `POST /contact`: the contact form sent by the browser itself, without JavaScript or before the
 * app is up (lib/plain-forms.ts). It sends the message as `sendContactMessage` does, with its
 * throttling, then goes back to the page: `?sent=` the address the answer goes to, or `?error=`
 * with everything typed, so nothing is lost.
 */
export function createContactFormRouter(
  contextOf: (request: Request, response: Response) => Promise<Context>,
  siteUrl: string,
): Router {
  const router = Router();
  // A message of 1,000 characters in Japanese is 9 kB as a form sends it.
  router.post("/contact", readPlainForm(siteUrl, "16kb"), async (request, response) => {
    const field = fieldsOf(request);
    const typed = {
      name: field("name"),
      email: field("email"),
      subject: field("subject"),
      category: field("category"),
      message: field("message"),
    };
    const failed = (failure: FormFailure<ContactFormError>) =>
      response.redirect(303, `/contact?${failureParams(failure, typed)}`);
    try {
      await sendContactMessage(await contextOf(request, response), {
        ...typed,
        // "Choose a category" sends an empty one: none.
        category: typed.category || null,
      });
    } catch (error) {
      return failed(
        formFailureOf(request, error, { fields: REFUSED_FIELDS }, "contact message by form"),
      );
    }
    response.redirect(303, `/contact?${new URLSearchParams({ sent: typed.email.trim() })}`);
  });
  return router;
}
