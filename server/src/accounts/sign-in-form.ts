import express, { Router, type Request, type Response } from "express";
import { GraphQLError } from "graphql";
import type { Context } from "../lib/context.ts";
import { requestIdOf } from "../lib/http-errors.ts";
import { logger } from "../lib/logger.ts";
import { signIn } from "./service.ts";

/** Why a sign-in sent as a form failed: the sign-in page says it (`/login?error=`). */
export type SignInFormError = "missing" | "credentials" | "rate-limited" | "failed";

/**
 * `POST /login`: the sign-in form sent by the browser itself, without JavaScript or before the app
 * is up (the form posts, so the password never goes into an address). It signs in as the `signIn`
 * mutation does, then sends the browser on (303) to where it was going, or back to the sign-in
 * page with why it failed. `contextOf` is the API's context for the request.
 */
export function createSignInFormRouter(
  contextOf: (request: Request, response: Response) => Promise<Context>,
  /** the site's public address, whose pages may send the form (and the request's own host) */
  siteUrl: string,
): Router {
  const siteHost = new URL(siteUrl).host;
  const router = Router();
  router.post(
    "/login",
    express.urlencoded({ extended: false, limit: "4kb" }),
    async (request, response) => {
      // Signing a visitor in from another site's form (login CSRF) is refused: a browser names
      // the page a form was sent from. (request.host follows X-Forwarded-Host behind a trusted
      // proxy.)
      const origin = request.get("origin");
      const from = origin === undefined ? undefined : hostOf(origin);
      if (origin !== undefined && from !== siteHost && from !== request.host) {
        response.status(403).type("text/plain").send("A sign-in from another site is refused.");
        return;
      }
      const form = (request.body ?? {}) as Record<string, unknown>;
      const field = (name: string) => (typeof form[name] === "string" ? form[name] : "");
      const email = field("email").trim();
      const password = field("password");
      const redirectTo = safeRedirect(field("redirectTo"));
      const failed = (error: SignInFormError, retryAfterSeconds?: number) => {
        const params = new URLSearchParams({ error });
        if (retryAfterSeconds !== undefined) params.set("retryAfter", String(retryAfterSeconds));
        if (redirectTo) params.set("redirectTo", redirectTo);
        response.redirect(303, `/login?${params}`);
      };

      if (email === "" || password === "") return failed("missing");
      try {
        await signIn(await contextOf(request, response), {
          email,
          password,
          remember: field("remember") === "on",
        });
      } catch (error) {
        const code = error instanceof GraphQLError ? error.extensions.code : undefined;
        if (code === "INVALID_CREDENTIALS") return failed("credentials");
        if (code === "RATE_LIMITED") {
          const seconds = (error as GraphQLError).extensions.retryAfterSeconds;
          return failed("rate-limited", typeof seconds === "number" ? seconds : undefined);
        }
        logger.error({ requestId: requestIdOf(request), err: error }, "sign-in by form failed");
        return failed("failed");
      }
      response.redirect(303, redirectTo ?? "/dashboard");
    },
  );
  return router;
}

/** An Origin header's host; none for `null` (an opaque origin) or anything unreadable. */
function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/** A path on this site ("//host" and "/\host" are other sites to a browser), or nothing. */
const safeRedirect = (target: string): string | undefined =>
  /^\/(?![/\\])/.test(target) ? target : undefined;
