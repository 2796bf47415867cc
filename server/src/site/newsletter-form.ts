import { Router, type Request, type Response } from "express";
import type { Context } from "../lib/context.ts";
import { fieldsOf, formFailureOf, pathOnThisSite, readPlainForm } from "../lib/plain-forms.ts";
import { subscribeNewsletter } from "./service.ts";

/**
 * How a newsletter form sent by the browser ended, as the page it came from reads it
 * (`?newsletter=`): subscribed, or why not (the address refused, already subscribed, the sender's
 * throttling, or any other failure).
 */
export type NewsletterFormOutcome =
  "subscribed" | "email" | "already-subscribed" | "rate-limited" | "failed";

/** The parameters the answer adds to the page's address (any earlier answer's are replaced). */
const ANSWER_PARAMS = ["newsletter", "newsletterForm", "newsletterEmail", "newsletterRetryAfter"];

/**
 * `POST /newsletter`: a newsletter form (the footer's on every page, the blog's) sent by the
 * browser itself, without JavaScript or before the app is up (lib/plain-forms.ts). It subscribes
 * the address as `subscribeNewsletter` does, with its limits, then goes back to the page the form
 * was on (`returnTo`), at the form (`#form`), with how it ended and, when it failed, the address
 * typed, so nothing is lost.
 */
export function createNewsletterFormRouter(
  contextOf: (request: Request, response: Response) => Promise<Context>,
  siteUrl: string,
): Router {
  const router = Router();
  router.post("/newsletter", readPlainForm(siteUrl, "4kb"), async (request, response) => {
    const field = fieldsOf(request);
    const email = field("email");
    // The form's id, which the page uses to find its answer and the browser to scroll to it.
    const form = /^[a-z][a-z-]{0,39}$/.test(field("form")) ? field("form") : "newsletter";
    const back = (outcome: NewsletterFormOutcome, more: Record<string, string> = {}) => {
      const page = new URL(pathOnThisSite(field("returnTo")) ?? "/", siteUrl);
      // The URL parser's own steps ("/.//host") can still make another site's address of it.
      if (pathOnThisSite(page.pathname) === undefined) page.pathname = "/";
      for (const name of ANSWER_PARAMS) page.searchParams.delete(name);
      const answer = { newsletter: outcome, newsletterForm: form, ...more };
      for (const [name, value] of Object.entries(answer)) page.searchParams.set(name, value);
      response.redirect(303, `${page.pathname}${page.search}#${form}`);
    };
    try {
      await subscribeNewsletter(await contextOf(request, response), email);
    } catch (error) {
      const failure = formFailureOf(
        request,
        error,
        { fields: { email: "email" }, codes: { ALREADY_SUBSCRIBED: "already-subscribed" } },
        "newsletter sign-up by form",
      );
      const retryAfter = failure.retryAfterSeconds;
      return back(failure.error, {
        newsletterEmail: email,
        ...(retryAfter === undefined ? {} : { newsletterRetryAfter: String(retryAfter) }),
      });
    }
    back("subscribed");
  });
  return router;
}
