import { Router, type Request, type Response } from "express";
import type { BillingPeriod } from "../generated/graphql.ts";
import type { Context } from "../lib/context.ts";
import { logger } from "../lib/logger.ts";
import { requestIdOf } from "../lib/http-errors.ts";
import {
  failureParams,
  fieldsOf,
  formFailureOf,
  pathOnThisSite,
  readPlainForm,
  signInIfSignedOut,
} from "../lib/plain-forms.ts";
import type { FormFailure } from "../lib/plain-forms.ts";
import { requestPasswordReset, resetPassword, signIn, signUp } from "./service.ts";
import { changePlan } from "./settings.ts";

// The account forms a visitor uses signed out (sign-in, sign-up, and the two of a forgotten
// password), and the pricing page's choice of plan, sent by the browser itself
// (lib/plain-forms.ts; they post, so a password never goes into an address). Each does what its
// mutation does, with its throttling, then sends the browser on (303): where it was going, or
// back to the form's page with why it failed (`?error=`), which the page says in the reader's
// language. A form from another site is
// refused (login CSRF: it would sign the visitor in to an account of the other site's choosing).

/** Why a sign-in sent as a form failed: the sign-in page says it (`/login?error=`). */
export type SignInFormError = "missing" | "credentials" | "rate-limited" | "failed";

/**
 * Why a sign-up sent as a form failed (`/signup?error=`): a field the API refused (`name`,
 * `email`, `password`, `terms`), the two passwords differing, an address already signed up, or
 * a failure of the sign-in kind.
 */
export type SignUpFormError =
  | "missing"
  | "name"
  | "email"
  | "password"
  | "mismatch"
  | "terms"
  | "email-taken"
  | "rate-limited"
  | "failed";

/** Why asking for a reset link failed (`/forgot-password?error=`). */
export type ResetRequestFormError = "email" | "rate-limited" | "failed";

/**
 * Why choosing a new password failed (`/reset-password?error=`): the password refused or the
 * two differing, or the link (`expired`, `invalid`: used, or never issued).
 */
export type ResetFormError = "missing" | "password" | "mismatch" | "expired" | "invalid" | "failed";

/**
 * Why a plan chosen on the pricing page as a form was not taken (`/subscription?error=`): no
 * such plan or period, or any other failure. Signed out, the form leads to sign-in instead.
 */
export type PlanFormError = "plan" | "failed";

/** the billing periods as the pricing page's links name them */
const BILLING_PERIODS = new Map<string, BillingPeriod>([
  ["monthly", "MONTHLY"],
  ["yearly", "YEARLY"],
]);

/** the sign-up input's fields the API names when it refuses one, and the error each means */
const REFUSED_SIGN_UP_FIELDS: Record<string, SignUpFormError> = {
  "input.name": "name",
  "input.email": "email",
  "input.password": "password",
  "input.acceptTerms": "terms",
};

/**
 * `POST /login`, `POST /signup`, `POST /forgot-password`, `POST /reset-password` and
 * `POST /subscription`.
 * `contextOf` is the API's context for the request; `siteUrl` the site's public address, whose
 * pages may send the forms (as may the request's own host).
 */
export function createAccountFormRouter(
  contextOf: (request: Request, response: Response) => Promise<Context>,
  siteUrl: string,
): Router {
  const router = Router();
  const readForm = readPlainForm(siteUrl, "4kb");

  router.post("/login", readForm, async (request, response) => {
    const field = fieldsOf(request);
    const email = field("email").trim();
    const password = field("password");
    const redirectTo = pathOnThisSite(field("redirectTo"));
    const failed = (failure: FormFailure<SignInFormError>) =>
      response.redirect(303, `/login?${failureParams(failure, redirectTo ? { redirectTo } : {})}`);

    if (email === "" || password === "") return failed({ error: "missing" });
    try {
      await signIn(await contextOf(request, response), {
        email,
        password,
        remember: field("remember") === "on",
      });
    } catch (error) {
      const codes = { INVALID_CREDENTIALS: "credentials" } as const;
      return failed(formFailureOf(request, error, { codes }, "sign-in by form"));
    }
    response.redirect(303, redirectTo ?? "/dashboard");
  });

  router.post("/signup", readForm, async (request, response) => {
    const field = fieldsOf(request);
    const name = field("name");
    const email = field("email");
    const password = field("password");
    // The plan chosen on the pricing page ("Start Free Trial"), started once the account is.
    const plan = field("plan");
    const period = field("period");
    // What the reader typed goes back to the form, except the passwords (never in an address).
    const failed = (failure: FormFailure<SignUpFormError>) =>
      response.redirect(303, `/signup?${failureParams(failure, { name, email, plan, period })}`);

    if (name.trim() === "" || email.trim() === "" || password === "") {
      return failed({ error: "missing" });
    }
    if (field("confirmPassword") !== password) return failed({ error: "mismatch" });
    let context: Context;
    let reader: { id: string };
    try {
      context = await contextOf(request, response);
      reader = await signUp(context, {
        name,
        email,
        password,
        // A checked box sends "on"; an unchecked one sends nothing, which the API refuses.
        acceptTerms: field("acceptTerms") === "on",
      });
    } catch (error) {
      const reasons = {
        fields: REFUSED_SIGN_UP_FIELDS,
        codes: { EMAIL_TAKEN: "email-taken" },
      } as const;
      return failed(formFailureOf<SignUpFormError>(request, error, reasons, "sign-up by form"));
    }
    const billingPeriod = BILLING_PERIODS.get(period);
    if (plan === "" || !billingPeriod) return response.redirect(303, "/dashboard");
    try {
      await changePlan({ ...context, viewer: reader }, { planId: plan, period: billingPeriod });
    } catch (error) {
      // Signed up all the same: the pricing page, where they land, offers the plans again.
      logger.warn({ requestId: requestIdOf(request), err: error }, "plan at sign-up refused");
    }
    response.redirect(303, "/subscription");
  });

  router.post("/forgot-password", readForm, async (request, response) => {
    const email = fieldsOf(request)("email");
    const failed = (failure: FormFailure<ResetRequestFormError>) =>
      response.redirect(303, `/forgot-password?${failureParams(failure, { email })}`);
    try {
      await requestPasswordReset(await contextOf(request, response), email);
    } catch (error) {
      const codes = { BAD_USER_INPUT: "email" } as const;
      return failed(formFailureOf(request, error, { codes }, "reset request by form"));
    }
    // The page says where the link went, as the API does whether or not the address has an account.
    response.redirect(303, `/forgot-password?${new URLSearchParams({ sent: email.trim() })}`);
  });

  router.post("/reset-password", readForm, async (request, response) => {
    const field = fieldsOf(request);
    const token = field("token");
    const newPassword = field("newPassword");
    // The link's token stays in the address, where the mailed link put it.
    const failed = (failure: FormFailure<ResetFormError>) =>
      response.redirect(303, `/reset-password?${failureParams(failure, { token })}`);

    if (newPassword === "") return failed({ error: "missing" });
    if (field("confirm") !== newPassword) return failed({ error: "mismatch" });
    try {
      await resetPassword(await contextOf(request, response), { token, newPassword });
    } catch (error) {
      const codes = {
        BAD_USER_INPUT: "password",
        TOKEN_EXPIRED: "expired",
        TOKEN_INVALID: "invalid",
      } as const;
      return failed(formFailureOf(request, error, { codes }, "password reset by form"));
    }
    response.redirect(303, "/reset-password?done=1");
  });
  // A signed-in reader's choice on the pricing page: the plan and period its button names.
  router.post("/subscription", readForm, async (request, response) => {
    const field = fieldsOf(request);
    const plan = field("plan");
    const period = field("period");
    const billingPeriod = BILLING_PERIODS.get(period);
    const page = (params: Record<string, string>) =>
      `/subscription?${new URLSearchParams({ ...(billingPeriod && { period }), ...params })}`;
    const failed = (failure: FormFailure<PlanFormError>) =>
      response.redirect(303, page({ error: failure.error }));

    if (plan === "" || !billingPeriod) return failed({ error: "plan" });
    try {
      await changePlan(await contextOf(request, response), { planId: plan, period: billingPeriod });
    } catch (error) {
      // Signed out since the page was drawn: sign in, and back to the plans.
      const signIn = signInIfSignedOut(error, page({}));
      if (signIn) return response.redirect(303, signIn);
      const fields = { planId: "plan" } as const;
      return failed(
        formFailureOf<PlanFormError>(request, error, { fields }, "plan change by form"),
      );
    }
    response.redirect(303, page({ changed: plan }));
  });
  return router;
}
