import express, { type Request, type RequestHandler } from "express";
import { GraphQLError } from "graphql";
import { requestIdOf } from "./http-errors.ts";
import { logger } from "./logger.ts";

// Forms the browser sends itself, without JavaScript or before the app is up (the signed-out
// account forms, the contact form): each does what its mutation does, then sends the browser on
// (303), back to the form's page with why it failed (`?error=`) when it did.

/**
 * Reads a posted form of up to `limit` (as `express.urlencoded` counts it), refusing one sent
 * from another site: a browser names the page a form was sent from (Origin). `siteUrl` is the
 * site's public address; the request's own host may send it too (`request.host` follows
 * X-Forwarded-Host behind a trusted proxy).
 */
export function readPlainForm(siteUrl: string, limit: string): RequestHandler {
  const siteHost = new URL(siteUrl).host;
  const parse = express.urlencoded({ extended: false, limit });
  return (request, response, next) => {
    const origin = request.get("origin");
    const from = origin === undefined ? undefined : hostOf(origin);
    if (origin === undefined || from === siteHost || from === request.host) {
      return parse(request, response, next);
    }
    response.status(403).type("text/plain").send("A form from another site is refused.");
  };
}

/** The form's text fields by name: "" for one it lacks or sent twice. */
export function fieldsOf(request: Request) {
  const form = (request.body ?? {}) as Record<string, unknown>;
  return (name: string) => (typeof form[name] === "string" ? form[name] : "");
}

/** The address's parameters for a failure: its code, when to retry, and what the form keeps. */
export function failureParams(
  { error, retryAfterSeconds }: FormFailure<string>,
  keep: Record<string, string>,
): URLSearchParams {
  const params = new URLSearchParams({ error });
  if (retryAfterSeconds !== undefined) params.set("retryAfter", String(retryAfterSeconds));
  for (const [name, value] of Object.entries(keep)) if (value) params.set(name, value);
  return params;
}

/** A path on this site ("//host" and "/\\host" are other sites to a browser), or nothing. */
export const pathOnThisSite = (target: string): string | undefined =>
  /^\/(?![/\\])/.test(target) ? target : undefined;

/**
 * Sign-in, coming back to `back` afterwards, when `error` says the reader is signed out (their
 * session ended since the form's page was drawn); else nothing.
 */
export function signInIfSignedOut(error: unknown, back: string): string | undefined {
  const signedOut = error instanceof GraphQLError && error.extensions.code === "UNAUTHENTICATED";
  return signedOut ? `/login?${new URLSearchParams({ redirectTo: back })}` : undefined;
}

/** Why a form failed, as its page's address says it (`?error=`, `&retryAfter=`). */
export interface FormFailure<Reason extends string> {
  error: Reason | "rate-limited" | "failed";
  retryAfterSeconds?: number;
}

/**
 * What the form's page is told of its mutation's `error`: the field the API refused, by the
 * argument it names (`fields`, `input.email` → `email`); another API code the page explains
 * (`codes`); the sender's throttling, with when to retry; or, for anything else, that it failed,
 * logged as `what` failed.
 */
export function formFailureOf<Reason extends string>(
  request: Request,
  error: unknown,
  reasons: { fields?: Record<string, Reason>; codes?: Record<string, Reason> },
  what: string,
): FormFailure<Reason> {
  const api = error instanceof GraphQLError ? error.extensions : {};
  const code = String(api.code);
  const field = code === "BAD_USER_INPUT" ? reasons.fields?.[String(api.argumentName)] : undefined;
  const reason = field ?? reasons.codes?.[code];
  if (reason) return { error: reason };
  if (code === "RATE_LIMITED") {
    const seconds = api.retryAfterSeconds;
    return {
      error: "rate-limited",
      retryAfterSeconds: typeof seconds === "number" ? seconds : undefined,
    };
  }
  logger.error({ requestId: requestIdOf(request), err: error }, `${what} failed`);
  return { error: "failed" };
}

/** An Origin header's host; none for `null` (an opaque origin) or anything unreadable. */
function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}
